// `npm start` (scripts/start.mjs starts this with the server's Node flags):
// the server's bundle, built first when its sources changed (scripts/server-build.mjs, ADR 046).
import "../../../scripts/require-node.mjs";
import { importServerEntry } from "../../../scripts/server-build.mjs";

await importServerEntry("main");
