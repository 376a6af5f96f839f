import { analyzeContent } from "@ranklens/engine/content";
import { type SentenceSpan, splitSentences } from "@ranklens/engine/text";
import { contentWordCounts, isContentWord } from "./keywords";
import { nothingToChange } from "./nothing-to-change";
import { containsPhrase, normalizedWords } from "./phrase";
import { splitBlocks, type TextBlock } from "./text-blocks";

/** Share of the words the built-in "Shorter" keeps. */
export const SHORTER_KEEP_RATIO = 0.6;
/** Fewest sentences a text needs before dropping some still leaves a text. */
const MIN_SENTENCES_TO_SHORTEN = 3;
/** Score multipliers: a paragraph's first sentence usually states its point; the keyphrase is the topic. */
const LEADS_BLOCK_BONUS = 1.25;
const KEYPHRASE_BONUS = 1.5;
/** A sentence over 20 words or in the passive voice is kept only when little else is left. */
const HARD_SENTENCE_PENALTY = 0.2;

/** Whether keeping this sentence makes a text harder to read: over 20 words, or passive (the analyser's rules). */
function lowersReadability(sentence: string): boolean {
  const { readability } = analyzeContent({ body: sentence }).details;
  return readability.longSentences > 0 || readability.passiveSentences > 0;
}

interface Unit {
  block: TextBlock;
  span: SentenceSpan;
  /** The sentence before it in the same block, for the separator. */
  previous: SentenceSpan | null;
  words: number;
  score: number;
  order: number;
}

/**
 * Extractive "Shorter": scores every sentence by the weight of its words (how
 * often they occur in the whole text), its position and the keyphrase, keeps
 * the best until about 60% of the words remain, and prints the kept sentences
 * unchanged in their original order. Headings stay (unless their section
 * empties), and so does the first sentence.
 */
export function shortenText(body: string, focusKeyphrase?: string, keepRatio = SHORTER_KEEP_RATIO): string {
  const blocks = splitBlocks(body);
  const weights = contentWordCounts(body);
  const units: Unit[] = [];
  for (const block of blocks) {
    if (block.kind !== "prose" && block.kind !== "list") continue;
    let previous: SentenceSpan | null = null;
    for (const span of splitSentences(block.text)) {
      const ws = normalizedWords(span.text);
      let weight = 0;
      for (const w of new Set(ws.filter(isContentWord))) weight += weights.get(w) ?? 0;
      let score = ws.length > 0 ? weight / Math.sqrt(ws.length) : 0;
      if (previous === null) score *= LEADS_BLOCK_BONUS;
      // Keep sentences that make the text harder to read (long or passive) out where possible.
      if (lowersReadability(span.text)) score *= HARD_SENTENCE_PENALTY;
      if (containsPhrase(span.text, focusKeyphrase)) score *= KEYPHRASE_BONUS;
      units.push({ block, span, previous, words: ws.length, score, order: units.length });
      previous = span;
    }
  }
  if (units.length < MIN_SENTENCES_TO_SHORTEN) {
    throw nothingToChange(
      "This text is too short to shorten by dropping sentences. Rewording it needs an AI provider, which your administrator can connect.",
    );
  }

  const totalWords = units.reduce((sum, u) => sum + u.words, 0);
  const target = Math.ceil(totalWords * keepRatio);
  const kept = new Set<Unit>([units[0]!]);
  let keptWords = units[0]!.words;
  const byScore = [...units].sort((a, b) => b.score - a.score || a.order - b.order);
  for (const unit of byScore) {
    if (keptWords >= target) break;
    if (kept.has(unit)) continue;
    // Skip a sentence that would overshoot the target by more than half its length.
    if (keptWords + unit.words > target + unit.words / 2 && kept.size > 1) continue;
    kept.add(unit);
    keptWords += unit.words;
  }
  if (kept.size === units.length) {
    // Everything scored as essential: drop the weakest sentence so the result is shorter.
    const weakest = [...units].slice(1).sort((a, b) => a.score - b.score || b.order - a.order)[0]!;
    kept.delete(weakest);
  }

  const parts: Array<{ block: TextBlock; text: string }> = [];
  for (const block of blocks) {
    if (block.kind === "heading" || block.kind === "hashtags") {
      parts.push({ block, text: block.text });
      continue;
    }
    let text = "";
    for (const unit of units) {
      if (unit.block !== block || !kept.has(unit)) continue;
      if (text) {
        const gap = unit.previous ? block.text.slice(unit.previous.end, unit.span.start) : " ";
        text += gap.includes("\n") ? "\n" : " ";
      }
      text += unit.span.text;
    }
    if (text) parts.push({ block, text });
  }
  // A heading whose section lost every sentence goes too (the first block, a title, stays).
  const result = parts.filter((part, i) => {
    if (part.block.kind !== "heading" || i === 0) return true;
    const next = parts[i + 1];
    return next !== undefined && next.block.kind !== "heading";
  });
  return result.map((p) => p.text).join("\n\n");
}
