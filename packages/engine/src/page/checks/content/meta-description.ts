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
    // Lighthouse and search engines read <head> only: a description the parser moved to <body> is none.
    const meta = metas.find((m) => m.inHead && m.name === "description");
    if (!meta) {
      const inBody = metas.some((m) => !m.inHead && m.name === "description");
      return failed({
        advice: inBody
          ? 'The <meta name="description"> is in <body> (something before it ended <head>), where search engines ignore it; move it into <head>.'
          : 'Add <meta name="description" content="…"> with a 120–160 character summary of the page.',
      });
    }
    if (meta.content.trim() === "") {
      return failed({
        advice: "The meta description is empty: write a 120–160 character summary of the page.",
        items: [{ value: "", reason: "Description text is empty." }],
      });
    }
    return passed();
  },
});
