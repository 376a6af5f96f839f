import { defineAssessment } from "../../assessment";
import type { HookFeature } from "../../researches/hook";

/** What the opening does, per signal: verb phrases, so any of them can follow "The opening". */
export const HOOK_SIGNAL_PHRASES: Record<HookFeature, string> = {
  question: "asks a question",
  number: "uses a number",
  reader: "speaks to the reader",
  contrast: "sets up a contrast or surprise",
  short: "keeps its first line short",
};

/** "a", "a and b", "a, b and c". */
const joinPhrases = (phrases: string[]) =>
  phrases.length < 2 ? (phrases[0] ?? "") : `${phrases.slice(0, -1).join(", ")} and ${phrases.at(-1)}`;

/** The signals found, as one sentence: "The opening asks a question and speaks to the reader." */
export function describeHookSignals(features: readonly HookFeature[]): string {
  if (features.length === 0) return "The opening has no hook signal.";
  return `The opening ${joinPhrases(features.map((f) => HOOK_SIGNAL_PHRASES[f]))}.`;
}

/** The opening pulls the reader in (content-anchors.md §5.2 "Hook"). Heuristic. */
export const hookAssessment = defineAssessment({
  id: "hook",
  category: "engagement",
  title: "Opening hook",
  heuristic: true,
  description:
    "Counts hook signals in the first one or two sentences (first 15 words for video scripts): a question, a number, 'you', a contrast, a short first sentence (first line ≤ 125 characters for social posts). Throat-clearing openings ('In this article…') cost points.",
  defaults: {
    thresholds: { goodFeatures: 2, okFeatures: 1 },
    scores: { good: 9, ok: 6, poor: 3, throatClearing: 3 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at least ${t.goodFeatures} hook signals and no throat-clearing`,
    `${s.ok}: ${t.okFeatures} signal`,
    `${s.poor}: none`,
    `${s.throatClearing} at most: the text opens with throat-clearing`,
  ],
  isApplicable: (researcher) => researcher.get("sentences").length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const h = researcher.get("hook");
    const marks = [{ field: "body" as const, start: h.start, end: h.end }];
    const listed = describeHookSignals(h.features);
    if (h.throatClearing !== null) {
      return {
        score: Math.min(s.throatClearing!, h.features.length >= t.okFeatures! ? s.ok! : s.poor!),
        code: "throat-clearing",
        text: `The text opens with "${h.throatClearing}…", which delays the point. ${listed}`,
        suggestion: "Start with the reader's problem, a surprising fact or a question instead.",
        marks,
      };
    }
    if (h.features.length >= t.goodFeatures!)
      return { score: s.good!, code: "good", text: listed, suggestion: "" };
    return {
      ...(h.features.length >= t.okFeatures!
        ? { score: s.ok!, code: "ok" }
        : { score: s.poor!, code: "poor" }),
      text: listed,
      suggestion: "Open with a question, a number or a surprising claim that speaks to the reader.",
      marks,
    };
  },
});
