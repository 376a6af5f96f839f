import { describe, expect, it } from "vitest";
import { splitParagraphs } from "./paragraphs";

describe("splitParagraphs", () => {
  it("splits on blank lines, including lines of whitespace, and trims", () => {
    const input = "First line\nstill first\n\n  Second  \n \t\n\n\nThird";
    const paragraphs = splitParagraphs(input);
    expect(paragraphs.map((p) => p.text)).toEqual(["First line\nstill first", "Second", "Third"]);
    for (const p of paragraphs) expect(input.slice(p.start, p.end)).toBe(p.text);
  });

  it("handles Windows line endings and empty input", () => {
    expect(splitParagraphs("a\r\n\r\nb").map((p) => p.text)).toEqual(["a", "b"]);
    expect(splitParagraphs("  \n\n ")).toEqual([]);
  });
});
