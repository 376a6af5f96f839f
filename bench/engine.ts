/**
 * Engine benchmark: full analyses per second from HTML on one core over the
 * corpus pages (the full 60-page corpus when present, else the pages in
 * test/fixtures: bench/corpus.ts; it prints which), against the raw
 * htmlparser2 Tokenizer (no-op callbacks) on the same bytes. Budget: ≥ 250
 * analyses/s on one core. DESIGN.md also states it as "within 2.5× of the
 * tokeniser", assuming a tokeniser of ~550 pages/s; on these machines the
 * tokeniser runs ~1,000 pages/s, so the two figures disagree and the absolute
 * rate is the budget (docs/decisions/007). The ratio is reported alongside.
 *
 * The same measurement on documentation pages (bench/corpus.ts, issue 32), where the ratio is
 * the budget: large indexes and API references are where work that grows faster than the page
 * shows, and the news and blog pages of the corpus hide it.
 *
 * Reading a page alone (`factsFromHtml`: parsing it, its links, images and head, its main block and
 * text) is measured too, against the same tokenizer: the part of an analysis that grows with the
 * page's markup, apart from the part that grows with its words (the main text's keywords,
 * readability, language, and the checks). A page of thousands of links weighs on the first; a page
 * of long prose on the second. The pages' visible text as a share of their HTML is reported with
 * them: the ratio to the tokenizer grows with it (the documentation pages are about half text, the
 * corpus's pages about a twentieth; ADR 045).
 *
 * One process's figures swing by up to a quarter from one process to the next on these shared
 * machines (the tokenizer's far less: it allocates little), so `npm run bench` runs the
 * measurement in several fresh processes, one after the other, and reports the median process
 * (by ratio) with the range ({@link runEngineBenchProcesses}).
 *
 *   npx tsx bench/engine.ts        → one process: prints the figures, then them as JSON on the last line
 *   BENCH_CORPUS=docs npx tsx bench/engine.ts   the same on the documentation pages
 *   BENCH_CORPUS=api npx tsx bench/engine.ts    the same on the API reference pages
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Tokenizer } from "htmlparser2";
import { analyzeHtmlSync, factsFromHtml } from "../packages/engine/src/index";
import {
  type BenchCorpus,
  describeCorpus,
  loadApiDocsCorpus,
  loadBenchCorpus,
  loadDocsCorpus,
} from "./corpus";
import { NOOP_TOKENIZER_CALLBACKS } from "./noop-tokenizer-callbacks";

export interface EngineBenchFigures {
  name: "engine";
  /** Which corpus was measured (bench/corpus.ts): its directory, page count and size. */
  corpus: string;
  pages: number;
  bytes: number;
  analysesPerSecond: number;
  tokenizerPagesPerSecond: number;
  /** tokenizer rate ÷ analysis rate (DESIGN.md's 2.5 assumed a ~550 pages/s tokeniser). */
  ratio: number;
  /** Pages read per second (`factsFromHtml`: the facts, before the text's analysis and the checks). */
  readsPerSecond: number;
  /** tokenizer rate ÷ reading rate: what reading the markup costs, against tokenizing it. */
  readingRatio: number;
  /** The share of an analysis's time spent reading the page (analysis rate ÷ reading rate). */
  readingShare: number;
  /**
   * The pages' visible body text as a share of their HTML, in characters: the tokenizer's work grows
   * with the HTML, most of the analysis's with the text, so the ratio grows with this share.
   */
  textShare: number;
  /** Analyses per second on one core; on the documentation and API reference pages, the highest ratio instead. */
  budget: number;
  withinBudget: boolean;
  /** With several processes: how many, and the lowest and highest ratio and rate among them. */
  processes?: number;
  ratioRange?: [number, number];
  analysesPerSecondRange?: [number, number];
}

/** The corpora measured: the news and blog corpus, the documentation pages, or the API reference pages (issue 32). */
export type EngineCorpus = "pages" | "docs" | "api";

const CORPORA: Record<EngineCorpus, () => BenchCorpus> = {
  pages: loadBenchCorpus,
  docs: loadDocsCorpus,
  api: loadApiDocsCorpus,
};

/** Runs `pass` over all pages repeatedly for about `ms` and returns pages per second. */
function rate(pages: number, pass: () => void, ms: number): number {
  pass(); // warm-up
  const start = performance.now();
  let rounds = 0;
  while (performance.now() - start < ms) {
    pass();
    rounds++;
  }
  return (rounds * pages) / ((performance.now() - start) / 1000);
}

/**
 * Windows of each measurement, alternated, the best kept. Neighbours on these shared machines slow
 * the analysis, which reads far more memory than the tokenizer, by up to a fifth in some windows
 * and not at all in others (the tokenizer's rate stays within 3 %); with more, shorter windows
 * each measurement is likelier to get a quiet one, so the ratio says more about the engine and
 * less about the neighbours. A window holds at least 3 passes over the corpus.
 */
const WINDOWS = 8;

