/**
 * `ranklens crawl <url> …` (the CLI forwards here): crawls into a local SQLite file with the
 * server's own crawler, no server needed. Exits 0 (crawled), 1 (failed or stopped), 2 (wrong usage).
 */
import { CRAWL_USAGE, parseCrawlArgs } from "./crawl-args";
import { CRAWL_EXIT, runCrawlCommand } from "./run-crawl-command";

async function main(args: string[]): Promise<number> {
  const command = parseCrawlArgs(args);
  if (command.kind === "help") {
    process.stdout.write(`${CRAWL_USAGE}\n`);
    return CRAWL_EXIT.ok;
  }
  if (command.kind === "usage-error") {
    process.stderr.write(`ranklens crawl: ${command.problem}\nRun "ranklens crawl --help" for details.\n`);
    return CRAWL_EXIT.usage;
  }
  const stop = new AbortController();
  // The first signal stops the crawl where it is (resumable); a second one ends the process.
  const onSignal = () => {
    if (stop.signal.aborted) process.exit(CRAWL_EXIT.failed);
    stop.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    return await runCrawlCommand(command, {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
      errIsTty: process.stderr.isTTY === true,
      signal: stop.signal,
    });
  } catch (error) {
    process.stderr.write(`ranklens crawl: ${error instanceof Error ? error.message : String(error)}\n`);
    return CRAWL_EXIT.failed;
  }
}

process.exitCode = await main(process.argv.slice(2));
