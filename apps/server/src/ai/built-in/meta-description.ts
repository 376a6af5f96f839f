import { ALL_ASSESSMENTS, keyphraseSentenceCount } from "@ranklens/engine/content";
import { contentWordCounts, isContentWord } from "./keywords";
import { normalizedWords } from "./phrase";
import { type PlainSentence, plainSentences } from "./plain-sentences";

/** Longest meta description we write (spec §5: stays under 160; §9 guidance 120–160). */
export const META_DESCRIPTION_MAX = 160;
/** Shortest meta description the analysis scores as good; we reach it when the text allows. */
export const META_DESCRIPTION_TARGET_MIN = 120;

/** More sentences with the keyphrase than this, and the analysis reads the description as stuffed. */
const KEYPHRASE_SENTENCES_MAX =
  ALL_ASSESSMENTS.find((a) => a.id === "keyphrase-in-meta-description")?.defaults.thresholds.maxSentences ??
  2;

/** A description cut with "…" reads worse than whole sentences: it must be this much more relevant to win. */
const CUT_PENALTY = 0.8;
/** How much a following sentence adds to a description's relevance, next to its first sentence. */
const FOLLOWING_WEIGHT = 0.3;

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

/** Whether the content analysis finds `keyphrase` in `text` (any word form, see the engine). */
const holdsKeyphrase = (text: string, keyphrase: string) => keyphraseSentenceCount(text, keyphrase) > 0;

/** Starts the text at the clause that holds `keyphrase` when a cut from the start would lose it. */
function windowKeeping(text: string, keyphrase: string, max: number): string {
  const cut = cutAtWord(text, max);
  if (holdsKeyphrase(cut, keyphrase)) return cut;
  const clauseStarts = [...text.matchAll(/[,;:–—]\s+/gu)].map((m) => m.index + m[0].length);
  for (const start of clauseStarts) {
    const rest = text.slice(start);
    const candidate = cutAtWord(rest.charAt(0).toUpperCase() + rest.slice(1), max);
    if (holdsKeyphrase(candidate, keyphrase)) return candidate;
  }
  return cut;
}

/** A description the writer could propose, with what decides between them. */
interface Candidate {
  text: string;
  /** Sentences of the description holding the keyphrase, as the analysis counts them. */
  keyphraseSentences: number;
  /** Whether its first sentence holds the keyphrase: a description should lead with it. */
  leadsWithKeyphrase: boolean;
  inRange: boolean;
  relevance: number;
  index: number;
}

/**
 * The descriptions that start at `first`: its sentence and the following ones while they fit in
 * 160 characters and it is under 120; when whole sentences stay under 120, also one that runs into
 * the next sentence, cut at a word; a first sentence over 160 is cut, keeping the keyphrase.
 */
function windowsFrom(
  first: number,
  sentences: PlainSentence[],
  weights: Map<string, number>,
  keyphrase: string,
) {
  let text = sentences[first]!.text;
  let score = relevance(sentences[first]!, weights);
  let next = first + 1;
  for (; next < sentences.length && text.length < META_DESCRIPTION_TARGET_MIN; next++) {
    const joined = `${text} ${sentences[next]!.text}`;
    if (joined.length > META_DESCRIPTION_MAX) break;
    text = joined;
    score += FOLLOWING_WEIGHT * relevance(sentences[next]!, weights);
  }
  if (text.length > META_DESCRIPTION_MAX) {
    const cut = holdsKeyphrase(text, keyphrase)
      ? windowKeeping(text, keyphrase, META_DESCRIPTION_MAX)
      : cutAtWord(text, META_DESCRIPTION_MAX);
    return [{ text: cut, relevance: score * CUT_PENALTY }];
  }
  const windows = [{ text, relevance: score }];
  if (text.length < META_DESCRIPTION_TARGET_MIN && next < sentences.length) {
    const runOn = cutAtWord(`${text} ${sentences[next]!.text}`, META_DESCRIPTION_MAX);
    if (runOn.length >= META_DESCRIPTION_TARGET_MIN) {
      const more = FOLLOWING_WEIGHT * relevance(sentences[next]!, weights);
      windows.push({ text: runOn, relevance: (score + more) * CUT_PENALTY });
    }
  }
  return windows;
}

/**
 * Extractive meta descriptions, best first. Every word comes from the text; nothing is made up.
 * Ranked by what the content analysis scores first: the focus keyphrase (in any word form it
 * accepts) but not so often that it reads as stuffing, led by a sentence that holds it; then
 * 120–160 characters. Then by how much it says about the text's main topics (a cut with "…"
 * counting less than whole sentences), early before late.
 */
function metaDescriptionCandidates(body: string, focusKeyphrase = ""): string[] {
  const sentences = plainSentences(body);
  const weights = contentWordCounts(body);
  const candidates: Candidate[] = sentences.flatMap((sentence) => {
    const leadsWithKeyphrase = holdsKeyphrase(sentence.text, focusKeyphrase);
    return windowsFrom(sentence.index, sentences, weights, focusKeyphrase).map((w) => ({
      ...w,
      keyphraseSentences: keyphraseSentenceCount(w.text, focusKeyphrase),
      leadsWithKeyphrase,
      inRange: w.text.length >= META_DESCRIPTION_TARGET_MIN && w.text.length <= META_DESCRIPTION_MAX,
      index: sentence.index,
    }));
  });
  // Holding the keyphrase beats repeating it too often, which beats missing it.
  const keyphraseRank = (c: Candidate) =>
    c.keyphraseSentences === 0 ? 0 : c.keyphraseSentences <= KEYPHRASE_SENTENCES_MAX ? 2 : 1;
  candidates.sort(
    (a, b) =>
      keyphraseRank(b) - keyphraseRank(a) ||
      Number(b.leadsWithKeyphrase) - Number(a.leadsWithKeyphrase) ||
      Number(b.inRange) - Number(a.inRange) ||
      b.relevance - a.relevance ||
      a.index - b.index,
  );
  return [...new Set(candidates.map((c) => c.text))];
}

/** The best extractive meta description of `body` ("" for a text without sentences). */
export function writeMetaDescription(body: string, focusKeyphrase?: string): string {
  return metaDescriptionCandidates(body, focusKeyphrase)[0] ?? "";
}
