import { describe, expect, it } from "vitest";
import type { Researcher } from "../../researcher";
import { assess, filler } from "../../test-support";
import { fleschReadingEaseAssessment } from "./flesch-reading-ease";
import { paragraphLength } from "./paragraph-length";
import { passiveVoice } from "./passive-voice";
import { sentenceBeginnings } from "./sentence-beginnings";
import { sentenceLength } from "./sentence-length";
import { subheadingDistribution } from "./subheading-distribution";
import { textPresence } from "./text-presence";
import { transitionWords } from "./transition-words";

const score = (r: ReturnType<typeof assess>) => r.result?.score;

describe("flesch-reading-ease", () => {
  // A mock researcher pins the score exactly at the boundaries (as Yoast's specs do).
  const withScore = (value: number) => {
    const researcher = {
      get: () => ({ words: 100, sentences: 5, syllables: 150, score: value }),
    } as unknown as Researcher;
    return fleschReadingEaseAssessment.getResult(researcher, fleschReadingEaseAssessment.defaults).score;
  };
  it.each([
    [60, 9],
    [59.9, 6],
    [50, 6],
    [49.9, 3],
    [30, 3],
    [29.9, 1],
  ])("FRE %f → %i", (value, expected) => {
    expect(withScore(value)).toBe(expected);
  });

  it("shows the counts behind the score and needs 10 words", () => {
    const r = assess(fleschReadingEaseAssessment, {
      body: "The cat sat on the mat. It was a very nice day.",
    });
    expect(r.result?.text).toBe(
      "Flesch Reading Ease is 100 (12 words, 2 sentences, 13 syllables). Easy to read.",
    );
    expect(assess(fleschReadingEaseAssessment, { body: "Too short to judge here." }).applicable).toBe(false);
  });
});

describe("sentence-length", () => {
  const text = (long: number, total: number) =>
    [filler(21 * long, 21), filler(10 * (total - long), 10)].filter(Boolean).join(" ");
  it.each([
    [1, 4, 9], // 25%
    [3, 10, 6], // 30%
    [4, 10, 3], // 40%
    [0, 5, 9],
  ])("%i long of %i → %i", (long, total, expected) => {
    expect(score(assess(sentenceLength, { body: text(long, total) }))).toBe(expected);
  });
  it("counts 20 words as not long and marks long sentences", () => {
    expect(score(assess(sentenceLength, { body: filler(40, 20) }))).toBe(9);
    const r = assess(sentenceLength, { body: text(2, 3) });
    expect(r.result?.marks).toHaveLength(2);
  });
});

describe("paragraph-length", () => {
  it.each([
    [150, 9],
    [151, 6],
    [200, 6],
    [201, 3],
  ])("longest paragraph %i words → %i", (n, expected) => {
    expect(score(assess(paragraphLength, { body: `${filler(20)}\n\n${filler(n)}` }))).toBe(expected);
  });
  it("does not count headings or list items as paragraphs", () => {
    expect(assess(paragraphLength, { body: `# ${filler(5)}\n- ${filler(300)}` }).applicable).toBe(false);
  });
});

describe("subheading-distribution", () => {
  it.each([
    [300, 9],
    [301, 6],
    [350, 6],
    [351, 3],
  ])("longest section %i words → %i", (n, expected) => {
    expect(
      score(assess(subheadingDistribution, { body: `## One\n\n${filler(n)}\n\n## Two\n\n${filler(50)}` })),
    ).toBe(expected);
  });
  it("counts the text before the first subheading as a section", () => {
    expect(score(assess(subheadingDistribution, { body: `${filler(360)}\n\n## Two\n\n${filler(50)}` }))).toBe(
      3,
    );
  });
  it("2 for over 300 words without subheadings; not applicable up to 300", () => {
    expect(score(assess(subheadingDistribution, { body: filler(301) }))).toBe(2);
    expect(assess(subheadingDistribution, { body: filler(300) }).applicable).toBe(false);
  });
});

describe("passive-voice", () => {
  it("detects be/get + participle, with adverbs in between, and not adjectives", () => {
    const body = [
      "The cake was eaten.",
      "The report is not always written by hand.",
      "He got fired.",
      "She was happy.",
      "I need more speed.",
      "We wrote the report.",
    ].join(" ");
    expect(assess(passiveVoice, { body }).researcher.get("passiveVoice")).toEqual([0, 1, 2]);
  });
  const text = (passive: number, total: number) =>
    [
      ...Array.from({ length: passive }, () => "The garden was planted."),
      filler(5 * (total - passive), 5),
    ].join(" ");
  it.each([
    [1, 10, 9], // 10%
    [3, 20, 6], // 15%
    [2, 10, 3], // 20%
  ])("%i passive of %i → %i", (p, t, expected) => {
    expect(score(assess(passiveVoice, { body: text(p, t) }))).toBe(expected);
  });
});

describe("transition-words", () => {
  const text = (withTransition: number, total: number) =>
    Array.from(
      { length: total },
      (_, i) =>
        `${i < withTransition ? "However" : "Garden"} ${filler(24, 24).replace(/^\w/, (c) => c.toLowerCase())}`,
    ).join(" ");
  it.each([
    [3, 10, 9],
    [2, 10, 6],
    [1, 10, 3],
  ])("%i of %i sentences → %i", (w, t, expected) => {
    expect(score(assess(transitionWords, { body: text(w, t) }))).toBe(expected);
  });
  it("finds multi-word transitions and needs over 200 words", () => {
    const r = assess(transitionWords, { body: "For example, this works. Garden stone river." });
    expect(r.researcher.get("transitionWords")).toEqual([0]);
    expect(r.applicable).toBe(false);
  });
});

describe("sentence-beginnings", () => {
  it("3 for three consecutive sentences starting alike, 9 for two", () => {
    expect(score(assess(sentenceBeginnings, { body: "Bread is good. Bread is cheap. Bread is old." }))).toBe(
      3,
    );
    expect(score(assess(sentenceBeginnings, { body: "Bread is good. Bread is cheap. Cake is old." }))).toBe(
      9,
    );
  });
  it("uses two words after an article, and exempts list items", () => {
    expect(score(assess(sentenceBeginnings, { body: "The cat ran. The dog sat. The bird sang." }))).toBe(9);
    expect(score(assess(sentenceBeginnings, { body: "- Use flour\n- Use water\n- Use salt" }))).toBe(9);
  });
});

describe("text-presence", () => {
  it("0 for no text, 3 under 50 characters, not applicable from 50", () => {
    expect(score(assess(textPresence, { body: "" }))).toBe(0);
    expect(score(assess(textPresence, { body: "Short text." }))).toBe(3);
    expect(assess(textPresence, { body: "x".repeat(50) }).applicable).toBe(false);
  });
});
