import { describe, expect, it } from "vitest";
import { readFixture } from "../../../test/fixtures";
import { readGolden } from "../../../test/golden";
import { analyzeHtmlSync } from "../src/index";

/**
 * Golden snapshots of facts and verdicts for 8 corpus pages (test/fixtures/corpus/pages). Regenerate after
 * an intended change with: UPDATE_GOLDEN=1 npx vitest run packages/engine/test
 * and review the diff; a missing golden file fails the test.
 */
const PAGES = ["001", "bbc-1", "heise", "lemonde-1", "wikipedia", "yahoo-4", "folha", "topicseed-1"];
const GOLDEN = new URL("./golden/", import.meta.url);

function summary(name: string) {
  const report = analyzeHtmlSync(readFixture(`corpus/pages/${name}.html`), {
    url: `https://corpus.example/${name}.html`,
  });
  return {
    title: report.title,
    metaDescription: report.metaDescription,
    lang: report.lang,
    canonical: report.canonical,
    wordCount: report.wordCount,
    totalWordCount: report.totalWordCount,
    images: report.images,
    links: report.links,
    headings: report.headings.length,
    jsonLd: report.jsonLd,
    hreflang: report.hreflang.length,
    topKeywords: report.keywords.slice(0, 5).map((k) => [k.keyword, k.frequency, k.density, k.intent]),
    verdicts: Object.fromEntries(report.checks.map((c) => [c.id, `${c.status} ${c.score}`])),
    contentScore: report.contentScore,
  };
}

describe("golden corpus pages", () => {
  for (const name of PAGES) {
    it(name, () => {
      const actual = summary(name);
      expect(actual).toEqual(readGolden(new URL(`${name}.json`, GOLDEN), actual));
    });
  }
});
