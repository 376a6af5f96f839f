import { describe, expect, it } from "vitest";
import { readFixture } from "../../../test/fixtures";
import { analyzeHtmlSync } from "../src/index";

const BASE = "http://localhost:10200/seo/";

/**
 * Expected verdicts per fixture, from Lighthouse's smoke tests
 * (cli/test/smokehouse/test-definitions/seo-passing.js, seo-failing.js,
 * seo-mixed-language.js; headers as their test server adds them, see
 * test/fixtures/README.md). Score 1 = pass, 0 = fail, null = not
 * applicable. `items` is the item count where the smoke test states one and
 * static HTML can see the same elements.
 */
const CASES = [
  {
    file: "seo-tester.html",
    headers: { link: '<http://localhost:10200/seo/>; rel="canonical"' },
    expect: {
      "document-title": { score: 1 },
      "meta-description": { score: 1 },
      "http-status-code": { score: 1 },
      // Lighthouse lists 2: the second anchor gets its click listener from a script, invisible in static HTML.
      "crawlable-anchors": { score: 0, items: 1 },
      "link-text": { score: 1 },
      "is-crawlable": { score: 1 },
      hreflang: { score: 1 },
      canonical: { score: 1 },
    },
  },
  {
    file: "seo-failure-cases.html",
    headers: {
      "x-robots-tag": "none",
      link: '<http://example.com>;rel="alternate";hreflang="xx", <https://example.com>; rel="canonical"',
    },
    expect: {
      "document-title": { score: 0 },
      "meta-description": { score: 0 },
      "http-status-code": { score: 1 },
      // Lighthouse lists 3 (seo-anchors.md §1.6): one anchor's mousedown listener is added by a script.
      "crawlable-anchors": { score: 0, items: 2 },
      "link-text": { score: 0, items: 5, displayValue: "5 links found" },
      "is-crawlable": { score: 0, items: 2 },
      hreflang: { score: 0, items: 5 },
      canonical: {
        score: 0,
        displayValue: "Multiple conflicting URLs (https://example.com/other, https://example.com/)",
      },
    },
  },
  {
    file: "seo-mixed-language.html",
    headers: {},
    expect: { "link-text": { score: 0, items: 14, displayValue: "14 links found" } },
  },
] as const;

describe("Lighthouse SEO fixtures give Lighthouse's verdicts", () => {
  for (const c of CASES) {
    const report = analyzeHtmlSync(readFixture(`lighthouse-seo/${c.file}`), {
      url: BASE + c.file,
      headers: c.headers,
      status: 200,
    });
    for (const [id, want] of Object.entries(c.expect)) {
      it(`${c.file}: ${id}`, () => {
        const check = report.checks.find((x) => x.id === id)!;
        expect(check.score).toBe(want.score);
        if ("items" in want) expect(check.items).toHaveLength(want.items);
        if ("displayValue" in want) expect(check.displayValue).toBe(want.displayValue);
      });
    }
  }

  it("seo-mixed-language: the failing link texts and languages of the smoke test", () => {
    const html = readFixture("lighthouse-seo/seo-mixed-language.html");
    const report = analyzeHtmlSync(html, { url: `${BASE}seo-mixed-language.html` });
    const items = report.checks.find((x) => x.id === "link-text")!.items.map((i) => [i.text, i.textLang]);
    expect(items).toEqual([
      ["Start", "en-US"],
      ["here", "en"],
      ["here", "en"],
      ["here", "en"],
      ["click here", "en"],
      ["click here", "en"],
      ["here", "en"],
      ["here", "en"],
      ["click here", "en"],
      ["click here", "en"],
      ["here", "en"],
      ["here", "en"],
      ["hier", "de"],
      ["start", "en"],
    ]);
  });

  it("seo-failure-cases served with 403 fails http-status-code", () => {
    const html = readFixture("lighthouse-seo/seo-failure-cases.html");
    const report = analyzeHtmlSync(html, { url: `${BASE}seo-failure-cases.html`, status: 403 });
    expect(report.checks.find((x) => x.id === "http-status-code")!.score).toBe(0);
  });
});
