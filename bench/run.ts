/**
 * `npm run bench`: every performance budget of DESIGN.md in one report.
 * Runs each benchmark, prints a table and writes bench/results.json with the
 * machine it ran on. Exits 1 when a budget is missed, so the figures cannot
 * quietly regress.
 *
 *   npm run bench                 all benchmarks
 *   npm run bench -- engine       only the named ones (engine, content, api)
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import { runApiBench } from "./api";
import { runContentBench } from "./content";
import { runEngineBench } from "./engine";

interface Row {
  benchmark: string;
  figure: string;
  budget: string;
  ok: boolean;
}

const selected = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const wants = (name: string) => selected.length === 0 || selected.includes(name);

const results: Record<string, unknown> = {};
const rows: Row[] = [];

if (wants("engine")) {
  const engine = runEngineBench();
  results.engine = engine;
  rows.push({
    benchmark: `engine: full analysis from HTML, one core; corpus ${engine.corpus}`,
    figure: `${engine.analysesPerSecond} pages/s; tokenizer ${engine.tokenizerPagesPerSecond} pages/s; ratio ${engine.ratio}`,
    budget: `≥ ${engine.budget} pages/s`,
    ok: engine.withinBudget,
  });
}
if (wants("content")) {
  const content = runContentBench();
  results.content = content;
  rows.push({
    benchmark: `content analyser (${content.words}-word article, median of ${content.runs})`,
    figure: `${content.medianMs} ms (p95 ${content.p95Ms} ms)`,
    budget: `< ${content.budgetMs} ms`,
    ok: content.withinBudget,
  });
}
if (wants("api")) {
  const api = await runApiBench();
  results.api = api;
  rows.push({
    benchmark: `API: content list at ${api.rate} req/s for ${api.durationSeconds} s, ${api.connections} connections (SQLite)`,
    figure: `p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms, ${api.errors} errors, ${api.requests} requests (32 connections: p99 ${api.with32Connections.p99Ms} ms)`,
    budget: `p99 < ${api.budgetP99Ms} ms, 0 errors`,
    ok: api.withinBudget,
  });
}

const machine = {
  cpu: os.cpus()[0]?.model ?? "unknown",
  cores: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
};
writeFileSync(
  new URL("./results.json", import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`,
);

const width = Math.max(...rows.map((r) => r.benchmark.length));
console.log(
  `\nMachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}\n`,
);
for (const r of rows)
  console.log(`${r.ok ? "✔" : "✘"} ${r.benchmark.padEnd(width)}  ${r.figure}  (budget ${r.budget})`);
console.log("\nWritten to bench/results.json");
process.exit(rows.every((r) => r.ok) ? 0 : 1);
