import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";

export default defineCheck({
  id: "meta-description",
  category: "content",
  title: "Document has a meta description",
  failureTitle: "Document does not have a meta description",
  description:
    "Search engines often show the meta description as the snippet under the title; a good one summarises the page and earns the click.",
  learnMoreUrl: "https://developer.chrome.com/docs/lighthouse/seo/meta-description/",
  requiredFacts: ["metas"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run({ metas }) {
    const meta = metas.find((m) => m.name === "description");
    if (!meta)
      return failed({
        advice: 'Add <meta name="description" content="…"> with a 120–160 character summary of the page.',
      });
    if (meta.content.trim() === "") {
      return failed({
        advice: "The meta description is empty: write a 120–160 character summary of the page.",
        items: [{ value: "", reason: "Description text is empty." }],
      });
    }
    return passed();
  },
});
