import { defineAssessment } from "../../assessment";
import { phraseCoverage } from "../../match-phrase";
import { tokensOf } from "../../tokens";

/** At least one image's alt text reflects the keyphrase (content-anchors.md §1.3 #8, simplified). */
export const imageKeyphrase = defineAssessment({
  id: "image-keyphrase",
  category: "seo",
  title: "Keyphrase in image alt text",
  description: "An image whose alt text mentions the topic supports it in image search.",
  defaults: { thresholds: { coverage: 0.5 }, scores: { good: 9, missing: 6 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: an image's alt text holds at least ${t.coverage! * 100}% of the keyphrase's content words`,
    `${s.missing}: none does; applies when the text has images and a keyphrase`,
  ],
  isApplicable: (researcher) =>
    researcher.get("keyphrase") !== null && researcher.get("structure").images.length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const phrase = researcher.get("keyphrase")!;
    const all = researcher.get("structure").images;
    const hit = all.find((i) => phraseCoverage(tokensOf(i.alt), phrase) >= t.coverage!);
    if (hit)
      return {
        score: s.good!,
        text: "An image's alt text reflects the keyphrase.",
        suggestion: "",
        marks: [{ field: "body", start: hit.start, end: hit.end }],
      };
    return {
      score: s.missing!,
      text: "No image's alt text reflects the keyphrase.",
      suggestion: `Describe an image with words from "${phrase.raw}" where that is accurate.`,
      marks: all.map((i) => ({ field: "body" as const, start: i.start, end: i.end })),
    };
  },
});
