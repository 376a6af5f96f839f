import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineCommand } from "citty";
import type { CliIo } from "../cli-io";

/**
 * The server's command-line entries, as its package declares them (apps/server/package.json
 * `exports`): the CLI finds them by name, never by a path into the server's folders, so moving a
 * file there cannot silently break a command. Resolved, never imported: the CLI does not depend on
 * the server's code (DESIGN.md import rules).
 */
export const OPERATOR_ENTRY = "@ranklens/server/operator-entry";

/** The command groups the server's operator owns: `ranklens <group> …` is forwarded to it untouched. */
export const OPERATOR_GROUPS = ["users", "support"] as const;

/** `ranklens crawl …` runs the server's crawler on a local SQLite file: forwarded the same way. */
export const CRAWL_ENTRY = "@ranklens/server/crawl-entry";

/**
 * Node flags of the crawl process. A crawl allocates fast and keeps little (its live heap stays near
 * 100 MB), and V8's defaults let both generations grow far past that before collecting. A capped old
 * space and a young generation of semi-space 16 MB keep the process well inside the 400 MB budget.
 * `npm run bench -- crawl`, 100,000 pages on 2 cores: defaults 433 pages/s and 585–605 MB peak RSS;
 * old space 200 MB alone 284 pages/s and 413 MB; with semi-space 4 MB too 384 pages/s and 310 MB.
 * Semi-space 16 MB against 4 (2026-11-30, inline analysis, runs alternated): the 1,169 large pages
 * of postgresql-doc-15 in 7.21, 7.17, 6.30 s against 7.74, 7.75, 7.40 s (the garbage collector's
 * share of the main thread's CPU profile 6.5 % against 8.8 %: a large page's analysis allocates
 * more than a 4 MB young generation holds); 20,000 generated pages 248 against 235 pages/s, peak
 * RSS 305 against 283 MB.
 */
export const CRAWL_NODE_FLAGS = ["--max-old-space-size=200", "--max-semi-space-size=16"];

/**
 * `ranklens users …` and `ranklens support …`: forwards to the server's
 * operator commands (`users set-plan <email> basic|pro`, `users show <email>`,
 * `support list [--open]`, `support close <id>`) in a child Node process, with
 * this terminal's stdio and environment, and resolves to its exit code. A child process, not an import: the CLI must not depend on
 * apps/server (DESIGN.md import rules), and the operator opens the server's
 * database with the server's own code and settings (DATA_DIR, DATABASE_URL).
 */
export function forwardToOperator(args: string[], io: Pick<CliIo, "stderr">): Promise<number> {
  // `ranklens users --help` / `support --help` is the operator's own help (it knows `help`, not `users --help`).
  const forwarded = args.some((arg) => arg === "--help" || arg === "-h") ? ["help"] : args;
  return forwardToServer(OPERATOR_ENTRY, args[0], forwarded, io);
}

/** `ranklens crawl <args>`: the crawl entry parses its own arguments, help and exit codes. */
export function forwardToCrawl(args: string[], io: Pick<CliIo, "stderr">): Promise<number> {
  return forwardToServer(CRAWL_ENTRY, "crawl", args, io, CRAWL_NODE_FLAGS);
}

/** Runs a declared server entry with `forwarded` in a child Node process. */
function forwardToServer(
  declaredEntry: string,
  command: string | undefined,
  forwarded: string[],
  io: Pick<CliIo, "stderr">,
  nodeFlags: string[] = [],
): Promise<number> {
  const entry = serverEntryPath(declaredEntry);
  if (!entry) {
    io.stderr(
      `ranklens: "${command}" needs the RankLens server next to the CLI (${declaredEntry} is missing)\n`,
    );
    return Promise.resolve(1);
  }
  return new Promise((resolve) => {
    // A plain script: the entry runs the server's bundle (apps/server/bin), no TypeScript loader.
    const child = spawn(process.execPath, [...nodeFlags, entry, ...forwarded], {
      stdio: "inherit",
    });
    child.on("error", (error) => {
      io.stderr(`ranklens: could not start the server command: ${error.message}\n`);
      resolve(1);
    });
    // Ctrl-C reaches the whole process group; a SIGTERM sent to this process alone is passed on.
    const passOn = () => child.kill("SIGTERM");
    process.on("SIGTERM", passOn);
    child.on("close", (code) => {
      process.off("SIGTERM", passOn);
      resolve(code ?? 1);
    });
  });
}

/** The file a declared server entry names, or null when the server is not installed beside the CLI. */
export function serverEntryPath(declaredEntry: string): string | null {
  try {
    const file = fileURLToPath(import.meta.resolve(declaredEntry));
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * The `users` and `support` entries of `ranklens --help`. run-cli.ts forwards
 * them before citty parses anything, so the operator owns their arguments,
 * help and exit codes.
 */
export const usersCommand = defineCommand({
  meta: {
    name: "users",
    description:
      "Operator commands on this server's accounts: users set-plan <email> basic|pro, users show <email>",
  },
});

export const crawlCommand = defineCommand({
  meta: {
    name: "crawl",
    description:
      "Crawl a site into a local SQLite file and report its issues: crawl <url> [--max-pages N] [--db <file>] [--json | --csv <dir>]",
  },
});

export const supportCommand = defineCommand({
  meta: {
    name: "support",
    description:
      "Operator commands on this server's support requests: support list [--open], support close <id>",
  },
});
