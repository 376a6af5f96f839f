/**
 * The one normalisation of a word for counting and matching (keywords, prominence, stop words,
 * the content analyser's phrases): the same word written differently must count as one.
 *
 * Browser-safe: no Node built-ins.
 */

// Prefixes that French and Italian elide before a vowel ("l’homme", "d’un", "qu’il", "dell’anno").
// The word after the apostrophe is the word that counts; the article or pronoun is a stop word anyway.
const ELIDED =
  /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu|dell|dall|nell|sull|all|coll|dev|un|quest|quell|tutt)'(?=[\p{L}\p{N}]{2})/u;

// Words whose "'s" is "is" or "us" ("it's", "let's"), not a possessive: they keep it.
const CONTRACTED = new Set([
  "it",
  "that",
  "he",
  "she",
  "what",
  "there",
  "here",
  "who",
  "where",
  "when",
  "why",
  "how",
  "let",
]);

/**
 * Normalises a word: Unicode NFKC (full-width "Ｗｉ" is "wi", the ligature "ﬁ" is "fi", composed and
 * decomposed accents are one), lower case (locale-independent), typographic apostrophes as "'",
 * the English possessive folded into its word ("Yahoo’s" → "yahoo"; "it’s" and "let’s" stay) and an elided French or
 * Italian article or pronoun dropped ("l’Europe" → "europe").
 */
export function normalizeWord(word: string): string {
  // One pass to learn what the word needs: most words are ASCII without an apostrophe.
  let nonAscii = false;
  let apostrophe = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c > 0x7f) {
      nonAscii = true;
      if (c === 0x2019 || c === 0x2bc) apostrophe = true;
    } else if (c === 0x27) apostrophe = true;
  }
  let w = nonAscii ? word.normalize("NFKC").toLowerCase() : word.toLowerCase();
  if (!apostrophe) return w;
  if (nonAscii) w = w.replace(/[’ʼ]/g, "'");
  if (w.length > 3 && w.endsWith("'s") && !CONTRACTED.has(w.slice(0, -2))) w = w.slice(0, -2);
  return w.replace(ELIDED, "");
}
