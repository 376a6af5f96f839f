import type { KeywordProminence } from "@ranklens/engine";
import { describe, expect, it } from "vitest";
import { formatProminence, prominenceExplanation, prominentPlaces } from "./keyword-prominence";

const NOWHERE: KeywordProminence = {
  title: false,
  h1: false,
  metaDescription: false,
  firstParagraph: false,
  headings: false,
  url: false,
  score: 0,
};

describe("keyword prominence", () => {
  it("names every place the engine found the keyword in, in the engine's order", () => {
    expect(prominentPlaces({ ...NOWHERE, url: true, title: true, headings: true, score: 0.5 })).toEqual([
      "Title",
      "Subheadings",
      "URL",
    ]);
    expect(
      prominentPlaces({
        title: true,
        h1: true,
        metaDescription: true,
        firstParagraph: true,
        headings: true,
        url: true,
        score: 1,
      }),
    ).toHaveLength(6);
  });

  it("shows a dash, not an empty cell, when the keyword is in none of them", () => {
    expect(formatProminence(NOWHERE)).toBe("—");
    expect(formatProminence({ ...NOWHERE, h1: true, metaDescription: true, score: 0.35 })).toBe(
      "H1, Meta description",
    );
  });

  it("explains the weighted score as a percentage", () => {
    expect(prominenceExplanation({ ...NOWHERE, title: true, h1: true, score: 0.5 })).toMatch(
      /^Prominence 50%/,
    );
  });
});
