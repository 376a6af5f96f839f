import { describe, expect, it } from "vitest";
import { normalizeWord } from "./normalize-word";
import { fleschReadingEaseOf, fleschReadingEaseOfScanned } from "./readability";
import { UNCOUNTED, WordDictionary, wordHash } from "./word-dictionary";
import {
  dictionaryEntries,
  type NormalisedVocabulary,
  normalisedVocabulary,
  scanWordList,
} from "./word-scan";

function entry(dictionary: WordDictionary, text: string, start = 0, end = text.length): number {
  return dictionary.entryOf(text, start, end, wordHash(text, start, end));
}

describe("WordDictionary", () => {
  it("gives a word one entry wherever it is read, and other words other entries", () => {
    const dictionary = new WordDictionary();
    const search = entry(dictionary, "search");
    expect(entry(dictionary, "good search engines", 5, 11)).toBe(search);
    expect(entry(dictionary, "Search")).not.toBe(search);
    expect(entry(dictionary, "searches")).not.toBe(search);
    expect(dictionary.size).toBe(3);
  });

  it("compares the characters, not only the hash (two words given one hash stay apart)", () => {
    const dictionary = new WordDictionary();
    const first = dictionary.entryOf("alpha", 0, 5, 42);
    const second = dictionary.entryOf("omega", 0, 5, 42);
    expect(second).not.toBe(first);
    expect(dictionary.entryOf("alpha", 0, 5, 42)).toBe(first);
    expect(dictionary.entryOf("omega", 0, 5, 42)).toBe(second);
  });

  it("keeps every word apart through growth", () => {
    const dictionary = new WordDictionary();
    const words = Array.from({ length: 70_000 }, (_, i) => `w${i.toString(36)}`);
    const entries = words.map((w) => entry(dictionary, w));
    expect(new Set(entries).size).toBe(words.length);
    expect(words.every((w, i) => entry(dictionary, ` ${w} `, 1, w.length + 1) === entries[i])).toBe(true);
  });

  it("normalises a word as normalizeWord does, once", () => {
    const dictionary = new WordDictionary();
    for (const word of ["Yahoo’s", "ＷＩＦＩ", "l’Europe", "Internationalisation’s"]) {
      const e = entry(dictionary, word);
      expect(dictionary.normalised(e, word)).toBe(normalizeWord(word));
      expect(dictionary.normalised(e, word)).toBe(normalizeWord(word));
    }
  });

  it("keeps syllable counts apart for the English rules and the others", () => {
    const dictionary = new WordDictionary();
    const e = entry(dictionary, "video");
    expect(dictionary.syllables(e, true)).toBe(UNCOUNTED);
    dictionary.setSyllables(e, true, 3);
    expect(dictionary.syllables(e, true)).toBe(3);
    expect(dictionary.syllables(e, false)).toBe(UNCOUNTED);
  });

  it("starts empty for the next text once past its limit, under a new generation", () => {
    const dictionary = new WordDictionary(2);
    for (const w of ["one", "two", "three"]) entry(dictionary, w);
    const generation = dictionary.generation;
    dictionary.beginText();
    expect(dictionary.size).toBe(0);
    expect(dictionary.generation).not.toBe(generation);
    expect(dictionary.syllables(entry(dictionary, "four"), true)).toBe(UNCOUNTED);
  });

  it("works on after a text with far more words than its limit", () => {
    const dictionary = new WordDictionary(2);
    const words = Array.from({ length: 40_000 }, (_, i) => `w${i}`);
    for (const w of words) entry(dictionary, w);
    dictionary.beginText();
    expect(dictionary.size).toBe(0);
    const entries = words.slice(0, 3).map((w) => entry(dictionary, w));
    expect(entries).toEqual([0, 1, 2]);
    expect(words.slice(0, 3).map((w) => entry(dictionary, ` ${w}`, 1))).toEqual(entries);
  });
});

describe("scanned words and the shared dictionary", () => {
  const text = "The searcher’s Searches: the SEARCH engine, l’Europe and 2026 searches.";

  // Each distinct word's normal form, by way of the vocabulary.
  const normalForms = ({ vocabulary, normalIds }: NormalisedVocabulary) =>
    Array.from(normalIds, (id) => vocabulary[id]);

  it("give each distinct word its normalised form, each normal form listed once in order", () => {
    const scanned = scanWordList(text);
    expect(dictionaryEntries(scanned)).toHaveLength(scanned.distinct.length);
    const grouped = normalisedVocabulary(scanned);
    expect(normalForms(grouped)).toEqual(scanned.distinct.map(normalizeWord));
    expect(grouped.vocabulary).toEqual([...new Set(scanned.distinct.map(normalizeWord))]);
    // "The" and "the" share one normal form.
    expect(grouped.vocabulary.filter((w) => w === "the")).toHaveLength(1);
    // A second text finds the normal forms kept by the first, and lists its own in its own order.
    const again = normalisedVocabulary(scanWordList("searches THE the"));
    expect(again.vocabulary).toEqual(["searches", "the"]);
    expect(Array.from(again.normalIds)).toEqual([0, 1, 1]);
  });

  it("are not trusted once the dictionary has been emptied since the scan", () => {
    const stale = { ...scanWordList(text), generation: -1 };
    expect(dictionaryEntries(stale)).toBeNull();
    expect(normalForms(normalisedVocabulary(stale))).toEqual(stale.distinct.map(normalizeWord));
    expect(fleschReadingEaseOfScanned(text, stale, "en")).toEqual(fleschReadingEaseOf(text, "en"));
  });

  it("count syllables by the language's rules whatever another text counted first", () => {
    const english = fleschReadingEaseOf("Piano video idea. Piano video idea.", "en");
    const spanish = fleschReadingEaseOf("Piano video idea. Piano video idea.", "es");
    expect(fleschReadingEaseOf("Piano video idea. Piano video idea.", "en")).toEqual(english);
    expect(english.syllables).not.toBe(spanish.syllables);
  });
});
