import { defineAssessment, plural } from "../../assessment";

/** The text is long enough for its content type (content-anchors.md §1.3 #10, per-type targets). */
export const textLength = defineAssessment({
  id: "text-length",
  category: "seo",
  major: true,
  title: "Text length",
  description:
    "Very short texts rarely cover a topic well enough to rank. The targets depend on the content type; a maximum applies to social posts.",
  defaults: {
    thresholds: { good: 300, ok: 250, poor: 200, veryPoor: 100, max: 0 },
    scores: { good: 9, ok: 6, poor: 3, veryPoor: 1, tooShort: 0, tooLong: 6 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at least ${t.good} words${t.max ? ` and at most ${t.max}` : ""}`,
    `${s.ok}: ${t.ok}–${t.good! - 1} words`,
    `${s.poor}: ${t.poor}–${t.ok! - 1} words`,
    `${s.veryPoor}: ${t.veryPoor}–${t.poor! - 1} words`,
    `${s.tooShort}: fewer than ${t.veryPoor} words`,
    ...(t.max ? [`${s.tooLong}: more than ${t.max} words`] : []),
  ],
  isApplicable: () => true,
  getResult(researcher, { thresholds: t, scores: s }) {
    const words = researcher.get("bodyTokens").length;
    const text = `The text has ${plural(words, "word")}.`;
    if (t.max && words > t.max) {
      return {
        score: s.tooLong!,
        code: "too-long",
        text: `${text} That is long for this type.`,
        suggestion: `Cut it to at most ${t.max} words.`,
      };
    }
    if (words >= t.good!) return { score: s.good!, code: "good", text, suggestion: "" };
    const band =
      words >= t.ok! ? "ok" : words >= t.poor! ? "poor" : words >= t.veryPoor! ? "veryPoor" : "tooShort";
    return {
      score: s[band]!,
      code: band === "veryPoor" ? "very-poor" : band === "tooShort" ? "too-short" : band,
      text: `${text} The target is at least ${t.good}.`,
      suggestion: `Add ${plural(t.good! - words, "word")} of useful content.`,
    };
  },
});
