import { contentWordCounts, isContentWord } from "./keywords";
import { containsPhrase, normalizedWords } from "./phrase";
import { type PlainSentence, plainSentences } from "./plain-sentences";

/** Longest meta description we write (spec §5: stays under 160; §9 guidance 120–160). */
export const META_DESCRIPTION_MAX = 160;
/** Length we aim for at least, by adding the next sentence when it fits. */
export const META_DESCRIPTION_TARGET_MIN = 120;

/** Preference for a description already within 120–160 characters over a more relevant shorter one. */
const IN_RANGE_BONUS = 1.3;

/** How much a sentence says about the text's main topics, favouring early sentences. */
function relevance(sentence: PlainSentence, weights: Map<string, number>): number {
  const ws = normalizedWords(sentence.text);
  if (ws.length === 0) return 0;
  const distinct = new Set(ws.filter(isContentWord));
  let sum = 0;
  for (const w of distinct) sum += weights.get(w) ?? 0;
  const position = 1 + 1 / (1 + sentence.index);
  return (sum / Math.sqrt(ws.length)) * position;
}

/** Cuts at the last word boundary that leaves room for "…", dropping dangling punctuation. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1); // the "…" takes the last character
  // A word that runs on past the room is not whole: cut before it.
  const lastSpace = text[max - 1] === " " ? room.length : room.lastIndexOf(" ");
  const cut = (lastSpace > 0 ? room.slice(0, lastSpace) : room).replace(/[\s,;:–—-]+$/u, "");
  return `${cut}…`;
}

/** Starts the text at the clause that holds `phrase` when a cut from the start would lose it. */
function windowKeeping(text: string, phrase: string, max: number): string {
  const cut = cutAtWord(text, max);
  if (containsPhrase(cut, phrase)) return cut;
  const clauseStarts = [...text.matchAll(/[,;:–—]\s+/gu)].map((m) => m.index + m[0].length);
  for (const start of clauseStarts) {
    const rest = text.slice(start);
    const candidate = cutAtWord(rest.charAt(0).toUpperCase() + rest.slice(1), max);
    if (containsPhrase(candidate, phrase)) return candidate;
  }
  return cut;
}

/**
 * An extractive meta description: the text's most relevant sentence (one with
 * the focus keyphrase when the text has it), followed by the next sentence
 * while that stays within 160 characters, so it lands in 120–160 when the
 * sentences allow. Too long, it is cut at a word boundary with "…". Every
 * word comes from the text; nothing is made up.
 */
export function writeMetaDescription(body: string, focusKeyphrase?: string): string {
  const sentences = plainSentences(body);
  if (sentences.length === 0) return "";
  const weights = contentWordCounts(body);
  const withPhrase = sentences.filter((s) => containsPhrase(s.text, focusKeyphrase));
  const starts = withPhrase.length > 0 ? withPhrase : sentences;

  const windows = starts.map((first) => {
    let text = first.text;
    let score = relevance(first, weights);
    for (let next = first.index + 1; next < sentences.length; next++) {
      if (text.length >= META_DESCRIPTION_TARGET_MIN) break;
      const joined = `${text} ${sentences[next]!.text}`;
      if (joined.length > META_DESCRIPTION_MAX) break;
      text = joined;
      score += 0.3 * relevance(sentences[next]!, weights);
    }
    const fits = text.length <= META_DESCRIPTION_MAX;
    const inRange = fits && text.length >= META_DESCRIPTION_TARGET_MIN;
    return { text, score, fits, inRange, index: first.index };
  });
  // Fitting beats cutting; a window in the 120–160 range gets a bonus, not a veto over relevance.
  const rank = (w: (typeof windows)[number]) => w.score * (w.inRange ? IN_RANGE_BONUS : 1);
  windows.sort((a, b) => Number(b.fits) - Number(a.fits) || rank(b) - rank(a) || a.index - b.index);
  const best = windows[0]!;
  if (best.fits) return best.text;
  return focusKeyphrase && containsPhrase(best.text, focusKeyphrase)
    ? windowKeeping(best.text, focusKeyphrase, META_DESCRIPTION_MAX)
    : cutAtWord(best.text, META_DESCRIPTION_MAX);
}