/** Measures the engine against the tokenizer; `ms` per measurement (in {@link WINDOWS} alternated windows, best kept). */
export function runEngineBench(which: EngineCorpus = "pages", ms = 6000): EngineBenchFigures {
  const corpus = CORPORA[which]();
  const { pages } = corpus;
  console.log(`engine bench corpus: ${describeCorpus(corpus)}`);
  const tokenize = () => {
    for (const p of pages) {
      const t = new Tokenizer({ decodeEntities: true }, NOOP_TOKENIZER_CALLBACKS);
      t.write(p.html);
      t.end();
    }
  };
  // The size read from disk goes along, as the crawler's comes from the response body.
  const sourceOf = (p: (typeof pages)[number]) => ({
    url: `https://corpus.example/${p.name}`,
    bytes: p.bytes,
  });
  const analyze = () => {
    for (const p of pages) analyzeHtmlSync(p.html, sourceOf(p));
  };
  const read = () => {
    for (const p of pages) factsFromHtml(p.html, sourceOf(p));
  };
  let tokenizerRate = 0;
  let analysisRate = 0;
  let readingRate = 0;
  for (let i = 0; i < WINDOWS; i++) {
    tokenizerRate = Math.max(tokenizerRate, rate(pages.length, tokenize, ms / WINDOWS));
    analysisRate = Math.max(analysisRate, rate(pages.length, analyze, ms / WINDOWS));
    // Shorter: the figure it gives is a share, not a budget.
    readingRate = Math.max(readingRate, rate(pages.length, read, ms / WINDOWS / 2));
  }
  const ratio = tokenizerRate / analysisRate;
  let textChars = 0;
  let htmlChars = 0;
  for (const p of pages) {
    textChars += factsFromHtml(p.html, sourceOf(p)).bodyText.length;
    htmlChars += p.html.length;
  }
  return {
    name: "engine",
    corpus: describeCorpus(corpus),
    pages: pages.length,
    bytes: corpus.bytes,
    analysesPerSecond: Math.round(analysisRate),
    tokenizerPagesPerSecond: Math.round(tokenizerRate),
    ratio: Math.round(ratio * 100) / 100,
    readsPerSecond: Math.round(readingRate),
    readingRatio: Math.round((tokenizerRate / readingRate) * 100) / 100,
    readingShare: Math.round((analysisRate / readingRate) * 100) / 100,
    textShare: Math.round((textChars / htmlChars) * 1000) / 1000,
    ...(which !== "pages"
      ? { budget: 2.5, withinBudget: ratio <= 2.5 }
      : { budget: 250, withinBudget: analysisRate >= 250 }),
  };
}

/**
 * {@link runEngineBench} in `processes` fresh processes in turn: the median process by ratio, with
 * the range of ratios and rates. Fresh processes, because the swing is per process (its heap's
 * growth, what the compiler did first), not per measurement.
 */
export function runEngineBenchProcesses(
  which: EngineCorpus = "pages",
  processes = 5,
  ms = 6000,
): EngineBenchFigures {
  const runs: EngineBenchFigures[] = [];
  for (let i = 0; i < processes; i++) {
    const child = spawnSync(
      process.execPath,
      ["--import", import.meta.resolve("tsx"), fileURLToPath(import.meta.url)],
      { env: { ...process.env, BENCH_MS: String(ms), BENCH_CORPUS: which }, encoding: "utf8" },
    );
    if (child.status !== 0) throw new Error(`engine bench process failed: ${child.stderr}`);
    const last = child.stdout.trim().split("\n").at(-1)!;
    runs.push(JSON.parse(last) as EngineBenchFigures);
  }
  const byRatio = [...runs].sort((a, b) => a.ratio - b.ratio);
  const median = byRatio[Math.floor((byRatio.length - 1) / 2)]!;
  const rates = runs.map((r) => r.analysesPerSecond);
  return {
    ...median,
    processes,
    ratioRange: [byRatio[0]!.ratio, byRatio.at(-1)!.ratio],
    analysesPerSecondRange: [Math.min(...rates), Math.max(...rates)],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const named = process.env.BENCH_CORPUS ?? "pages";
  const which: EngineCorpus = named in CORPORA ? (named as EngineCorpus) : "pages";
  const figures = runEngineBench(which, Number(process.env.BENCH_MS ?? 6000));
  const budget = which !== "pages" ? `ratio ≤ ${figures.budget}` : `≥ ${figures.budget} analyses/s`;
  console.log(
    `engine: ${figures.analysesPerSecond} analyses/s, tokenizer: ${figures.tokenizerPagesPerSecond} pages/s, ratio ${figures.ratio} (budget ${budget}); reading alone ${figures.readsPerSecond} pages/s, ratio ${figures.readingRatio}, ${Math.round(figures.readingShare * 100)} % of an analysis; visible text ${Math.round(figures.textShare * 100)} % of the HTML`,
  );
  console.log(JSON.stringify(figures));
}
