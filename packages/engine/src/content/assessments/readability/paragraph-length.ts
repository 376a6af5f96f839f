import { defineAssessment, plural } from "../../assessment";

/** No paragraph is too long (content-anchors.md §1.4 #2). */
export const paragraphLength = defineAssessment({
  id: "paragraph-length",
  category: "readability",
  major: true,
  title: "Paragraph length",
  description:
    "Walls of text put readers off, especially on phones. Break long paragraphs at a change of idea.",
  defaults: { thresholds: { good: 150, ok: 200 }, scores: { good: 9, ok: 6, poor: 3 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: every paragraph has at most ${t.good} words`,
    `${s.ok}: the longest has ${t.good! + 1}–${t.ok}`,
    `${s.poor}: a paragraph has more than ${t.ok}`,
  ],
  isApplicable: (researcher) => researcher.get("paragraphs").length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const all = researcher.get("paragraphs");
    const longest = Math.max(...all.map((p) => p.words));
    const long = all.filter((p) => p.words > t.good!);
    if (long.length === 0)
      return {
        score: s.good!,
        code: "good",
        text: `The longest paragraph has ${plural(longest, "word")}.`,
        suggestion: "",
      };
    return {
      ...(longest <= t.ok! ? { score: s.ok!, code: "ok" } : { score: s.poor!, code: "poor" }),
      text: `${plural(long.length, "paragraph")} ${long.length === 1 ? "has" : "have"} more than ${t.good} words (the longest: ${longest}).`,
      suggestion: `Split the highlighted ${long.length === 1 ? "paragraph" : "paragraphs"} into shorter ones.`,
      marks: long.map((p) => ({ field: "body" as const, start: p.start, end: p.end })),
    };
  },
});
