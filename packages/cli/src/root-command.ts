import { defineCommand } from "citty";
import type { CliIo } from "./cli-io";
import { CLI_VERSION } from "./version";

/**
 * The `ranklens` command with its subcommands, writing through `io`. The
 * subcommands load lazily: importing the engine is most of the start-up time,
 * and `--version`, `--help` and usage errors do not need it.
 */
export function rootCommand(io: CliIo) {
  return defineCommand({
    meta: {
      name: "ranklens",
      version: CLI_VERSION,
      description: "RankLens SEO analysis from the command line",
    },
    subCommands: {
      analyze: () => import("./commands/analyze").then((m) => m.analyzeCommand(io)),
      checks: () => import("./commands/checks").then((m) => m.checksCommand(io)),
      crawl: () => import("./commands/operator").then((m) => m.crawlCommand),
      users: () => import("./commands/operator").then((m) => m.usersCommand),
      support: () => import("./commands/operator").then((m) => m.supportCommand),
    },
  });
}
