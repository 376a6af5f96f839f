/**
 * Monitoring benchmark (issue 17): a project tracking `pages` pages of a local generated site,
 * re-analysed once a simulated day for `days` days by one worker process (SQLite, the real job
 * kind, an injected clock), 5 % of the pages getting a new text each day. Reports the wall time
 * of a run, the worker's peak RSS, and the database growth over the month, per 1,000 pages.
 * Budget: ≤ 50 MB per 1,000 pages per month.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../../scripts/node-flags.mjs";
import { runMeasured } from "../site-audit/measured-process";
import { startChangingSite } from "./changing-site";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PROCESS = fileURLToPath(new URL("./monitoring-process.ts", import.meta.url));
export const MONITORING_BUDGET_MB_PER_1000_PAGES_MONTH = 50;

export interface MonitoringBenchResult {
  pages: number;
  days: number;
  /** The first run (every page new) and the median of the daily runs after it. */
  firstRunSeconds: number;
  medianRunSeconds: number;
  pagesPerSecond: number;
  peakRssMB: number;
  dbGrowthMB: number;
  /** Growth scaled to 1,000 pages and 30 days, the budget's unit. */
  dbGrowthMBPer1000PagesMonth: number;
  observations: number;
  texts: number;
  changes: number;
  budgetMB: number;
  withinBudget: boolean;
  error: string | null;
}

export async function runMonitoringBench(
  options: { pages?: number; days?: number } = {},
): Promise<MonitoringBenchResult> {
  const pages = options.pages ?? 1_000;
  const days = options.days ?? 30;
  const site = await startChangingSite(pages);
  const dir = mkdtempSync(path.join(tmpdir(), "ranklens-monitoring-bench-"));
  try {
    const tsx = import.meta.resolve("tsx");
    const run = await runMeasured(
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        "--import",
        tsx,
        PROCESS,
        "--site",
        site.url,
        "--db",
        path.join(dir, "bench.db"),
        "--pages",
        String(pages),
        "--days",
        String(days),
      ],
      { cwd: REPO_ROOT, echoEvery: 5 },
    );
    const peakRssMB = Math.round(run.peakRssBytes / 1024 / 1024);
    if (run.code !== 0) {
      const error =
        run.stderr
          .map((l) => l.line)
          .slice(-10)
          .join("\n") || `exit ${run.code ?? run.signal}`;
      return failed(pages, days, peakRssMB, error);
    }
    const out = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
      runSeconds: number[];
      dbBytesBefore: number;
      dbBytesAfter: number;
      observations: number;
      texts: number;
      changes: number;
    };
    const later = out.runSeconds.slice(1).sort((a, b) => a - b);
    const median = later.length > 0 ? later[Math.floor(later.length / 2)]! : out.runSeconds[0]!;
    const growthMB = (out.dbBytesAfter - out.dbBytesBefore) / 1024 / 1024;
    const perUnit = (growthMB * (1_000 / pages) * 30) / days;
    return {
      pages,
      days,
      firstRunSeconds: out.runSeconds[0]!,
      medianRunSeconds: median,
      pagesPerSecond: Math.round(pages / median),
      peakRssMB,
      dbGrowthMB: round(growthMB),
      dbGrowthMBPer1000PagesMonth: round(perUnit),
      observations: out.observations,
      texts: out.texts,
      changes: out.changes,
      budgetMB: MONITORING_BUDGET_MB_PER_1000_PAGES_MONTH,
      withinBudget: perUnit <= MONITORING_BUDGET_MB_PER_1000_PAGES_MONTH,
      error: null,
    };
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

function failed(pages: number, days: number, peakRssMB: number, error: string): MonitoringBenchResult {
  return {
    pages,
    days,
    firstRunSeconds: 0,
    medianRunSeconds: 0,
    pagesPerSecond: 0,
    peakRssMB,
    dbGrowthMB: 0,
    dbGrowthMBPer1000PagesMonth: 0,
    observations: 0,
    texts: 0,
    changes: 0,
    budgetMB: MONITORING_BUDGET_MB_PER_1000_PAGES_MONTH,
    withinBudget: false,
    error,
  };
}
