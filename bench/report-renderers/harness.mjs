// What every candidate script shares (ADR 041): where the scratch installs live, loading a package
// from a candidate's own scratch node_modules (never the repo's), and the timing protocol.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const BENCH_DIR = process.env.PDF_BENCH_DIR ?? "/tmp/pdf-bench";
// PDF_BENCH_RUNS=1 for react-pdf, whose one render of the full report takes minutes.
export const RUNS = Number(process.env.PDF_BENCH_RUNS ?? 5);

/** The report prepare.mjs wrote; the names outside ASCII travel with it. */
export function readReport() {
  return JSON.parse(readFileSync(join(BENCH_DIR, "input", "report.json"), "utf8"));
}

/** A package as installed in BENCH_DIR/<candidate> by run.mjs; its ESM entry when it has one. */
export async function load(candidate, name) {
  const require = createRequire(join(BENCH_DIR, candidate, "package.json"));
  try {
    return await import(pathToFileURL(require.resolve(name)).href);
  } catch (error) {
    if (error?.code !== "ERR_PACKAGE_PATH_NOT_EXPORTED") throw error;
    return require(name);
  }
}

/** The font every candidate uses, from npm (@expo-google-fonts/inter ships TTF; Typst reads no WOFF). */
export function fontFile(weight) {
  const file = weight === 700 ? "700Bold/Inter_700Bold.ttf" : "400Regular/Inter_400Regular.ttf";
  return join(BENCH_DIR, "fonts", "node_modules", "@expo-google-fonts", "inter", file);
}

/** The whole report with only the first `rows` table rows: the cold start renders a small one. */
export function withRows(report, rows) {
  return { ...report, rows: report.rows.slice(0, rows) };
}

/**
 * The protocol: the cold start is process start to the first small PDF in memory (imports, font
 * loading, a browser launch); then RUNS renders of the full report on A4 (median) and one on Letter,
 * all in the same warm process, as a server would. Writes the PDFs and prints one JSON line.
 */
export async function measure(candidate, { start, render, close }) {
  const report = readReport();
  const out = join(BENCH_DIR, "out", candidate);
  mkdirSync(out, { recursive: true });
  const loaded = performance.now();
  await start?.();
  await render(withRows(report, 20), "A4");
  const coldStartMs = performance.now();
  const renderMs = [];
  let pdf;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    pdf = await render(report, "A4");
    renderMs.push(performance.now() - t0);
  }
  writeFileSync(join(out, "report-a4.pdf"), pdf);
  const t0 = performance.now();
  const letter = await render(report, "Letter");
  const letterMs = performance.now() - t0;
  writeFileSync(join(out, "report-letter.pdf"), letter);
  await close?.();
  const sorted = [...renderMs].sort((a, b) => a - b);
  const result = {
    candidate,
    nodeBootMs: Math.round(loaded),
    coldStartMs: Math.round(coldStartMs),
    renderMs: renderMs.map(Math.round),
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
    letterMs: Math.round(letterMs),
    pdfBytes: pdf.length,
    rssAtEndMb: Math.round(process.memoryUsage().rss / 1048576),
  };
  console.log(JSON.stringify(result));
  return result;
}

/** Escapes text for HTML (the Chromium candidates). */
export function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );
}
