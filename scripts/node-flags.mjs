/**
 * The V8 flags every long-running RankLens process starts with: `npm start` (and `npm run dev`),
 * `npm run worker`, and the benchmarks that measure their work (ADR 043).
 *
 * The server and the worker allocate fast and keep little: a monitoring run re-analyses a thousand
 * pages, a report reads a year of rankings, and each page or reading is garbage a moment later. V8's
 * default young generation grows to 64 MB semi-spaces (128 MB in all on 64-bit) before it is
 * collected, and stays that size, so a worker peaked at 480–680 MB where its live heap is far
 * smaller. 16 MB semi-spaces keep young garbage collected early for no measured loss of speed
 * (1,000-page monitoring run, 10 simulated days: peak RSS 678 → 429 MB, median run 4.3 s both;
 * a full report's HTML: 370 → ~277 MB). No old-space cap: a process near a cap would die on a large
 * job instead of using the memory the machine has; `ranklens crawl` alone caps its heap, because a
 * crawl's working set is known (CRAWL_NODE_FLAGS in packages/cli).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];
