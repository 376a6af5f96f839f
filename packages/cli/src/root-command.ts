import { defineCommand } from "citty";
import type { CliIo } from "./cli-io";
import { analyzeCommand } from "./commands/analyze";
import { checksCommand } from "./commands/checks";
import { CLI_VERSION } from "./version";

/** The `ranklens` command with its subcommands, writing through `io`. */
export function rootCommand(io: CliIo) {
  return defineCommand({
    meta: {
      name: "ranklens",
      version: CLI_VERSION,
      description: "RankLens SEO analysis from the command line",
    },
    subCommands: { analyze: analyzeCommand(io), checks: checksCommand(io) },
  });
}
