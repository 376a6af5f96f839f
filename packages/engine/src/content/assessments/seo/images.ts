import { defineAssessment, plural } from "../../assessment";

/** A longer text has at least one image, and every image has alt text (content-anchors.md §1.3 #9). */
export const images = defineAssessment({
  id: "images",
  category: "seo",
  title: "Images",
  description:
    "Images break up long text and can rank in image search; alt text describes them to screen readers and search engines.",
  defaults: { thresholds: { minWords: 300 }, scores: { good: 9, missingAlt: 5, none: 4 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at least one image, all with alt text`,
    `${s.missingAlt}: an image without alt text (![](src))`,
    `${s.none}: no image; applies to texts of ${t.minWords} words or more`,
  ],
  isApplicable: (researcher, { thresholds: t }) =>
    researcher.get("structure").images.length > 0 || researcher.get("bodyTokens").length >= t.minWords!,
  getResult(researcher, { scores: s }) {
    const all = researcher.get("structure").images;
    if (all.length === 0) {
      return {
        score: s.none!,
        code: "none",
        text: "The text has no images.",
        suggestion: "Add an image that illustrates the topic: ![description](image-url).",
      };
    }
    const noAlt = all.filter((i) => i.alt === "");
    if (noAlt.length > 0) {
      return {
        score: s.missingAlt!,
        code: "missing-alt",
        text: `${plural(noAlt.length, "image")} of ${all.length} ${noAlt.length === 1 ? "has" : "have"} no alt text.`,
        suggestion: "Describe each image in its alt text: ![what the image shows](image-url).",
        marks: noAlt.map((i) => ({ field: "body" as const, start: i.start, end: i.end })),
      };
    }
    return {
      score: s.good!,
      code: "good",
      text: `The text has ${plural(all.length, "image")}, all with alt text.`,
      suggestion: "",
    };
  },
});
