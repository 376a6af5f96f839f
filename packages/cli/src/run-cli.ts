import { type CommandDef, renderUsage, runCommand } from "citty";
import type { CliIo } from "./cli-io";
import { ANALYZE_SYNOPSIS } from "./commands/analyze-args";
import { forwardToCrawl, forwardToOperator, OPERATOR_GROUPS } from "./commands/operator";
import { createPalette, shouldUseColour, stripAnsi } from "./format/palette";
import { rootCommand } from "./root-command";
import { UsageError } from "./usage-error";
import { CLI_VERSION } from "./version";

/** Exit codes: success, failed analysis, wrong usage (giget/citty convention). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

const HELP_FLAGS = new Set(["--help", "-h"]);
const VERSION_FLAGS = new Set(["--version", "-v"]);

/** citty throws its own `CLIError` (not exported) for unknown commands and missing positionals. */
function isUsageError(error: unknown): error is Error {
  return error instanceof UsageError || (error instanceof Error && error.name === "CLIError");
}

function usageHint(subcommand: string | undefined): string {
  const lines =
    subcommand === "analyze"
      ? ANALYZE_SYNOPSIS
      : [
          "ranklens analyze <url> …",
          "ranklens checks",
          "ranklens crawl <url> …",
          "ranklens users set-plan|show <email> …",
          "ranklens support list [--open] | close <id>",
        ];
  const help = subcommand ? `ranklens ${subcommand} --help` : "ranklens --help";
  return `Usage: ${lines.join("\n       ")}\nRun "${help}" for details.\n`;
}

function defaultIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    colour: shouldUseColour(process.stdout.isTTY, process.env),
    exitCode: EXIT.ok,
  };
}

/**
 * Runs the CLI on `rawArgs` and resolves to the exit code. Help and version
 * are handled here (citty's `runMain` would exit 1 on usage errors and print
 * usage on stdout); usage errors print a short hint on stderr and give 2.
 */
export async function runCli(rawArgs: string[], io: CliIo = defaultIo()): Promise<number> {
  // The operator parses its own arguments (and --help): pass them through untouched.
  if ((OPERATOR_GROUPS as readonly string[]).includes(rawArgs[0] ?? ""))
    return forwardToOperator(rawArgs, io);
  if (rawArgs[0] === "crawl") return forwardToCrawl(rawArgs.slice(1), io);
  const root = rootCommand(io);
  const subCommands = root.subCommands as Record<string, () => Promise<CommandDef>>;
  const subcommand =
    rawArgs[0] !== undefined && Object.hasOwn(subCommands, rawArgs[0]) ? rawArgs[0] : undefined;

  if (rawArgs.some((arg) => HELP_FLAGS.has(arg))) {
    const usage = subcommand
      ? await renderUsage(await subCommands[subcommand]!(), root as CommandDef)
      : await renderUsage(root as CommandDef);
    io.stdout(`${io.colour ? usage : stripAnsi(usage)}\n`);
    return EXIT.ok;
  }
  if (rawArgs.length === 1 && VERSION_FLAGS.has(rawArgs[0]!)) {
    io.stdout(`${CLI_VERSION}\n`);
    return EXIT.ok;
  }
  try {
    await runCommand(root, { rawArgs });
    return io.exitCode;
  } catch (error) {
    if (isUsageError(error)) {
      const palette = createPalette(shouldUseColour(process.stderr.isTTY, io.env));
      io.stderr(`${palette.red(`ranklens: ${stripAnsi(error.message)}`)}\n${usageHint(subcommand)}`);
      return EXIT.usage;
    }
    // Commands report their own failures; anything here is a bug, so show the stack.
    io.stderr(`ranklens: unexpected error\n${error instanceof Error ? error.stack : String(error)}\n`);
    return EXIT.failure;
  }
}
