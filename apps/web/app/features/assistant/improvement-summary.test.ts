import { describe, expect, it } from "vitest";
import { buildDiff } from "./diff-hunks";
import { type SummaryInput, summarizeImprovements } from "./improvement-summary";

const summary = (input: Omit<SummaryInput, "segments" | "target"> & { target?: SummaryInput["target"] }) =>
  summarizeImprovements({ target: "body", ...input, segments: buildDiff(input.original, input.proposal) });

const words = (count: number, word = "word") => Array.from({ length: count }, () => word).join(" ");

describe("summarizeImprovements", () => {
  it("states how much shorter or longer the text became, with the percentage", () => {
    const shorter = summary({ action: "shorter", original: words(812), proposal: words(489) });
    expect(shorter[0]).toBe("Shortened the text from 812 to 489 words (−40%)");
    const longer = summary({ action: "longer", original: words(200), proposal: words(250) });
    expect(longer[0]).toBe("Expanded the text from 200 to 250 words (+25%)");
  });

  it("says a call to action was added at the end for the CTA actions", () => {
    const lines = summary({
      action: "purchase-cta",
      original: "A sturdy spade for clay soil.",
      proposal: "A sturdy spade for clay soil.\n\nOrder yours today and dig in this weekend.",
    });
    expect(lines).toContain("Added a call to action at the end");
  });

  it("counts replaced, added and removed hashtags", () => {
    const lines = summary({
      action: "optimize-hashtags",
      original: "Spring planting tips. #garden #tips #spring #old",
      proposal: "Spring planting tips. #gardening #planting #springgarden",
    });
    expect(lines).toContain("Replaced 3 hashtags");
    expect(lines).toContain("Removed #old");
  });

  it("reports split paragraphs, new subheadings and how many passages changed", () => {
    const lines = summary({
      action: "improve-structure",
      original: "One long paragraph. It goes on. And on.",
      proposal: "## Start\n\nOne long paragraph.\n\nIt goes on. And on.",
    });
    expect(lines).toContain("Split the text into 3 paragraphs (was 1)");
    expect(lines).toContain("Added 1 subheading");
    expect(lines.some((line) => /^Changed \d+ passages?: /.test(line))).toBe(true);
  });

  it("describes a meta description by its length and says when nothing changed", () => {
    expect(
      summary({
        action: "meta-description",
        target: "metaDescription",
        original: "",
        proposal: "x".repeat(152),
      }),
    ).toEqual(["Wrote a meta description of 152 characters"]);
    expect(summary({ action: "custom", original: "Same.", proposal: "Same." })).toEqual([
      "No changes: the proposal is the same as your text.",
    ]);
  });
});
