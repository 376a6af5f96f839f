import { defineAssessment } from "../../assessment";

/** No run of sentences starts with the same word (content-anchors.md §1.4 #7). */
export const sentenceBeginnings = defineAssessment({
  id: "sentence-beginnings",
  category: "readability",
  title: "Consecutive sentence starts",
  description: "Several sentences in a row that start the same way sound monotonous. List items are exempt.",
  defaults: { thresholds: { maxRun: 2 }, scores: { good: 9, poor: 3 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: no more than ${t.maxRun} consecutive sentences start with the same word`,
    `${s.poor}: ${t.maxRun! + 1} or more do`,
  ],
  isApplicable: (researcher) => researcher.get("sentences").length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const runs = researcher.get("sentenceBeginnings").filter((r) => r.sentences.length > t.maxRun!);
    if (runs.length === 0)
      return { score: s.good!, code: "good", text: "No repetitive sentence starts.", suggestion: "" };
    const all = researcher.get("sentences");
    const worst = runs.reduce((a, b) => (b.sentences.length > a.sentences.length ? b : a));
    return {
      score: s.poor!,
      code: "poor",
      text: `${worst.sentences.length} consecutive sentences start with "${worst.beginning}"${runs.length > 1 ? ` (${runs.length} such runs)` : ""}.`,
      suggestion: "Vary how the highlighted sentences begin.",
      marks: runs.flatMap((r) =>
        r.sentences.map((i) => ({ field: "body" as const, start: all[i]!.start, end: all[i]!.end })),
      ),
    };
  },
});
