import { describe, expect, it } from "vitest";
import { plainSentences } from "./plain-sentences";

describe("plainSentences", () => {
  it("leaves images out (their alt text is no sentence of the page) and keeps link text", () => {
    // As in our good sample article: an image on the line above a paragraph.
    const body =
      "![a loaf of sourdough bread on a board](loaf.jpg)\nFirst, mix the flour and water.\n\nSee [the **starter** guide](/starter) first.";
    expect(plainSentences(body).map((s) => s.text)).toEqual([
      "First, mix the flour and water.",
      "See the starter guide first.",
    ]);
  });
});
