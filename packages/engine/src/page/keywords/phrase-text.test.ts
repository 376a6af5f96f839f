import { describe, expect, it } from "vitest";
import { containsPhrase, phraseHaystack, placeHaystack, withoutPluralS } from "./phrase-text";

describe("containsPhrase", () => {
  it("finds a spaced phrase only as whole words", () => {
    const haystack = phraseHaystack("Best Garden Hoses of 2026");
    expect(containsPhrase(haystack, "garden hoses")).toBe(true);
    expect(containsPhrase(haystack, "garden hose")).toBe(false);
    expect(containsPhrase(haystack, "den hoses")).toBe(false);
    expect(containsPhrase(haystack, "")).toBe(false);
  });

  it("finds a phrase of a script without spaces inside a run of it, astral characters included", () => {
    expect(containsPhrase(phraseHaystack("腾讯新闻"), "腾讯")).toBe(true);
    expect(containsPhrase(phraseHaystack("看腾讯新闻"), "腾讯")).toBe(true);
    const astral = phraseHaystack("𠮷野家の牛丼");
    expect(containsPhrase(astral, "𠮷野")).toBe(true);
    expect(containsPhrase(astral, "野家")).toBe(true);
    expect(containsPhrase(phraseHaystack("wi-fi フリー"), "fi フリー")).toBe(false);
  });
});

describe("withoutPluralS", () => {
  it("drops plural s endings and leaves phrases without one as they are", () => {
    expect(withoutPluralS("garden hoses last")).toBe("garden hose last");
    expect(withoutPluralS("whale strandings")).toBe("whale stranding");
    expect(withoutPluralS("bass guitar")).toBe("bass guitar");
    expect(withoutPluralS("its")).toBe("its");
  });
});

describe("placeHaystack", () => {
  it("holds a hyphenated word's parts too, without phrases across the two versions", () => {
    const title = placeHaystack("git-rebase(1)");
    for (const phrase of ["git-rebase", "rebase", "git rebase"])
      expect(containsPhrase(title, phrase)).toBe(true);
    expect(containsPhrase(title, "1 git")).toBe(false);
    expect(containsPhrase(title, "base")).toBe(false);
    // Without a hyphen it is the phrase haystack itself.
    expect(placeHaystack("Garden hoses")).toBe(phraseHaystack("Garden hoses"));
  });
});
