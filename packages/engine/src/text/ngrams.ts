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
 *
 * Words are counted by integer id (one string lookup per word, none per
 * n-gram occurrence); an n-gram's text is built once, at its first occurrence,
 * so the map's entries and their order are those of a plain string-keyed count.
 */
export function countNgrams(
  words: readonly string[],
  stopWords: ReadonlySet<string>,
  maxSize = 3,
  breaks?: ReadonlySet<number>,
): Map<string, NgramCount> {
  const n = words.length;
  const ids = new Int32Array(n);
  const vocabulary = new Map<string, number>();
  const contentById: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const word = words[i]!;
    let id = vocabulary.get(word);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(word, id);
      contentById.push(isContentWord(word, stopWords));
    }
    ids[i] = id;
  }
  // An n-gram's numeric key is its ids in base V, exact while V^maxSize stays a safe integer.
  const base = vocabulary.size + 1;
  if (base ** maxSize > Number.MAX_SAFE_INTEGER) return countNgramsByText(words, stopWords, maxSize, breaks);
  const byKey = new Map<number, NgramCount>();
  const counts = new Map<string, NgramCount>();
  for (let i = 0; i < n; i++) {
    if (!contentById[ids[i]!]) continue;
    let key = 0;
    for (let size = 1; size <= maxSize && i + size - 1 < n; size++) {
      const last = i + size - 1;
      if (size > 1 && breaks?.has(last)) break;
      // Sizes get disjoint keys: ids are shifted by one so that no key has a leading zero digit.
      key = key * base + ids[last]! + 1;
      if (!contentById[ids[last]!]) continue;
      const entry = byKey.get(key);
      if (entry) entry.count++;
      else {
        const text = size === 1 ? words[i]! : words.slice(i, last + 1).join(" ");
        // Words holding spaces could give two id sequences one text: count them together, as text keys do.
        const same = counts.get(text);
        if (same) same.count++;
        const counted = same ?? { text, size, count: 1 };
        byKey.set(key, counted);
        if (!same) counts.set(text, counted);
      }
    }
  }
  return counts;
}

// The plain string-keyed count, for vocabularies too large for numeric keys.
function countNgramsByText(
  words: readonly string[],
  stopWords: ReadonlySet<string>,
  maxSize: number,
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
