import type { Token } from "../tokens";
import { NUMBER_WORDS } from "../word-lists/engagement-words";
import { DEICTIC_WORDS, QUANTITY_WORDS, SPAN_ENDS, TIME_PARTS, TIME_UNITS } from "../word-lists/time-words";

// "a few years later", "twenty five years later": at most two counting words before the unit.
const MAX_QUANTITY_WORDS = 2;

// A figure ("10", "1,000") or counting words ("seven", "a", "twenty-five").
function isQuantity(word: string): boolean {
  if (/^\d[\d,.]*$/.test(word)) return true;
  return word.split("-").every((part) => NUMBER_WORDS.has(part) || QUANTITY_WORDS.has(part));
}

/**
 * Whether a time-span opener starts at token `i` (the caller checks that a clause starts there). It
 * places the sentence in time against the one before, as "then" does, and news prose opens with it
 * more than with any listed word: a counted span that points back or forward ("Seven decades later",
 * "A few years ago", "Years later"), "earlier" or "later" fixed to a time ("Earlier this year",
 * "Later the same day"), or "Earlier" before a comma. Not "Earlier versions were slow".
 */
export function timeSpanOpensAt(tokens: readonly Token[], i: number, text: string, offset: number): boolean {
  const word = tokens[i]?.norm;
  if (word === "earlier" || word === "later") {
    if (text.slice(tokens[i]!.end - offset).startsWith(",")) return true;
    let j = i + 1;
    if (!DEICTIC_WORDS.has(tokens[j]?.norm ?? "")) return false;
    j++;
    if (tokens[j]?.norm === "same") j++;
    const unit = tokens[j]?.norm ?? "";
    return TIME_UNITS.has(unit) || TIME_PARTS.has(unit);
  }
  let j = i;
  while (j < tokens.length && j - i < MAX_QUANTITY_WORDS && isQuantity(tokens[j]!.norm)) j++;
  return TIME_UNITS.has(tokens[j]?.norm ?? "") && SPAN_ENDS.has(tokens[j + 1]?.norm ?? "");
}
