import { countNgrams, normalizeWord, splitSentences, stopWordsFor, words } from "@ranklens/engine/text";

/** A keyword of the text: a 1–2-word phrase that neither starts nor ends with a stop word. */
export interface TextKeyword {
  /** Normalised words joined by spaces. */
  text: string;
  size: number;
  count: number;
}

// The built-in writer reads English-like text; stop words decide what counts as a keyword.
const STOP_WORDS = stopWordsFor("en");

/** Normalised words of the text, with the indices where a new sentence starts. */
function sentenceWords(text: string): { all: string[]; breaks: Set<number> } {
  const all: string[] = [];
  const breaks = new Set<number>();
  for (const sentence of splitSentences(text)) {
    breaks.add(all.length);
    for (const w of words(sentence.text)) all.push(normalizeWord(w));
  }
  return { all, breaks };
}

/** Whether a normalised word carries meaning (not a stop word, not a bare number or letter). */
export function isContentWord(word: string): boolean {
  return !STOP_WORDS.has(word) && !/^\d+$/.test(word) && word.length > 1;
}

/** How often each content word occurs: the weights behind sentence scores. */
export function contentWordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of sentenceWords(text).all) {
    if (isContentWord(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return counts;
}

/**
 * The text's keywords, most prominent first: two-word phrases that occur at
 * least twice (weighted a little above single words, being more specific),
 * then single words; ties go to the earlier phrase. Deterministic.
 */
export function topKeywords(text: string): TextKeyword[] {
  const { all, breaks } = sentenceWords(text);
  const counts = countNgrams(all, STOP_WORDS, 2, breaks);
  const firstSeen = new Map<string, number>();
  let order = 0;
  for (const key of counts.keys()) firstSeen.set(key, order++);
  return [...counts.values()]
    .filter((k) => (k.size === 1 ? isContentWord(k.text) : k.count >= 2))
    .sort((a, b) => {
      const score = (k: TextKeyword) => k.count * (k.size === 2 ? 1.5 : 1);
      return score(b) - score(a) || firstSeen.get(a.text)! - firstSeen.get(b.text)!;
    })
    .map((k) => ({ text: k.text, size: k.size, count: k.count }));
}
