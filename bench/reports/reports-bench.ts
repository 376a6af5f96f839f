/**
 * Reports benchmark (issue 31): a full report (all eight sections, the last 12 months, branded) of a
 * 10,000-page crawl with a year of monitoring and rankings (seed-report-data.ts), built and rendered
 * as PDF, HTML and CSV zip. Each measurement is a fresh process (report-process.ts, through
 * runMeasured), three of each, interleaved so a busy moment of the shared machine hits every output
 * alike; figures are medians. Budget (issue 31): build + render < 5 s and < 300 MB peak RSS per
 * process, the PDF's Typst child counted apart. A profile run then times each source apart.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../../scripts/node-flags.mjs";
import { runMeasured } from "../site-audit/measured-process";
import { type SeededReportData, seedReportData } from "./seed-report-data";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PROCESS = fileURLToPath(new URL("./report-process.ts", import.meta.url));
export const REPORT_BUDGET = { seconds: 5, rssMB: 300 };
const OUTPUTS = ["document", "pdf", "html", "csv"] as const;
type Output = (typeof OUTPUTS)[number];

/** Medians of one output's runs (and the spread of its time). */
export interface ReportOutputFigures {
  output: Output;
  runs: number;
  buildMs: number;
  renderMs: number;
  totalMs: number;
  totalMsRange: [number, number];
  /** CPU time of the build and render in the measured process (the Typst child's is childCpuMs). */
  cpuMs: number;
  /** V8's young generation after the work: most of the work's RSS is it, grown to its maximum. */
  youngGenerationMB: number;
  /** The measured process: before the work (Node, tsx, the app's modules, the database) and its peak. */
  rssBeforeWorkMB: number;
  peakRssMB: number;
  /** PDF: the Typst child's peak, its start (to its modules loaded) and its work (to its exit). */
  childPeakRssMB?: number;
  childBootMs?: number;
  childWorkMs?: number;
  childCpuMs?: number;
  bytes?: number;
  pages?: number | null;
  files?: number;
  withinBudget: boolean;
}

export interface ReportsBenchResult {
  /** What was seeded (row counts; the ids stay out of bench/results.json). */
  seeded: {
    pages: number;
    issueRows: SeededReportData["crawls"]["issueRows"];
    monitoring: SeededReportData["monitoring"];
    contentItems: number;
    seedSeconds: number;
  } | null;
  outputs: ReportOutputFigures[];
  profile: { step: string; ms: number; peakRssMB: number; youngGenerationMB: number }[];
  document: unknown;
  budget: typeof REPORT_BUDGET;
  withinBudget: boolean;
  error: string | null;
}

