/** Process entry of the `ranklens` command (loaded by bin/ranklens.mjs). */
import { runCli } from "./run-cli";

process.exitCode = await runCli(process.argv.slice(2));
