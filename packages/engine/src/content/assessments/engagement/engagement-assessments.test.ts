import { describe, expect, it } from "vitest";
import type { HookFeature } from "../../researches/hook";
import { assess, filler } from "../../test-support";
import { callToAction } from "./call-to-action";
import { concretenessAssessment } from "./concreteness";
import { hashtagsAssessment } from "./hashtags";
import { describeHookSignals, HOOK_SIGNAL_PHRASES, hookAssessment } from "./hook";
import { listsAssessment } from "./lists";
import { questionsAssessment } from "./questions";
import { readerAddress } from "./reader-address";
import { sentenceVariety } from "./sentence-variety";

const score = (r: ReturnType<typeof assess>) => r.result?.score;
const long = filler(25, 25).replace(/\.$/, "");

describe("hook", () => {
  it("9 with two signals, 6 with one, 3 with none", () => {
    expect(score(assess(hookAssessment, { body: "Want better bread? Here is how." }))).toBe(9); // question + short
    expect(score(assess(hookAssessment, { body: `${long}?` }))).toBe(6); // question only
    expect(score(assess(hookAssessment, { body: `${long}.` }))).toBe(3);
  });
  it("caps throat-clearing openings at 3", () => {
    const r = assess(hookAssessment, { body: "In this article you will learn 5 things?" });
    expect(r.result?.score).toBe(3);
    expect(r.result?.text).toContain('"in this article…"');
  });
  it("names what the opening does in a sentence that reads as English", () => {
    // A user saw "The opening has speaks to the reader." for this opening: "you", nothing else.
    const body =
      "If you have noticed that your espresso tastes flat and bitter lately, the cause is almost always the scale that hides inside the machine where nobody looks.";
    const r = assess(hookAssessment, { body });
    expect(r.researcher.get("hook").features).toEqual(["reader"]);
    expect(r.result?.text).toBe("The opening speaks to the reader.");
    expect(assess(hookAssessment, { body: "Want better bread? Here is how." }).result?.text).toBe(
      "The opening asks a question and keeps its first line short.",
    );
  });
  it("reads as English for every combination of signals", () => {
    const one: Record<HookFeature, string> = {
      question: "The opening asks a question.",
      number: "The opening uses a number.",
      reader: "The opening speaks to the reader.",
      contrast: "The opening sets up a contrast or surprise.",
      short: "The opening keeps its first line short.",
    };
    for (const [feature, sentence] of Object.entries(one)) {
      expect(describeHookSignals([feature as HookFeature])).toBe(sentence);
    }
    const all = Object.keys(one) as HookFeature[];
    expect(describeHookSignals(all)).toBe(
      "The opening asks a question, uses a number, speaks to the reader, sets up a contrast or surprise and keeps its first line short.",
    );
    expect(describeHookSignals([])).toBe("The opening has no hook signal.");
    // Every other combination: the verb phrases in order, "a, b and c".
    for (let mask = 1; mask < 2 ** all.length; mask++) {
      const found = all.filter((_, i) => (mask >> i) & 1);
      const text = describeHookSignals(found);
      expect(text).toMatch(/^The opening (?:asks|uses|speaks|sets|keeps) [a-z ,]+\.$/);
      expect(text).not.toContain(" has ");
      expect(text.split(", ").length).toBe(Math.max(1, found.length - 1));
      expect(text.split(" and ").length).toBe(found.length > 1 ? 2 : 1);
      expect(text).toContain(HOOK_SIGNAL_PHRASES[found.at(-1)!]);
    }
  });
  it("looks only at the first 15 words of a video script", () => {
    const body = `${long}. You get 3 tips.`;
    expect(assess(hookAssessment, { body, type: "video" }).researcher.get("hook").features).toEqual([]);
    expect(assess(hookAssessment, { body }).researcher.get("hook").features).toEqual(["number", "reader"]);
  });
});

describe("reader-address", () => {
  const text = (you: number, total: number) =>
    Array.from({ length: total }, (_, i) => (i < you ? "You bake bread." : `${filler(3, 3)}`)).join(" ");
  it.each([
    [1, 10, 9],
    [4, 10, 9],
    [5, 10, 6],
    [0, 10, 3],
    [7, 10, 3],
  ])("%i of %i sentences → %i", (y, t, expected) => {
    expect(score(assess(readerAddress, { body: text(y, t) }))).toBe(expected);
  });
});

