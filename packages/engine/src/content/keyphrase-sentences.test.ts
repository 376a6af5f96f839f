import { describe, expect, it } from "vitest";
import { keyphraseInMetaDescription } from "./assessments/seo/keyphrase-in-meta-description";
import { keyphraseSentenceCount } from "./keyphrase-sentences";
import { assess } from "./test-support";

describe("keyphraseSentenceCount", () => {
  it("counts sentences holding every content word in any form and order, like the analysis", () => {
    // CDC, "When and How to Wash Your Hands" (US government work, public domain).
    const text =
      "Washing your hands is easy, and it's one of the most effective ways to prevent the spread of germs. Clean hands can stop germs from spreading. Scrub your hands for at least 20 seconds.";
    expect(keyphraseSentenceCount(text, "hand washing")).toBe(1);
    expect(keyphraseSentenceCount(text, "hands")).toBe(3);
    expect(keyphraseSentenceCount(text, "germ")).toBe(2);
    // Quoted: the exact words in a row.
    expect(keyphraseSentenceCount(text, '"hand washing"')).toBe(0);
    expect(keyphraseSentenceCount(text, '"washing your hands"')).toBe(1);
    expect(keyphraseSentenceCount(text, "")).toBe(0);
    expect(keyphraseSentenceCount(text, "soap")).toBe(0);
  });

  it("agrees with the meta description check", () => {
    for (const metaDescription of [
      "Washing your hands stops germs.",
      "Clean hands. Dry them.",
      "Hand washing. Washed hands. Wash your hand.",
    ]) {
      const count = keyphraseSentenceCount(metaDescription, "hand washing");
      const result = assess(keyphraseInMetaDescription, { metaDescription, focusKeyphrase: "hand washing" });
      expect(result.result?.score === 9).toBe(count >= 1 && count <= 2);
    }
  });
});