/** The JSON line report-process.ts prints. */
interface ProcessAnswer {
  rssBeforeWork: number;
  peakRss: number;
  buildMs: number;
  renderMs: number;
  cpuMs: number;
  youngGenerationMB: number;
  bytes?: number;
  pages?: number | null;
  files?: number;
  child?: { maxRssKB: number; readyAtMs: number; exitAtMs: number; cpuMs: number };
  sections?: unknown;
  steps?: ReportsBenchResult["profile"];
}
type Numeric = "rssBeforeWork" | "peakRss" | "buildMs" | "renderMs" | "cpuMs" | "youngGenerationMB" | "bytes";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function runReportsBench(
  options: { runs?: number; pages?: number } = {},
): Promise<ReportsBenchResult> {
  const runs = options.runs ?? 3;
  const dir = mkdtempSync(path.join(tmpdir(), "ranklens-reports-bench-"));
  const file = path.join(dir, "ranklens.sqlite");
  const now = new Date();
  try {
    process.stderr.write("  reports: seeding a 10,000-page site, a year of monitoring and rankings…\n");
    const pages = options.pages ?? 10_000;
    const seeded = await seedReportData(file, now, pages);
    process.stderr.write(`  reports: seeded in ${seeded.seedSeconds} s\n`);
    const run = async (output: Output | "profile") => {
      const measured = await runMeasured(
        process.execPath,
        [
          ...SERVER_NODE_FLAGS,
          "--import",
          import.meta.resolve("tsx"),
          PROCESS,
          ...["--db", file, "--workspace", seeded.workspaceId, "--site", seeded.siteId],
          ...["--project", seeded.projectId, "--now", now.toISOString(), "--output", output],
        ],
        { cwd: REPO_ROOT },
      );
      if (measured.code !== 0)
        throw new Error(
          `${output}: ${measured.stderr
            .map((l) => l.line)
            .slice(-8)
            .join("\n")}`,
        );
      return JSON.parse(measured.stdout.trim().split("\n").at(-1)!) as ProcessAnswer;
    };
    const samples = new Map<Output, ProcessAnswer[]>(OUTPUTS.map((o) => [o, []]));
    for (let r = 0; r < runs; r++)
      for (const output of OUTPUTS) {
        samples.get(output)!.push(await run(output));
        process.stderr.write(`  reports: run ${r + 1}/${runs} ${output} done\n`);
      }
    const profile = (await run("profile")).steps ?? [];
    const outputs = OUTPUTS.map((output) => figures(output, samples.get(output)!));
    return {
      seeded: {
        pages,
        issueRows: seeded.crawls.issueRows,
        monitoring: seeded.monitoring,
        contentItems: seeded.contentItems,
        seedSeconds: seeded.seedSeconds,
      },
      outputs,
      profile,
      document: samples.get("document")![0]!.sections,
      budget: REPORT_BUDGET,
      withinBudget: outputs.every((o) => o.withinBudget),
      error: null,
    };
  } catch (error) {
    return {
      seeded: null,
      outputs: [],
      profile: [],
      document: null,
      budget: REPORT_BUDGET,
      withinBudget: false,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function figures(output: Output, runs: ProcessAnswer[]): ReportOutputFigures {
  const totals = runs.map((r) => r.buildMs + r.renderMs);
  const pick = (key: Numeric) => median(runs.map((r) => r[key] ?? 0));
  const peakRssMB = mb(pick("peakRss"));
  const childPeakRssMB =
    output === "pdf" ? Math.round(median(runs.map((r) => r.child!.maxRssKB)) / 1024) : undefined;
  const totalMs = median(totals);
  // The budget is the PDF's and the HTML's; the document alone and the CSV are reported beside them.
  const budgeted = output === "pdf" || output === "html";
  return {
    output,
    runs: runs.length,
    buildMs: pick("buildMs"),
    renderMs: pick("renderMs"),
    totalMs,
    totalMsRange: [Math.min(...totals), Math.max(...totals)],
    cpuMs: pick("cpuMs"),
    youngGenerationMB: pick("youngGenerationMB"),
    rssBeforeWorkMB: mb(pick("rssBeforeWork")),
    peakRssMB,
    ...(output === "pdf"
      ? {
          childPeakRssMB,
          childBootMs: Math.round(median(runs.map((r) => r.child!.readyAtMs))),
          childWorkMs: Math.round(median(runs.map((r) => r.child!.exitAtMs - r.child!.readyAtMs))),
          childCpuMs: median(runs.map((r) => r.child!.cpuMs)),
          pages: runs[0]!.pages,
        }
      : {}),
    ...(output === "document" ? {} : { bytes: pick("bytes") }),
    ...(output === "csv" ? { files: runs[0]!.files } : {}),
    withinBudget:
      !budgeted ||
      (totalMs < REPORT_BUDGET.seconds * 1000 &&
        peakRssMB < REPORT_BUDGET.rssMB &&
        (childPeakRssMB ?? 0) < REPORT_BUDGET.rssMB),
  };
}

const kB = (bytes: number | undefined) => `${Math.round((bytes ?? 0) / 1024).toLocaleString("en-US")} kB`;

/** The rows `npm run bench` prints (bench/run.ts), one per output. */
export function reportsBenchRows(r: ReportsBenchResult) {
  const label = "reports: full report (8 sections, 12 months) of a 10,000-page crawl + a year of tracking";
  const budget = `< ${REPORT_BUDGET.seconds} s, < ${REPORT_BUDGET.rssMB} MB per process`;
  if (r.error) return [{ benchmark: label, figure: `failed: ${r.error.split("\n")[0]}`, budget, ok: false }];
  return r.outputs.map((o) => {
    const time = `${(o.totalMs / 1000).toFixed(2)} s (build ${o.buildMs} ms + render ${o.renderMs} ms; ${o.totalMsRange.join("–")} ms; CPU ${o.cpuMs} ms)`;
    const rss = `peak RSS ${o.peakRssMB} MB (${o.rssBeforeWorkMB} MB before the work; young generation ${o.youngGenerationMB} MB)`;
    const extra =
      o.output === "pdf"
        ? `; Typst child ${o.childPeakRssMB} MB (start ${o.childBootMs} ms, layout ${o.childWorkMs} ms, CPU ${o.childCpuMs} ms); ${o.pages} pages, ${kB(o.bytes)}`
        : o.output === "html"
          ? `; ${kB(o.bytes)}`
          : o.output === "csv"
            ? `; zip ${kB(o.bytes)}, ${o.files} files`
            : "";
    return {
      benchmark: `${label}: ${o.output === "document" ? "document only" : o.output.toUpperCase()}, median of ${o.runs}`,
      figure: `${time}; ${rss}${extra}`,
      budget: o.output === "pdf" || o.output === "html" ? budget : "reported",
      ok: o.withinBudget,
    };
  });
}

// `npx tsx bench/reports/reports-bench.ts`: the figures alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await runReportsBench();
  for (const row of reportsBenchRows(result))
    console.log(`${row.ok ? "✔" : "✘"} ${row.benchmark}  ${row.figure}`);
  console.log(JSON.stringify(result, null, 2));
}
