import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences";

const texts = (input: string) => splitSentences(input).map((s) => s.text);

describe("splitSentences", () => {
  it("splits on full stops, question and exclamation marks", () => {
    expect(texts("One two. Three four? Five six! Seven")).toEqual([
      "One two.",
      "Three four?",
      "Five six!",
      "Seven",
    ]);
  });

  it("keeps abbreviations before names and initials inside the sentence", () => {
    expect(texts("Dr. Smith met Mr. Jones. J. K. Rowling wrote it.")).toEqual([
      "Dr. Smith met Mr. Jones.",
      "J. K. Rowling wrote it.",
    ]);
  });

  it("does not split decimals, versions, domains or e.g. before a lower-case word", () => {
    expect(texts("It costs 3.50 on example.com in v1.2, e.g. today. Next one.")).toEqual([
      "It costs 3.50 on example.com in v1.2, e.g. today.",
      "Next one.",
    ]);
  });

  it("treats an ellipsis as a boundary only before a capital", () => {
    expect(texts("Wait... what happened... Nothing.")).toEqual(["Wait... what happened...", "Nothing."]);
  });

  it("keeps closing quotes and brackets with their sentence", () => {
    expect(texts('He said "stop." Then (quietly!) she left.')).toEqual([
      'He said "stop."',
      "Then (quietly!) she left.",
    ]);
  });

  it("ends a sentence at a heading, a list item, a blank line and a capitalised new line", () => {
    expect(texts("# Heading\nText one\n- item a\n- item b\n\nlast para\nNew line")).toEqual([
      "# Heading",
      "Text one",
      "- item a",
      "- item b",
      "last para",
      "New line",
    ]);
  });

  it("joins a hard-wrapped sentence whose next line starts in lower case", () => {
    expect(texts("A sentence that\nwraps here. Done.")).toEqual(["A sentence that\nwraps here.", "Done."]);
  });

  it("gives offsets that slice back to each sentence", () => {
    const input = "  First one.   Second?\n\n Third!  ";
    for (const s of splitSentences(input)) expect(input.slice(s.start, s.end)).toBe(s.text);
    expect(splitSentences(input)).toHaveLength(3);
  });

  it("returns nothing for blank text or punctuation only", () => {
    expect(splitSentences("")).toEqual([]);
    expect(splitSentences(" \n\n ... !")).toEqual([]);
  });

  it("splits full-width punctuation without a following space", () => {
    expect(texts("今日は晴れ。明日は雨？")).toEqual(["今日は晴れ。", "明日は雨？"]);
  });
});
