// `ranklens crawl` (the CLI forwards to @ranklens/server/crawl-entry):
// the server's bundle, built first when its sources changed (scripts/server-build.mjs, ADR 046).
import "../../../scripts/require-node.mjs";
import { importServerEntry } from "../../../scripts/server-build.mjs";

await importServerEntry("crawl");
