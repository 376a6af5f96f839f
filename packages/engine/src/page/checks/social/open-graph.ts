import { defineCheck } from "../../check";
import { failed, passed, warned } from "../../outcome";

export default defineCheck({
  id: "open-graph",
  category: "social",
  title: "Open Graph tags are complete",
  failureTitle: "Open Graph tags are missing",
  description:
    "Open Graph tags (og:title, og:type, og:image, og:url, og:description) control the card shown when the page is shared on Facebook, LinkedIn, Slack and others.",
  learnMoreUrl: "https://ogp.me/",
  requiredFacts: ["metas"],
  scoreMode: "graded",
  defaultOptions: {
    required: ["og:title", "og:type", "og:image", "og:url"],
    recommended: ["og:description"],
  },
  run({ metas }, options) {
    const present = new Set(
      metas.filter((m) => m.property.startsWith("og:") && m.content.trim()).map((m) => m.property),
    );
    const missing = options.required.filter((p) => !present.has(p));
    const missingRecommended = options.recommended.filter((p) => !present.has(p));
    const all = [...missing, ...missingRecommended];
    const items = all.map((value) => ({ value }));
    if (present.size === 0)
      return failed({
        advice: `Add Open Graph tags (${options.required.join(", ")}) so shared links show a rich card.`,
        items,
        display: "No Open Graph tags",
      });
    if (missing.length > 0) {
      const score = 1 - missing.length / options.required.length;
      return warned({
        advice: `Add the missing Open Graph tags: ${all.join(", ")}.`,
        items,
        display: `Missing ${all.join(", ")}`,
        score: Math.round(score * 100) / 100,
      });
    }
    if (missingRecommended.length > 0)
      return warned({
        advice: `Add ${missingRecommended.join(", ")} for a complete share card.`,
        items,
        display: `Missing ${missingRecommended.join(", ")}`,
        score: 0.9,
      });
    return passed({ display: `${present.size} tags` });
  },
});
