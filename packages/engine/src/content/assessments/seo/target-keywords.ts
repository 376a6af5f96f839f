import { defineAssessment, percent } from "../../assessment";
import { matchPhrase, parsePhrase } from "../../match-phrase";

/** The target keywords other than the keyphrase are used in the text. */
export const targetKeywords = defineAssessment({
  id: "target-keywords",
  category: "seo",
  title: "Target keywords",
  description:
    "The content item's target keywords are the related terms it should also rank for; each should appear at least once (all content words in one sentence, any word form).",
  defaults: { thresholds: { okShare: 0.5 }, scores: { all: 9, most: 6, few: 3 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.all}: every target keyword is used`,
    `${s.most}: at least ${percent(t.okShare!)} are used`,
    `${s.few}: fewer; applies when there are target keywords besides the keyphrase`,
  ],
  isApplicable: (researcher) => researcher.paper.targetKeywords.length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const sentences = researcher.get("sentences");
    const subheadings = researcher.get("sections").subheadings;
    const missing: string[] = [];
    const marks: { field: "body"; start: number; end: number }[] = [];
    for (const keyword of researcher.paper.targetKeywords) {
      const phrase = parsePhrase(keyword);
      if (phrase === null) continue;
      let found = false;
      for (const tokens of [...sentences.map((x) => x.tokens), ...subheadings.map((h) => h.tokens)]) {
        const m = matchPhrase(tokens, phrase);
        if (m.count === 0) continue;
        found = true;
        for (const i of m.tokens) marks.push({ field: "body", start: tokens[i]!.start, end: tokens[i]!.end });
      }
      if (!found) missing.push(keyword);
    }
    const total = researcher.paper.targetKeywords.length;
    const used = total - missing.length;
    if (missing.length === 0)
      return {
        score: s.all!,
        code: "all",
        text: `All ${total} target keywords are used.`,
        suggestion: "",
        marks,
      };
    return {
      ...(used / total >= t.okShare! ? { score: s.most!, code: "most" } : { score: s.few!, code: "few" }),
      text: `${used} of ${total} target keywords are used; missing: ${missing.map((k) => `"${k}"`).join(", ")}.`,
      suggestion: "Work the missing keywords into the text where they fit naturally.",
      marks,
    };
  },
});
