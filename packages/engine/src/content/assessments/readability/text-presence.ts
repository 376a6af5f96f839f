import { defineAssessment } from "../../assessment";

/** There is enough text to judge readability (content-anchors.md §1.4 #6). */
export const textPresence = defineAssessment({
  id: "text-presence",
  category: "readability",
  major: true,
  title: "Enough text",
  description:
    "Readability can only be judged on some text; this check only reports when there is almost none.",
  defaults: { thresholds: { minCharacters: 50 }, scores: { empty: 0, tooLittle: 3 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.empty}: no text at all`,
    `${s.tooLittle}: fewer than ${t.minCharacters} characters; not applicable from ${t.minCharacters} characters on`,
  ],
  isApplicable: (researcher, { thresholds: t }) => researcher.paper.body.trim().length < t.minCharacters!,
  getResult(researcher, { scores: s }) {
    const empty = researcher.get("bodyTokens").length === 0;
    return {
      ...(empty ? { score: s.empty!, code: "empty" } : { score: s.tooLittle!, code: "too-little" }),
      text: empty ? "There is no text yet." : "There is too little text to judge readability.",
      suggestion: "Write a few paragraphs, then check again.",
    };
  },
});
