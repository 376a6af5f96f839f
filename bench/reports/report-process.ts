/**
 * One report measured in a process of its own (reports-bench.ts runs it), so its peak RSS is this
 * work's and not the bench's: the database opened, then the full report's document built
 * (`--output document`), and rendered as the API renders it (`pdf`, `html`, `csv`). Prints one
 * JSON line: milliseconds of the build and of the render, this process's peak RSS before the work
 * (Node, tsx and the app's modules) and after it, the output's size, and for a PDF the Typst
 * child's own peak RSS and timings (typst-child-rss.mjs). `profile` times each source of the
 * report apart instead (site, project, content, then each renderer's pure part), for the figures'
 * explanation.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { getHeapSpaceStatistics } from "node:v8";
import { REPORT_SECTIONS } from "@ranklens/shared";
import { contentScores } from "../../apps/server/src/content/content-scores";
import { openDatabase } from "../../apps/server/src/db/client";
import { projectReportData } from "../../apps/server/src/monitoring";
import { buildReportDocument } from "../../apps/server/src/reports/document/build-report-document";
import type { ReportDefinition } from "../../apps/server/src/reports/document/report-definition";
import { reportRange } from "../../apps/server/src/reports/document/report-range";
import { reportCsvFiles } from "../../apps/server/src/reports/render/csv/report-csv-files";
import { reportCsvZip } from "../../apps/server/src/reports/render/csv/report-csv-zip";
import { renderReportHtml } from "../../apps/server/src/reports/render/html/render-report-html";
import { renderReportPdf } from "../../apps/server/src/reports/render/pdf/render-report-pdf";
import { typstInput } from "../../apps/server/src/reports/render/pdf/typst-input";
import { siteReportData } from "../../apps/server/src/site-audit";

const { values } = parseArgs({
  options: {
    db: { type: "string" },
    workspace: { type: "string" },
    site: { type: "string" },
    project: { type: "string" },
    now: { type: "string" },
    output: { type: "string" },
    /** Keep the rendered file here (to look at it). */
    keep: { type: "string" },
  },
});

const peakRss = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;
const ms = (since: number) => Math.round(performance.now() - since);

const now = new Date(values.now!);
const NOTE = [
  "This month we fixed the broken links the last crawl found and rewrote the titles of the category pages.",
  "Rankings of the running-shoe keywords rose after the new buying guides went live; the hiking boots fell back while their pages were being moved.",
  "Next month: image dimensions on the product template, and the Open Graph tags of the blog.",
].join("\n\n");
const definition: ReportDefinition = {
  workspaceId: values.workspace!,
  name: "Monthly SEO report — Big Example Store",
  siteId: values.site!,
  segmentId: null,
  projectId: values.project!,
  period: "last_12_months",
  from: null,
  to: null,
  sections: REPORT_SECTIONS.map((kind) => (kind === "note" ? { kind, text: NOTE } : { kind })),
  paper: "a4",
};

const database = openDatabase({ sqlitePath: values.db! });
const deps = { db: database.db, now: () => now };
const rssBeforeWork = peakRss();
const output = values.output!;
const result: Record<string, unknown> = { output, rssBeforeWork };
try {
  if (output === "profile") await profile();
  else await measure();
  result.peakRss = peakRss();
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await database.close();
}

