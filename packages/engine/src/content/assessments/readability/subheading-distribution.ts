import { defineAssessment, plural } from "../../assessment";

/** Subheadings break the text up often enough (content-anchors.md §1.4 #1). */
export const subheadingDistribution = defineAssessment({
  id: "subheading-distribution",
  category: "readability",
  major: true,
  title: "Subheading distribution",
  description: "Subheadings let readers scan a long text and jump to what they need.",
  defaults: { thresholds: { good: 300, ok: 350 }, scores: { good: 9, ok: 6, poor: 3, none: 2 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: every section (text under one subheading, or before the first) has at most ${t.good} words`,
    `${s.ok}: the longest has ${t.good! + 1}–${t.ok}`,
    `${s.poor}: a section has more than ${t.ok}`,
    `${s.none}: a text over ${t.good} words without any subheading; not applicable to shorter texts without one`,
  ],
  isApplicable: (researcher, { thresholds: t }) =>
    researcher.get("sections").subheadings.length > 0 || researcher.get("bodyTokens").length > t.good!,
  getResult(researcher, { thresholds: t, scores: s }) {
    const { subheadings, sections } = researcher.get("sections");
    if (subheadings.length === 0) {
      return {
        score: s.none!,
        code: "none",
        text: `The text has ${plural(researcher.get("bodyTokens").length, "word")} and no subheadings.`,
        suggestion: `Add a subheading (a line starting with ##) at least every ${t.good} words.`,
      };
    }
    const long = sections.filter((x) => x.words > t.good!);
    const longest = Math.max(0, ...sections.map((x) => x.words));
    if (long.length === 0)
      return {
        score: s.good!,
        code: "good",
        text: `The longest section has ${plural(longest, "word")}.`,
        suggestion: "",
      };
    return {
      ...(longest <= t.ok! ? { score: s.ok!, code: "ok" } : { score: s.poor!, code: "poor" }),
      text: `${plural(long.length, "section")} ${long.length === 1 ? "runs" : "run"} over ${t.good} words without a subheading (the longest: ${longest}).`,
      suggestion: "Add subheadings inside the highlighted sections.",
      marks: long.map((x) => ({ field: "body" as const, start: x.start, end: x.end })),
    };
  },
});
