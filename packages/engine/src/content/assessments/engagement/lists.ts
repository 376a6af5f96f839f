import { defineAssessment, plural } from "../../assessment";

/** Longer texts use lists to be scannable (content-anchors.md §5.2 "Scannability"). Heuristic. */
export const listsAssessment = defineAssessment({
  id: "lists",
  category: "engagement",
  title: "Lists",
  heuristic: true,
  description:
    "Bulleted or numbered lists (lines starting with '- ' or '1. ') make steps, features and options easy to scan.",
  defaults: { thresholds: { wordsPerList: 600, minWords: 300 }, scores: { good: 9, ok: 6, none: 3 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at least one list per ${t.wordsPerList} words`,
    `${s.ok}: some lists, but fewer`,
    `${s.none}: no list; applies from ${t.minWords} words`,
  ],
  isApplicable: (researcher, { thresholds: t }) =>
    researcher.get("structure").lists > 0 || researcher.get("bodyTokens").length >= t.minWords!,
  getResult(researcher, { thresholds: t, scores: s }) {
    const lists = researcher.get("structure").lists;
    const target = Math.max(1, Math.floor(researcher.get("bodyTokens").length / t.wordsPerList!));
    const text = `The text has ${plural(lists, "list")}.`;
    if (lists >= target) return { score: s.good!, code: "good", text, suggestion: "" };
    return {
      ...(lists > 0 ? { score: s.ok!, code: "ok" } : { score: s.none!, code: "none" }),
      text: `${text} About ${target} would suit its length.`,
      suggestion: "Turn steps, features or options into a bulleted list.",
    };
  },
});
