import { defineCheck } from "../../check";
import { failed, passed, warned } from "../../outcome";

const CARD_TYPES = new Set(["summary", "summary_large_image", "app", "player"]);

export default defineCheck({
  id: "twitter-card",
  category: "social",
  title: "Twitter/X card is declared",
  failureTitle: "Twitter/X card is missing",
  description:
    "twitter:card chooses how links appear on X; title, description and image fall back to Open Graph tags when absent.",
  learnMoreUrl: "https://developer.x.com/en/docs/x-for-websites/cards/overview/markup",
  requiredFacts: ["metas"],
  scoreMode: "graded",
  defaultOptions: {},
  run({ metas }) {
    const value = (key: string) =>
      metas.find((m) => (m.name === key || m.property === key) && m.content.trim())?.content.trim();
    const card = value("twitter:card");
    if (!card)
      return failed({
        advice:
          'Add <meta name="twitter:card" content="summary_large_image"> so links shared on X show a card.',
        items: [{ value: "twitter:card" }],
      });
    if (!CARD_TYPES.has(card))
      return failed({
        advice: `twitter:card “${card}” is not a card type; use summary or summary_large_image.`,
        items: [{ value: card }],
        display: card,
      });
    const missing = (["title", "description", "image"] as const).filter(
      (f) => !value(`twitter:${f}`) && !value(`og:${f}`),
    );
    if (missing.length > 0) {
      return warned({
        advice: `Add twitter:${missing.join(", twitter:")} (or the og: equivalents) to complete the ${card} card.`,
        items: missing.map((f) => ({ value: `twitter:${f}` })),
        display: card,
        score: 0.5,
      });
    }
    return passed({ display: card });
  },
});
