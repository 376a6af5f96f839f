/**
 * The pages the engine benchmark reads: the full 60-page corpus when it sits
 * next to the checkout (../shared/corpus/pages), otherwise the pages vendored
 * in test/fixtures/corpus/pages, so `npm run bench` runs on any clone. Figures
 * from the two are not comparable; the benchmark prints which one it used.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fixtureUrl } from "../test/fixtures";

const FULL_CORPUS = new URL("../../shared/corpus/pages/", import.meta.url);

export interface BenchCorpus {
  /** Where the pages came from, relative to the repository root. */
  source: string;
  /** Each page's HTML and its size on disk (what a response body's size would be). */
  pages: { name: string; html: string; bytes: number }[];
  bytes: number;
}

export function loadBenchCorpus(): BenchCorpus {
  const full = existsSync(FULL_CORPUS);
  const dir = full ? FULL_CORPUS : fixtureUrl("corpus/pages/");
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith(".html"))
    .sort()
    .map((name) => {
      const bytes = readFileSync(new URL(name, dir));
      return { name, html: bytes.toString("utf8"), bytes: bytes.length };
    });
  return {
    source: full ? "../shared/corpus/pages" : "test/fixtures/corpus/pages",
    pages,
    bytes: pages.reduce((sum, p) => sum + p.bytes, 0),
  };
}

export function describeCorpus(corpus: BenchCorpus): string {
  return `${corpus.source} (${corpus.pages.length} pages, ${corpus.bytes.toLocaleString("en-US")} bytes)`;
}
