/**
 * Loaded into the PDF renderer's child (render-child.ts) through NODE_OPTIONS by report-process.ts:
 * on exit it writes the child's peak RSS (getrusage's maxRSS: exact, unlike sampling /proc of a
 * process that lives under a second) and its timings to REPORT_BENCH_CHILD_FILE. It never listens
 * to "message" itself: a listener here could take the renderer's one input before the child's own.
 */
import { writeFileSync } from "node:fs";

const file = process.env.REPORT_BENCH_CHILD_FILE;
if (file) {
  let readyAtMs = null;
  // The renderer adds its message listener once its modules (the Typst compiler) are loaded.
  process.on("newListener", (event) => {
    if (event === "message" && readyAtMs === null) readyAtMs = performance.now();
  });
  process.on("exit", () => {
    writeFileSync(
      file,
      JSON.stringify({
        maxRssKB: process.resourceUsage().maxRSS,
        readyAtMs,
        exitAtMs: performance.now(),
        cpuMs: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000),
      }),
    );
  });
}
