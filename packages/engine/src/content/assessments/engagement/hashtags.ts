import { defineAssessment, plural } from "../../assessment";

/** A social post uses a few distinct hashtags (content-anchors.md §5.2 "Hashtags"). Heuristic. */
export const hashtagsAssessment = defineAssessment({
  id: "hashtags",
  category: "engagement",
  title: "Hashtags",
  heuristic: true,
  description: "A few relevant hashtags help a post be found; many look like spam. Duplicates add nothing.",
  defaults: { thresholds: { min: 1, max: 5 }, scores: { good: 9, none: 4, tooMany: 4, duplicates: 6 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: ${t.min}–${t.max} distinct hashtags`,
    `${s.duplicates}: a hashtag repeated`,
    `${s.none}: none`,
    `${s.tooMany}: more than ${t.max}`,
  ],
  isApplicable: () => true,
  getResult(researcher, { thresholds: t, scores: s }) {
    const { tags, marks } = researcher.get("hashtags");
    const distinct = new Set(tags).size;
    if (tags.length === 0)
      return {
        score: s.none!,
        code: "none",
        text: "The post has no hashtags.",
        suggestion: `Add ${t.min}–${t.max} relevant hashtags.`,
      };
    if (distinct > t.max!)
      return {
        score: s.tooMany!,
        code: "too-many",
        text: `The post has ${plural(distinct, "hashtag")}.`,
        suggestion: `Keep the ${t.max} most relevant.`,
        marks,
      };
    if (distinct < tags.length)
      return {
        score: s.duplicates!,
        code: "duplicates",
        text: "A hashtag is repeated.",
        suggestion: "Use each hashtag once.",
        marks,
      };
    return {
      score: s.good!,
      code: "good",
      text: `The post has ${plural(distinct, "hashtag")}.`,
      suggestion: "",
    };
  },
});
