import { analyzeContent, keyphraseSentenceCount } from "@ranklens/engine/content";
import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { writeBuiltIn } from "./built-in-writer";
import { mustKeep } from "./must-keep";
import { plainSentences } from "./plain-sentences";
import { sentenceUnits } from "./sentence-units";
import { BUDGET_VIDEO_SCRIPT, ESPRESSO_DESCALING_ARTICLE, LINEN_SHIRT } from "./test-fixtures/texts";
import { splitBlocks } from "./text-blocks";

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

const words = (body: string) => analyzeContent({ body }).details.seo.words;
const headings = (body: string) => splitBlocks(body).filter((b) => b.kind === "heading");

describe("Shorter keeps what the text needs", () => {
  // The article a new user shortened: the old Shorter dropped the whole "How to descale, step by
  // step" section with the article's only link, leaving 271 words, and reported "keyphrase kept".
  const article = { type: "seo" as const, ...ESPRESSO_DESCALING_ARTICLE };
  const shorter = writeBuiltIn({ action: "shorter", ...article });

  it("is shorter, but not below the analysis' 300-word minimum for an article", () => {
    expect(words(article.body)).toBe(445);
    expect(words(shorter)).toBeLessThan(words(article.body));
    expect(words(shorter)).toBeGreaterThanOrEqual(300);
    const textLength = analyzeContent({ ...article, body: shorter }).passed.map((p) => p.assessmentId);
    expect(textLength).toContain("text-length");
  });

  it("keeps every section, each heading with at least one paragraph under it", () => {
    expect(headings(shorter).map((h) => h.text)).toEqual(headings(article.body).map((h) => h.text));
    const blocks = splitBlocks(shorter);
    blocks.forEach((block, i) => {
      if (block.kind === "heading") expect(blocks[i + 1]?.kind, block.text).toBe("prose");
    });
  });

  it("keeps the only link", () => {
    expect(shorter).toContain("[our descaling checklist](/guides/descaling-checklist)");
    expect(analyzeContent({ ...article, body: shorter }).details.seo.links.total).toBe(1);
  });

  it("keeps the focus keyphrase in the prose, not just in a heading", () => {
    const holding = plainSentences(shorter).filter(
      (s) => keyphraseSentenceCount(s.text, article.focusKeyphrase) > 0,
    );
    expect(holding.length).toBeGreaterThan(0);
  });
});

describe("Shorter refuses when it cannot shorten without harm", () => {
  it("refuses a text already under its type's minimum length, naming both numbers", () => {
    const product = failure(() => writeBuiltIn({ action: "shorter", type: "ecommerce", ...LINEN_SHIRT }));
    expect(product.code).toBe("NOTHING_TO_CHANGE");
    expect(product.message).toBe(
      "This text has 113 words and the content analysis asks for at least 200, so it cannot be shortened without going below that. Nothing was changed.",
    );
    const script = failure(() => writeBuiltIn({ action: "shorter", type: "video", ...BUDGET_VIDEO_SCRIPT }));
    expect(script.message).toMatch(
      /^This text has 104 words and the content analysis asks for at least 150,/,
    );
  });

  it("refuses when every sentence must stay: the opening and two links", () => {
    const post =
      "Our spring menu is here, with wild garlic soup, slow-roasted lamb and rhubarb tart on the table from Friday. See the whole menu at https://www.example-bistro.com/menu before you come. Book your table at https://www.example-bistro.com/book, because weekends fill up fast.";
    const error = failure(() => writeBuiltIn({ action: "shorter", type: "social", body: post }));
    expect(error.code).toBe("NOTHING_TO_CHANGE");
    expect(error.message).toMatch(
      /^This text cannot be shortened without losing a section, a link or the focus keyphrase, or going below 20 words\. Nothing was changed\./,
    );
  });
});

describe("mustKeep", () => {
  it("keeps one sentence per link target: a link repeated elsewhere may go", () => {
    const body = [
      "Descaling takes twenty minutes.",
      "",
      "## Steps",
      "",
      "Follow [our checklist](/checklist) for your model. Rinse well. The [checklist](/checklist) has a calendar too.",
    ].join("\n");
    const kept = [...mustKeep(sentenceUnits(body).units)];
    expect(kept.filter((u) => u.links.includes("/checklist"))).toHaveLength(1);
    // The first sentence, and one in the section under the heading.
    expect(kept.map((u) => u.section).sort()).toEqual([0, 1]);
  });
});
