/**
 * The generated site in a process of its own (forked with IPC), so the crawler and the site do
 * not share a core's event loop and each one's memory is measured apart. Sends
 * `{ origin, manifestFile }` once listening; answers `"stats"` with the request counts, and
 * `"reset-stats"` (with `{ reset: true }`) by counting from zero again. A fourth argument makes
 * every answer wait that many milliseconds (a slow site).
 *
 *   fork(site-server-process.ts, [pages, seed, manifestFile, delayMs?], { execArgv: ["--import", tsx] })
 */
import { writeFileSync } from "node:fs";
import { startGeneratedSite } from "./generated-site";

const [pages, seed, manifestFile, delayMs] = process.argv.slice(2);
const site = await startGeneratedSite({
  pages: Number(pages),
  seed: Number(seed),
  delayMs: delayMs === undefined ? 0 : Number(delayMs),
});
writeFileSync(manifestFile!, JSON.stringify(site.manifest));
process.send?.({ origin: site.origin, manifestFile });
process.on("message", (message) => {
  if (message === "stats") process.send?.({ stats: site.stats() });
  if (message === "reset-stats") {
    site.resetStats();
    process.send?.({ reset: true });
  }
  if (message === "close") void site.close().then(() => process.exit(0));
});
