import { describe, expect, it } from "vitest";
import { normalizeWord } from "./normalize-word";

describe("normalizeWord", () => {
  it("folds case and both apostrophes", () => {
    expect(normalizeWord("DON’T")).toBe("don't");
    expect(normalizeWord("don't")).toBe("don't");
  });

  it("folds the English possessive into its word, with either apostrophe", () => {
    expect(normalizeWord("Yahoo’s")).toBe("yahoo");
    expect(normalizeWord("Yahoo's")).toBe("yahoo");
    expect(normalizeWord("Uber’s")).toBe("uber");
  });

  it("keeps the 's of contractions, which is 'is' or 'us'", () => {
    expect(normalizeWord("It’s")).toBe("it's");
    expect(normalizeWord("let's")).toBe("let's");
    expect(normalizeWord("That’s")).toBe("that's");
  });

  it("drops an elided French or Italian article or pronoun", () => {
    expect(normalizeWord("l’Europe")).toBe("europe");
    expect(normalizeWord("d'un")).toBe("un");
    expect(normalizeWord("qu’il")).toBe("il");
    expect(normalizeWord("dell’anno")).toBe("anno");
    // "aujourd'hui" is one word, not an elision.
    expect(normalizeWord("aujourd’hui")).toBe("aujourd'hui");
  });

  it("applies Unicode NFKC: full-width letters, ligatures and decomposed accents", () => {
    expect(normalizeWord("Ｗｉｆｉ")).toBe("wifi");
    expect(normalizeWord("ﬁle")).toBe("file");
    expect(normalizeWord("cafe\u0301")).toBe("café");
    expect(normalizeWord("café")).toBe("café");
  });
});
