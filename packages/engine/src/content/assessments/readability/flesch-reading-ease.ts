import { defineAssessment, plural } from "../../assessment";

/** Flesch Reading Ease, with the counts behind it (content-anchors.md §1.7, §4.1). */
export const fleschReadingEaseAssessment = defineAssessment({
  id: "flesch-reading-ease",
  category: "readability",
  title: "Flesch Reading Ease",
  description:
    "206.835 − 1.015 × words per sentence − 84.6 × syllables per word, 0–100, higher is easier. 60–70 is plain English. Shown with the counts so the number can be checked.",
  defaults: {
    thresholds: { good: 60, ok: 50, poor: 30, minWords: 10 },
    scores: { good: 9, ok: 6, poor: 3, veryPoor: 1 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: ${t.good} or more`,
    `${s.ok}: ${t.ok}–${t.good} (exclusive)`,
    `${s.poor}: ${t.poor}–${t.ok} (exclusive)`,
    `${s.veryPoor}: below ${t.poor}; applies from ${t.minWords} words (numbers not counted)`,
  ],
  isApplicable: (researcher, { thresholds: t }) => researcher.get("flesch").words >= t.minWords!,
  getResult(researcher, { thresholds: t, scores: s }) {
    const f = researcher.get("flesch");
    const score = f.score ?? 0;
    const counts = `${plural(f.words, "word")}, ${plural(f.sentences, "sentence")}, ${plural(f.syllables, "syllable")}`;
    const text = `Flesch Reading Ease is ${score} (${counts}).`;
    if (score >= t.good!)
      return { score: s.good!, code: "good", text: `${text} Easy to read.`, suggestion: "" };
    return {
      ...(score >= t.ok!
        ? { score: s.ok!, code: "ok" }
        : score >= t.poor!
          ? { score: s.poor!, code: "poor" }
          : { score: s.veryPoor!, code: "very-poor" }),
      text: `${text} ${score >= t.ok! ? "Fairly difficult" : "Difficult"} to read.`,
      suggestion: "Use shorter sentences and shorter, more common words.",
    };
  },
});
