import { defineAssessment } from "../../assessment";

/** A ratio as a whole percentage (0.35 → 35). */
const percent = (ratio: number) => Math.round(ratio * 100);

/** Sentence lengths vary (content-anchors.md §5.2). Heuristic. */
export const sentenceVariety = defineAssessment({
  id: "sentence-variety",
  category: "engagement",
  title: "Sentence variety",
  heuristic: true,
  description:
    "How much sentence lengths (in words) typically differ from the average sentence, as a percentage of it (the coefficient of variation: standard deviation ÷ mean). Mixing short and long sentences gives the text rhythm; equal lengths drone.",
  defaults: {
    thresholds: { minSentences: 5, minCv: 0.35, maxCv: 0.8, okMinCv: 0.25, okMaxCv: 1 },
    scores: { good: 9, ok: 6, poor: 3 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: lengths differ from the average by ${percent(t.minCv!)}–${percent(t.maxCv!)}%`,
    `${s.ok}: by ${percent(t.okMinCv!)}–${percent(t.okMaxCv!)}%`,
    `${s.poor}: outside that; applies from ${t.minSentences} sentences`,
  ],
  isApplicable: (researcher, { thresholds: t }) => researcher.get("sentences").length >= t.minSentences!,
  getResult(researcher, { thresholds: t, scores: s }) {
    const lengths = researcher.get("sentences").map((x) => x.tokens.length);
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    const sd = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / lengths.length);
    const cv = Math.round((sd / mean) * 100) / 100;
    const words = (n: number) => `${n} word${n === 1 ? "" : "s"}`;
    // The measure in words a writer can check against the text: a percentage of the average, and its ends.
    const text = `Sentence lengths typically differ from the average (${Math.round(mean * 10) / 10} words) by about ${percent(cv)}%; the shortest has ${words(Math.min(...lengths))}, the longest ${words(Math.max(...lengths))}.`;
    if (cv >= t.minCv! && cv <= t.maxCv!) return { score: s.good!, code: "good", text, suggestion: "" };
    return {
      ...(cv >= t.okMinCv! && cv <= t.okMaxCv!
        ? { score: s.ok!, code: "ok" }
        : { score: s.poor!, code: "poor" }),
      text,
      suggestion:
        cv < t.minCv!
          ? "Mix in some short, punchy sentences among the longer ones."
          : "Even out the extremes: split the longest sentences.",
    };
  },
});
