/** The share of a phrase's uses beside one same word that makes it a piece of a longer phrase. */
export const CUT_SHARE = 0.8;

/**
 * Whether a phrase (in any of its forms, words joined by spaces) is a piece of a longer one: at
 * least {@link CUT_SHARE} of its uses in `words` follow, or are followed by, one same content word
 * within the same sentence ("credit card sized" is always followed by "pc"). A stop word beside
 * it does not count ("the database" makes "database" no piece).
 */
export function cutsLongerPhrase(
  forms: readonly string[],
  words: readonly string[],
  breaks: Uint8Array,
  stopWords: ReadonlySet<string>,
): boolean {
  const before = new Map<string, number>();
  const after = new Map<string, number>();
  let uses = 0;
  for (const form of forms) {
    const phrase = form.split(" ");
    const size = phrase.length;
    for (let i = 0; i + size <= words.length; i++) {
      if (!matchesAt(words, breaks, phrase, i)) continue;
      uses++;
      if (i > 0 && breaks[i] !== 1) tally(before, words[i - 1]!, stopWords);
      if (i + size < words.length && breaks[i + size] !== 1) tally(after, words[i + size]!, stopWords);
    }
  }
  if (uses === 0) return false;
  return Math.max(0, ...before.values(), ...after.values()) >= CUT_SHARE * uses;
}

function matchesAt(
  words: readonly string[],
  breaks: Uint8Array,
  phrase: readonly string[],
  at: number,
): boolean {
  for (let k = 0; k < phrase.length; k++) {
    if (words[at + k] !== phrase[k]) return false;
    if (k > 0 && breaks[at + k] === 1) return false;
  }
  return true;
}

function tally(counts: Map<string, number>, word: string, stopWords: ReadonlySet<string>): void {
  if (stopWords.has(word)) return;
  counts.set(word, (counts.get(word) ?? 0) + 1);
}
