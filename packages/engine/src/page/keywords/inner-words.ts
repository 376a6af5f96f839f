/**
 * The stop words a keyword may hold between its first and last word: those that join two nouns
 * into one name or term ("bill of rights", "projet de loi", "salt and pepper", "Haus und Garten").
 * Any other stop word inside makes the phrase a piece of a sentence, not a keyword: "allows the
 * database", "available to digitally", "read in english".
 */
const CONNECTORS: ReadonlySet<string> = new Set(
  `of and for & de du des del della delle dei di da do dos das van von und et y e i och og`.split(" "),
);

/** Whether the phrase's inner words (all but its first and last) are content words or connectors. */
export function hasOnlyJoiningInnerWords(words: readonly string[], stopWords: ReadonlySet<string>): boolean {
  for (let i = 1; i < words.length - 1; i++) {
    const word = words[i]!;
    if (stopWords.has(word) && !CONNECTORS.has(word)) return false;
  }
  return true;
}
