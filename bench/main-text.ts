/**
 * Main-text agreement (issue 29): how much of what the engine takes as a page's main text is the
 * page's main content, measured against Readability's expected output for the same page
 * (test/fixtures/corpus/expected, the oracle). Word by word as multisets: precision is the share of
 * the engine's words that are in the expected text (furniture lowers it), recall the share of the
 * expected words the engine kept (lost content lowers it). Words by Intl.Segmenter, so Chinese and
 * Japanese pages count words, not whitespace runs.
 */
import { existsSync } from "node:fs";
import { extractHtmlFacts } from "@ranklens/engine";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { fixtureUrl, readFixture } from "../test/fixtures";
import { loadBenchCorpus } from "./corpus";

export interface MainTextFigures {
  source: string;
  pages: number;
  /** Means over the pages, in %. */
  precision: number;
  recall: number;
  f1: number;
  /** The pages that agree least, F1 in %. */
  worst: Array<{ page: string; precision: number; recall: number; f1: number }>;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "word" });

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { segment, isWordLike } of segmenter.segment(text.toLowerCase()))
    if (isWordLike) counts.set(segment, (counts.get(segment) ?? 0) + 1);
  return counts;
}

const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);

function agreement(found: string, expected: string) {
  const a = wordCounts(found);
  const b = wordCounts(expected);
  let shared = 0;
  for (const [word, n] of a) shared += Math.min(n, b.get(word) ?? 0);
  const precision = total(a) === 0 ? 0 : shared / total(a);
  const recall = total(b) === 0 ? 0 : shared / total(b);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

const percent = (value: number) => Math.round(value * 1000) / 10;

export function runMainTextBench(): MainTextFigures {
  const corpus = loadBenchCorpus();
  const scored = corpus.pages
    .map((page) => ({ page: page.name.replace(/\.html$/, ""), html: page.html }))
    .filter(({ page }) => existsSync(fixtureUrl(`corpus/expected/${page}.html`)))
    .map(({ page, html }) => {
      const expected = textContent(parseDocument(readFixture(`corpus/expected/${page}.html`)));
      const found = extractHtmlFacts(html, `https://corpus.example/${page}`).mainText;
      return { page, ...agreement(found, expected) };
    });
  const mean = (key: "precision" | "recall" | "f1") =>
    percent(scored.reduce((sum, s) => sum + s[key], 0) / scored.length);
  return {
    source: corpus.source,
    pages: scored.length,
    precision: mean("precision"),
    recall: mean("recall"),
    f1: mean("f1"),
    worst: [...scored]
      .sort((a, b) => a.f1 - b.f1)
      .slice(0, 8)
      .map((s) => ({
        page: s.page,
        precision: percent(s.precision),
        recall: percent(s.recall),
        f1: percent(s.f1),
      })),
  };
}
