import { describe, expect, it } from "vitest";
import { GENERAL_WORDS_LISTED, generalRanksFor, specificityOf } from "./general-words";
import { STOP_WORD_LANGUAGES } from "./stop-words";

describe("general words", () => {
  it("lists 10,000 words for every language the engine has stop words for", () => {
    for (const lang of STOP_WORD_LANGUAGES) expect(generalRanksFor(lang).size, lang).toBeGreaterThan(9_900);
    expect(GENERAL_WORDS_LISTED).toBe(10_000);
  });

  it("ranks the words of every text above the words of a topic", () => {
    const en = generalRanksFor("en-GB");
    expect(en.get("people")!).toBeLessThan(200);
    expect(en.get("database")!).toBeGreaterThan(2_000);
    const zh = generalRanksFor("zh-TW");
    expect(zh.get("可能")!).toBeLessThan(zh.get("酒精")!);
  });

  it("weighs a word by the log of its rank, squared; an unlisted word is fully specific", () => {
    const en = generalRanksFor("en");
    expect(specificityOf("people", en)).toBeLessThan(0.3);
    expect(specificityOf("database", en)).toBeGreaterThan(0.85);
    expect(specificityOf("zyxwvutsr", en)).toBe(1);
    const share = Math.log(en.get("instead")!) / Math.log(10_000);
    expect(specificityOf("instead", en)).toBeCloseTo(share * share, 10);
  });

  it("weighs an English inflected form as its base form ('placed' as 'place')", () => {
    const en = generalRanksFor("en");
    expect(specificityOf("placed", en)).toBe(specificityOf("place", en));
    expect(specificityOf("fixed", en)).toBeLessThanOrEqual(specificityOf("fix", en));
  });

  it("falls back to English for a language without a list", () => {
    expect(generalRanksFor("sv")).toBe(generalRanksFor("en"));
    expect(generalRanksFor(null)).toBe(generalRanksFor("en"));
  });
});