async function measure() {
  const cpu = process.cpuUsage();
  let started = performance.now();
  const doc = await buildReportDocument(deps, definition, { branded: true });
  result.buildMs = ms(started);
  result.buildCpuMs = cpuMs(cpu);
  result.rssAfterBuild = peakRss();
  started = performance.now();
  if (output === "pdf") {
    const dir = mkdtempSync(path.join(tmpdir(), "ranklens-report-bench-"));
    try {
      // The renderer forks with our environment: its child loads the probe and reports its peak on exit.
      const childFile = path.join(dir, "child.json");
      process.env.NODE_OPTIONS = `--import ${fileURLToPath(new URL("./typst-child-rss.mjs", import.meta.url))}`;
      process.env.REPORT_BENCH_CHILD_FILE = childFile;
      const pdf = await renderReportPdf(doc);
      result.renderMs = ms(started);
      result.child = JSON.parse(readFileSync(childFile, "utf8"));
      result.bytes = pdf.length;
      result.pages = pdfPages(pdf, dir);
      if (values.keep) writeFileSync(values.keep, pdf);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else if (output === "html") {
    const html = renderReportHtml(doc);
    result.renderMs = ms(started);
    result.bytes = Buffer.byteLength(html);
    if (values.keep) writeFileSync(values.keep, html);
  } else if (output === "csv") {
    const chunks: Uint8Array[] = [];
    for await (const chunk of reportCsvZip(doc)) chunks.push(chunk);
    result.renderMs = ms(started);
    result.bytes = chunks.reduce((sum, c) => sum + c.byteLength, 0);
    result.files = reportCsvFiles(doc).length;
    if (values.keep) writeFileSync(values.keep, Buffer.concat(chunks));
  } else {
    result.renderMs = 0;
    result.sections = doc.sections.map((s) => ({
      kind: s.kind,
      empty: s.empty,
      tables: s.tables.map((t) => `${t.id}: ${t.rows.length} rows`),
      charts: s.charts.map(
        (c) => `${c.series.length} series, ${c.series.reduce((n, x) => n + x.points.length, 0)} points`,
      ),
    }));
    result.documentJsonBytes = Buffer.byteLength(JSON.stringify(doc));
  }
  result.cpuMs = cpuMs(cpu);
  result.youngGenerationMB = youngGenerationMB();
}

/** Each source and renderer step apart, in the builder's order, with the peak RSS after each. */
async function profile() {
  const range = reportRange(definition, now);
  const steps: { step: string; ms: number; peakRssMB: number; youngGenerationMB: number }[] = [];
  const step = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    const value = await work();
    steps.push({
      step: name,
      ms: ms(started),
      peakRssMB: Math.round(peakRss() / 1024 / 1024),
      youngGenerationMB: youngGenerationMB(),
    });
    return value;
  };
  result.youngGenerationBeforeMB = youngGenerationMB();
  const input = { workspaceId: definition.workspaceId, ...range };
  await step("siteReportData (crawls, issues, comparison)", () =>
    siteReportData(deps.db, { ...input, siteId: definition.siteId!, segmentId: null }),
  );
  await step("projectReportData (pages, changes, rankings, Search Console)", () =>
    projectReportData(deps.db, { ...input, projectId: definition.projectId! }),
  );
  await step("contentScores (50 items analysed)", () => contentScores(deps.db, definition.workspaceId));
  const doc = await step("buildReportDocument (all again, warm)", () =>
    buildReportDocument(deps, definition, { branded: true }),
  );
  await step("typstInput (PDF data and chart SVGs, in the parent)", () => typstInput(doc));
  await step("renderReportHtml", () => renderReportHtml(doc));
  await step("reportCsvFiles", () => reportCsvFiles(doc));
  result.steps = steps;
}

/** CPU milliseconds (user + system) since `since`: less sensitive than wall time to a busy shared machine. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return Math.round((used.user + used.system) / 1000);
}

/** V8's young generation as sized now: it grows to its maximum under a fast allocation rate. */
function youngGenerationMB(): number {
  const space = getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
  return Math.round((space?.space_size ?? 0) / 1024 / 1024);
}

/** The PDF's page count as poppler reads it; null when poppler-utils is not installed. */
function pdfPages(pdf: Buffer, dir: string): number | null {
  const file = path.join(dir, "report.pdf");
  writeFileSync(file, pdf);
  try {
    const info = execFileSync("pdfinfo", [file], { stdio: ["ignore", "pipe", "ignore"] }).toString();
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
  } catch {
    return null;
  }
}
