import { defineAssessment } from "../../assessment";
import { containsPhrase } from "../../match-phrase";
import { tokensOf } from "../../tokens";

/** At least one image's alt text contains the keyphrase (content-anchors.md §1.3 #8). */
export const imageKeyphrase = defineAssessment({
  id: "image-keyphrase",
  category: "seo",
  title: "Keyphrase in image alt text",
  description: "An image whose alt text mentions the topic supports it in image search.",
  defaults: { thresholds: {}, scores: { good: 9, missing: 6 } },
  rules: ({ scores: s }) => [
    `${s.good}: an image's alt text contains the keyphrase: all its content words, in any order and any word form`,
    `${s.missing}: none does; applies when the text has images and a keyphrase`,
  ],
  isApplicable: (researcher) =>
    researcher.get("keyphrase") !== null && researcher.get("structure").images.length > 0,
  getResult(researcher, { scores: s }) {
    const phrase = researcher.get("keyphrase")!;
    const all = researcher.get("structure").images;
    const hit = all.find((i) => containsPhrase(tokensOf(i.alt), phrase));
    if (hit)
      return {
        score: s.good!,
        code: "good",
        text: "An image's alt text contains the keyphrase.",
        suggestion: "",
        marks: [{ field: "body", start: hit.start, end: hit.end }],
      };
    return {
      score: s.missing!,
      code: "missing",
      text: "No image's alt text contains the keyphrase.",
      suggestion: `Describe an image with "${phrase.raw}" where that is accurate.`,
      marks: all.map((i) => ({ field: "body" as const, start: i.start, end: i.end })),
    };
  },
});
