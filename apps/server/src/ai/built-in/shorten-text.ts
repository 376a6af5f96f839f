import { analyzeContent } from "@ranklens/engine/content";
import { mustKeep } from "./must-keep";
import { nothingToChange } from "./nothing-to-change";
import { type SentenceUnit, sentenceUnits } from "./sentence-units";
import type { TextBlock } from "./text-blocks";

/** Share of the words the built-in "Shorter" keeps. */
export const SHORTER_KEEP_RATIO = 0.6;
/** Fewest sentences a text needs before dropping some still leaves a text. */
const MIN_SENTENCES_TO_SHORTEN = 3;

export interface ShortenOptions {
  focusKeyphrase?: string | undefined;
  /** Share of the words to keep. */
  keepRatio?: number;
  /** Fewest words (as the content analysis counts them) the shorter text may have. */
  minWords?: number;
}

/** The kept sentences of each block, in their original order and with their original separators. */
function printKept(blocks: TextBlock[], units: SentenceUnit[], kept: Set<SentenceUnit>): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (block.kind === "heading" || block.kind === "hashtags") {
      parts.push(block.text);
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
    if (text) parts.push(text);
  }
  return parts.join("\n\n");
}

/**
 * Extractive "Shorter": keeps the sentences it must (see `mustKeep`: the first, the keyphrase, every
 * link, one per section), then the best-scoring others (see `sentenceUnits`) until about
 * `keepRatio` of the words remain, never fewer than `minWords`, and prints the kept sentences
 * unchanged in their original order. Headings stay. Returns the text unchanged when every sentence
 * must stay.
 */
export function shortenText(body: string, options: ShortenOptions = {}): string {
  const { focusKeyphrase, keepRatio = SHORTER_KEEP_RATIO, minWords = 0 } = options;
  const { blocks, units } = sentenceUnits(body, focusKeyphrase);
  if (units.length < MIN_SENTENCES_TO_SHORTEN) {
    throw nothingToChange(
      "This text is too short to shorten by dropping sentences. Rewording it needs an AI provider, which your administrator can connect.",
    );
  }

  const proseWords = units.reduce((sum, u) => sum + u.words, 0);
  // Headings and hashtags always stay: their words count towards the minimum.
  const fixedWords = analyzeContent({ body }).details.seo.words - proseWords;
  const target = Math.max(Math.ceil(proseWords * keepRatio), minWords - fixedWords);
  const required = mustKeep(units);
  const kept = new Set(required);
  let keptWords = [...kept].reduce((sum, u) => sum + u.words, 0);
  const byScore = [...units].sort((a, b) => b.score - a.score || a.order - b.order);
  for (const unit of byScore) {
    if (keptWords >= target) break;
    if (kept.has(unit)) continue;
    // Skip a sentence that would overshoot the target by more than half its length, unless the
    // text would otherwise stay under its minimum.
    const overshoots = keptWords + unit.words > target + unit.words / 2;
    if (overshoots && keptWords >= minWords - fixedWords) continue;
    kept.add(unit);
    keptWords += unit.words;
  }
  if (kept.size === units.length) {
    // Everything scored as essential: drop the weakest sentence that may go, so the result is shorter.
    const weakest = units
      .filter((u) => !required.has(u))
      .sort((a, b) => a.score - b.score || b.order - a.order)[0];
    if (weakest && keptWords - weakest.words >= minWords - fixedWords) kept.delete(weakest);
  }
  return kept.size === units.length ? body : printKept(blocks, units, kept);
}