describe("questions", () => {
  it("9 for one per 300 words, 6 for fewer, 3 for none", () => {
    expect(score(assess(questionsAssessment, { body: `${filler(297)} Is it good?` }))).toBe(9);
    expect(score(assess(questionsAssessment, { body: `${filler(597)} Is it good?` }))).toBe(6);
    expect(score(assess(questionsAssessment, { body: filler(100) }))).toBe(3);
  });
});

describe("call-to-action", () => {
  it("9 at the end, 6 only earlier, 3 none", () => {
    expect(score(assess(callToAction, { body: `${filler(50)} Download the free guide today.` }))).toBe(9);
    expect(score(assess(callToAction, { body: `Download the free guide today. ${filler(50)}` }))).toBe(6);
    expect(score(assess(callToAction, { body: filler(50) }))).toBe(3);
  });
  it("uses the content type's verbs and ignores questions", () => {
    expect(score(assess(callToAction, { body: `${filler(20)} Order yours today.`, type: "ecommerce" }))).toBe(
      9,
    );
    expect(score(assess(callToAction, { body: `${filler(20)} Order yours today.`, type: "seo" }))).toBe(3);
    expect(score(assess(callToAction, { body: `${filler(20)} Try it today?` }))).toBe(3);
    expect(
      score(assess(callToAction, { body: `${filler(20)} The link in bio has more.`, type: "social" })),
    ).toBe(9);
  });
});

describe("sentence-variety", () => {
  it("3 for equal lengths, 9 for varied ones; needs 5 sentences", () => {
    expect(score(assess(sentenceVariety, { body: filler(60, 10) }))).toBe(3);
    const varied = [filler(4, 4), filler(18, 18), filler(6, 6), filler(12, 12), filler(3, 3)].join(" ");
    expect(score(assess(sentenceVariety, { body: varied }))).toBe(9);
    expect(assess(sentenceVariety, { body: filler(40, 10) }).applicable).toBe(false);
  });

  it("says what the variation is in words: a percentage of the average, the shortest and the longest", () => {
    // Lengths 4, 18, 6, 12, 3: mean 8.6, standard deviation 5.64, so 66% of the average.
    const varied = [filler(4, 4), filler(18, 18), filler(6, 6), filler(12, 12), filler(3, 3)].join(" ");
    expect(assess(sentenceVariety, { body: varied }).result?.text).toBe(
      "Sentence lengths typically differ from the average (8.6 words) by about 66%; the shortest has 3 words, the longest 18 words.",
    );
  });
});

describe("lists", () => {
  const list = "- one item here\n- two item here";
  it("9 with one list per 600 words, 6 fewer, 3 none from 300 words", () => {
    expect(score(assess(listsAssessment, { body: `${filler(594)}\n\n${list}` }))).toBe(9);
    expect(score(assess(listsAssessment, { body: `${filler(1194)}\n\n${list}` }))).toBe(6);
    expect(score(assess(listsAssessment, { body: filler(300) }))).toBe(3);
    expect(assess(listsAssessment, { body: filler(299) }).applicable).toBe(false);
  });
});

describe("concreteness", () => {
  it("9 for one figure or example per 100 words, 6 for half, 3 fewer", () => {
    expect(score(assess(concretenessAssessment, { body: `${filler(99)} 42.` }))).toBe(9);
    expect(score(assess(concretenessAssessment, { body: `${filler(199)} 42.` }))).toBe(6);
    expect(score(assess(concretenessAssessment, { body: filler(200) }))).toBe(3);
  });
});

describe("hashtags", () => {
  it.each([
    ["No tags here.", 4],
    ["Bread! #baking", 9],
    ["#a1 #b #c #d #e", 9],
    ["#a #b #c #d #e #f", 4],
    ["#bread and #bread", 6],
  ])("%s → %i", (body, expected) => {
    expect(score(assess(hashtagsAssessment, { body, type: "social" }))).toBe(expected);
  });
  it("does not take a heading marker for a hashtag", () => {
    expect(assess(hashtagsAssessment, { body: "# Heading\n\nText" }).researcher.get("hashtags").tags).toEqual(
      [],
    );
  });
});
