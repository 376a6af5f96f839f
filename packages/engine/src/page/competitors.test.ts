import { describe, expect, it } from "vitest";
import { compareCompetitor } from "./competitors";
import type { SeoReport } from "./report";

/** The fields `compareCompetitor` reads, the rest left out. */
function report(fields: { title: string; headings?: string[]; keywords: string[] }): SeoReport {
  return {
    url: "https://example.com/",
    finalUrl: "https://example.com/",
    title: { text: fields.title, length: fields.title.length, width: fields.title.length },
    headings: (fields.headings ?? []).map((text) => ({ tag: "h2", text, keywords: [] })),
    keywords: fields.keywords.map((keyword) => ({ keyword })),
    contentScore: { seo: 70, readability: 60, performance: null },
    wordCount: 500,
  } as unknown as SeoReport;
}

describe("compareCompetitor", () => {
  it("lists as missing only what the page does not use at all, plurals aside, and no fragment of a longer missing keyword", () => {
    const page = report({ title: "Pick an option", headings: ["Board prices"], keywords: ["tiny machine"] });
    const competitor = report({
      title: "Credit card sized PC",
      keywords: ["credit card sized pc", "card sized", "options", "board price", "machines", "gpio pins"],
    });
    const compared = compareCompetitor(page, competitor);
    expect(compared.missingKeywords).toEqual(["credit card sized pc", "gpio pins"]);
    expect(compared.sharedKeywords).toEqual([]);
  });

  it("reads the page's main text: a word it uses 22 times is no gap though not among its top keywords", () => {
    // Debian's git manual: "HEAD" runs through git-rebase(1), never one of its top keywords.
    const page = report({ title: "git-rebase(1)", keywords: ["rebase", "upstream", "commits"] });
    const text = "Reapply commits on top of another base tip. The current HEAD is reset. ".repeat(22);
    const competitor = report({ title: "Git HEAD explained", keywords: ["head", "detached head", "rebase"] });
    expect(compareCompetitor(page, competitor).missingKeywords).toEqual(["head", "detached head"]);
    expect(compareCompetitor(page, competitor, text).missingKeywords).toEqual(["detached head"]);
  });
});
