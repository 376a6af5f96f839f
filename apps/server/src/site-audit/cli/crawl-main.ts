import { CRAWL_EXIT, CRAWL_USAGE, parseCrawlArgs } from "./crawl-args";
import type { CrawlCommandIo } from "./run-crawl-command";

/**
 * `ranklens crawl <args>` from its arguments to its exit code: 0 crawled, 1 failed or stopped,
 * 2 wrong usage. main.ts runs it with the process's streams; tests call it in-process. The crawler
 * itself (database, engine) is loaded only for a real crawl, so help and wrong usage answer at once.
 */
export async function crawlMain(args: string[], io: CrawlCommandIo): Promise<number> {
  const command = parseCrawlArgs(args);
  if (command.kind === "help") {
    io.out(`${CRAWL_USAGE}\n`);
    return CRAWL_EXIT.ok;
  }
  if (command.kind === "usage-error") {
    io.err(`ranklens crawl: ${command.problem}\nRun "ranklens crawl --help" for details.\n`);
    return CRAWL_EXIT.usage;
  }
  try {
    const { runCrawlCommand } = await import("./run-crawl-command");
    return await runCrawlCommand(command, io);
  } catch (error) {
    io.err(`ranklens crawl: ${error instanceof Error ? error.message : String(error)}\n`);
    return CRAWL_EXIT.failed;
  }
}
