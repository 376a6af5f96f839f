// `ranklens users` and `ranklens support` (the CLI forwards to @ranklens/server/operator-entry):
// the server's bundle, built first when its sources changed (scripts/server-build.mjs, ADR 046).
import "../../../scripts/require-node.mjs";
import { importServerEntry } from "../../../scripts/server-build.mjs";

await importServerEntry("operator");
