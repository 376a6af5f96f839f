/**
 * `ranklens crawl <url> …` (the CLI forwards here): crawls into a local SQLite file with the
 * server's own crawler, no server needed. The process entry of crawl-main.ts.
 */
import { once } from "node:events";
import { CRAWL_EXIT } from "./crawl-args";
import { crawlMain } from "./crawl-main";

const stop = new AbortController();
// The first signal stops the crawl where it is (resumable); a second one ends the process.
const onSignal = () => {
  if (stop.signal.aborted) process.exit(CRAWL_EXIT.failed);
  stop.abort();
};
process.on("SIGINT", onSignal);
process.on("SIGTERM", onSignal);

process.exitCode = await crawlMain(process.argv.slice(2), {
  // A full pipe makes the command wait for "drain" rather than queue the rest of its output in memory.
  out: (text) =>
    process.stdout.write(text) ? undefined : once(process.stdout, "drain").then(() => undefined),
  err: (text) => process.stderr.write(text),
  errIsTty: process.stderr.isTTY === true,
  signal: stop.signal,
});
