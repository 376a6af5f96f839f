import { defineAssessment, percent, plural } from "../../assessment";

/** At most a quarter of sentences are long (content-anchors.md §1.4 #3). */
export const sentenceLength = defineAssessment({
  id: "sentence-length",
  category: "readability",
  major: true,
  title: "Sentence length",
  description: "Long sentences are harder to follow; a few are fine, many tire the reader.",
  defaults: {
    thresholds: { maxWords: 20, goodShare: 0.25, okShare: 0.3 },
    scores: { good: 9, ok: 6, poor: 3 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at most ${percent(t.goodShare!)} of sentences have more than ${t.maxWords} words`,
    `${s.ok}: at most ${percent(t.okShare!)}`,
    `${s.poor}: more`,
  ],
  isApplicable: (researcher) => researcher.get("sentences").length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const all = researcher.get("sentences");
    const long = all.filter((x) => x.tokens.length > t.maxWords!);
    const share = long.length / all.length;
    const text = `${plural(long.length, "sentence")} of ${all.length} (${percent(share)}) ${long.length === 1 ? "has" : "have"} more than ${t.maxWords} words.`;
    if (share <= t.goodShare!) return { score: s.good!, code: "good", text, suggestion: "" };
    return {
      ...(share <= t.okShare! ? { score: s.ok!, code: "ok" } : { score: s.poor!, code: "poor" }),
      text,
      suggestion: `Split the highlighted sentences; aim for at most ${percent(t.goodShare!)} long ones.`,
      marks: long.map((x) => ({ field: "body" as const, start: x.start, end: x.end })),
    };
  },
});
