import type { KeywordResult } from "@ranklens/engine";

/**
 * Why a keyword got its intent, in words shown next to the badge (on phones too, not in a
 * tooltip): the provider's SERP-based intent with its probability and own label, or the
 * heuristic's confidence and the cues it found, or why it could not tell.
 */
export function intentExplanation(
  keyword: Pick<
    KeywordResult,
    "intent" | "intentConfidence" | "intentSignals" | "intentSource" | "providerIntent"
  >,
): string {
  if (keyword.intentSource && keyword.providerIntent) {
    const { label, probability } = keyword.providerIntent;
    const own = label === keyword.intent ? "" : ` (its “${label}”)`;
    return `${Math.round(probability * 100)}% probability · ${keyword.intentSource}, from Google's results for the keyword${own}`;
  }
  const cues = keyword.intentSignals;
  // An unclear verdict's signals say why: no cue, only cue words, or cues pointing different ways.
  // What the page is decided nothing there (it only moves a confidence), and it is the same for
  // every keyword of the page: repeated on each card it hid the reason.
  if (keyword.intent === "unclear") {
    const reasons = cues.filter((cue) => !cue.startsWith("page type:"));
    return reasons.length === 0 ? "No cue in the keyword" : capitalize(reasons.join("; "));
  }
  const confidence = `${Math.round(keyword.intentConfidence * 100)}% confidence`;
  return cues.length > 0 ? `${confidence} · ${cues.join("; ")}` : confidence;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
