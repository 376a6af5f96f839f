import { defineAssessment, percent } from "../../assessment";

/** The text talks to the reader, without overdoing it (content-anchors.md §5.2). Heuristic. */
export const readerAddress = defineAssessment({
  id: "reader-address",
  category: "engagement",
  title: "Reader address",
  heuristic: true,
  description:
    "Share of sentences with 'you' or 'your'. Speaking to the reader keeps them involved; every sentence doing so sounds like a sales pitch.",
  defaults: {
    thresholds: { minShare: 0.1, maxShare: 0.4, okMinShare: 0.05, okMaxShare: 0.6 },
    scores: { good: 9, ok: 6, poor: 3 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: ${percent(t.minShare!)}–${percent(t.maxShare!)} of sentences address the reader`,
    `${s.ok}: ${percent(t.okMinShare!)}–${percent(t.okMaxShare!)}`,
    `${s.poor}: outside that`,
  ],
  isApplicable: (researcher) => researcher.get("sentences").length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const share = researcher.get("secondPerson").length / researcher.get("sentences").length;
    const text = `${percent(share)} of sentences address the reader directly.`;
    if (share >= t.minShare! && share <= t.maxShare!)
      return { score: s.good!, code: "good", text, suggestion: "" };
    const ok = share >= t.okMinShare! && share <= t.okMaxShare!;
    return {
      ...(ok ? { score: s.ok!, code: "ok" } : { score: s.poor!, code: "poor" }),
      text,
      suggestion:
        share < t.minShare!
          ? "Speak to the reader: say what 'you' get or can do."
          : "Vary the sentences: not every one needs 'you'.",
    };
  },
});
