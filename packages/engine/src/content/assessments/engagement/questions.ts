import { defineAssessment, plural } from "../../assessment";

/** The text asks the reader questions (content-anchors.md §5.2). Heuristic. */
export const questionsAssessment = defineAssessment({
  id: "questions",
  category: "engagement",
  title: "Questions",
  heuristic: true,
  description: "Questions make readers think along and mirror what they search for.",
  defaults: { thresholds: { wordsPerQuestion: 300 }, scores: { good: 9, ok: 6, none: 3 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at least one question per ${t.wordsPerQuestion} words (at least one in any text)`,
    `${s.ok}: some questions, but fewer`,
    `${s.none}: no question`,
  ],
  isApplicable: (researcher) => researcher.get("sentences").length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const found = researcher.get("questions").length;
    const words = researcher.get("bodyTokens").length;
    const target = Math.max(1, Math.floor(words / t.wordsPerQuestion!));
    const text = `The text asks ${plural(found, "question")}.`;
    if (found >= target) return { score: s.good!, code: "good", text, suggestion: "" };
    return {
      ...(found > 0 ? { score: s.ok!, code: "ok" } : { score: s.none!, code: "none" }),
      text: `${text} About ${target} would suit ${plural(words, "word")}.`,
      suggestion: "Ask the questions your readers are asking, then answer them.",
    };
  },
});
