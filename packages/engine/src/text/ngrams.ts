/** An n-gram with how often it occurs. */
export interface NgramCount {
  /** Words joined by single spaces. */
  text: string;
  /** Number of words (1–3). */
  size: number;
  count: number;
}

/** Whether a word may start or end a keyword: not a stop word and not a bare number. */
function isContentWord(word: string, stopWords: ReadonlySet<string>): boolean {
  if (stopWords.has(word)) return false;
  const first = word.charCodeAt(0);
  // A lone Latin letter ("x" in "OS X") is not a keyword on its own; a lone CJK character can be.
  if (word.length === 1 && first < 0x250) return false;
  // Pure digits ("2026", "10") say little on their own.
  if (first >= 48 && first <= 57 && /^\d+$/.test(word)) return false;
  return true;
}

/**
 * Counts the 1…`maxSize`-grams of `words` (already normalised) that neither
 * start nor end with a stop word. Stop words may sit inside ("return of the
 * king"). N-grams never cross a sentence or block boundary when the caller
 * passes `breaks` (indices i where words[i] starts a new segment).
 */
export function countNgrams(
  words: readonly string[],
  stopWords: ReadonlySet<string>,
  maxSize = 3,
  breaks?: ReadonlySet<number>,
): Map<string, NgramCount> {
  const counts = new Map<string, NgramCount>();
  const content = words.map((w) => isContentWord(w, stopWords));
  for (let i = 0; i < words.length; i++) {
    if (!content[i]) continue;
    let text = words[i]!;
    for (let size = 1; size <= maxSize && i + size - 1 < words.length; size++) {
      const last = i + size - 1;
      if (size > 1) {
        if (breaks?.has(last)) break;
        text = `${text} ${words[last]}`;
      }
      if (!content[last]) continue;
      const entry = counts.get(text);
      if (entry) entry.count++;
      else counts.set(text, { text, size, count: 1 });
    }
  }
  return counts;
}
