import { defineAssessment } from "../../assessment";
import { phraseCoverage } from "../../match-phrase";

/** The keyphrase appears in the first paragraph (content-anchors.md §1.3 #1). */
export const keyphraseInIntroduction = defineAssessment({
  id: "keyphrase-in-introduction",
  category: "seo",
  major: true,
  title: "Keyphrase in introduction",
  description:
    "The first paragraph tells readers and search engines what the text is about; the keyphrase belongs there.",
  defaults: { thresholds: {}, scores: { oneSentence: 9, paragraph: 6, missing: 3 } },
  rules: ({ scores: s }) => [
    `${s.oneSentence}: all content words of the keyphrase in one sentence of the first paragraph`,
    `${s.paragraph}: all of them in the first paragraph, but spread over sentences`,
    `${s.missing}: not in the first paragraph`,
  ],
  isApplicable: (researcher) =>
    researcher.get("keyphrase") !== null && researcher.get("sentences").length > 0,
  getResult(researcher, { scores: s }) {
    const phrase = researcher.get("keyphrase")!;
    const sentences = researcher.get("sentences");
    const firstBlock = sentences[0]!.block;
    const intro = sentences.filter((x) => x.block === firstBlock);
    const occurrences = new Set(researcher.get("keyphraseOccurrences").sentences);
    const hit = intro.findIndex((_, i) => occurrences.has(i));
    const first = intro[0]!;
    const last = intro.at(-1)!;
    if (hit >= 0) {
      const x = intro[hit]!;
      return {
        score: s.oneSentence!,
        code: "one-sentence",
        text: "The keyphrase appears in the first paragraph.",
        suggestion: "",
        marks: [{ field: "body", start: x.start, end: x.end }],
      };
    }
    const all = intro.flatMap((x) => x.tokens);
    const marks = [{ field: "body" as const, start: first.start, end: last.end }];
    if (!phrase.exact && phraseCoverage(all, phrase) === 1) {
      return {
        score: s.paragraph!,
        code: "paragraph",
        text: "The keyphrase's words are in the first paragraph, but not together in one sentence.",
        suggestion: `Use "${phrase.raw}" in one sentence of the introduction.`,
        marks,
      };
    }
    return {
      score: s.missing!,
      code: "missing",
      text: "The first paragraph does not contain the keyphrase.",
      suggestion: `Mention "${phrase.raw}" in the first paragraph so readers know at once what the text is about.`,
      marks,
    };
  },
});
