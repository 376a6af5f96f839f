import { describe, expect, it } from "vitest";
import { normalizeWord } from "./normalize-word";
import { STOP_WORD_LANGUAGES, STOP_WORD_LISTS, stopWordLanguageOf, stopWordsFor } from "./stop-words";

describe("stop words", () => {
  it("finds every listed word in the form the text's words are normalised to", () => {
    for (const lang of STOP_WORD_LANGUAGES) {
      const set = stopWordsFor(lang);
      for (const word of STOP_WORD_LISTS[lang].split(/\s+/).filter(Boolean)) {
        expect(set.has(normalizeWord(word)), `${lang}: ${word}`).toBe(true);
      }
    }
    // NFKC splits the Thai vowel sara am; the list's "ทำ" must still match the text's.
    expect(stopWordsFor("th").has(normalizeWord("ทำ"))).toBe(true);
  });

  it("has the words of news prose that are never a topic, in English", () => {
    const en = stopWordsFor("en");
    for (const word of ["said", "says", "told", "according", "mr", "mrs", "ms", "dr", "ago", "today"])
      expect(en.has(word), word).toBe(true);
  });

  it("has the reporting verbs and titles of the other languages", () => {
    expect(stopWordsFor("de").has("sagte")).toBe(true);
    expect(stopWordsFor("de").has("herr")).toBe(true);
    expect(stopWordsFor("fr").has("selon")).toBe(true);
    expect(stopWordsFor("es").has("dijo")).toBe(true);
    expect(stopWordsFor("it").has("secondo")).toBe(true);
    expect(stopWordsFor("nl").has("volgens")).toBe(true);
    expect(stopWordsFor("pt").has("disse")).toBe(true);
  });

  it("has lists for Chinese, Japanese, Korean and Thai as the segmenter splits them", () => {
    expect(stopWordsFor("zh").has("的")).toBe(true);
    expect(stopWordsFor("zh-TW").has("們")).toBe(true);
    expect(stopWordsFor("ja").has("の")).toBe(true);
    expect(stopWordsFor("ko").has("그리고")).toBe(true);
    expect(stopWordsFor("th").has("และ")).toBe(true);
  });

  it("always includes English and the pieces of web addresses", () => {
    for (const lang of ["zh", "de", "xx", null]) {
      const set = stopWordsFor(lang);
      expect(set.has("the")).toBe(true);
      expect(set.has("com")).toBe(true);
      expect(set.has("www")).toBe(true);
    }
  });

  it("maps a language tag to its list by the primary subtag", () => {
    expect(stopWordLanguageOf("pt-BR")).toBe("pt");
    expect(stopWordLanguageOf("zh_Hant")).toBe("zh");
    expect(stopWordLanguageOf("sv")).toBeNull();
  });
});
