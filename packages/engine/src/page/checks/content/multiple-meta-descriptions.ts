import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";

export default defineCheck({
  id: "multiple-meta-descriptions",
  category: "content",
  title: "Document has at most one meta description",
  failureTitle: "Document has several meta descriptions",
  description:
    "Search engines pick one description, not necessarily the one you meant; duplicates are usually plugin or template conflicts.",
  requiredFacts: ["metas"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ metas }) {
    const descriptions = metas.filter((m) => m.name === "description");
    if (descriptions.length <= 1) return passed();
    return failed({
      advice: `Keep one <meta name="description">; the page has ${descriptions.length}.`,
      items: descriptions.map((m) => ({ value: m.content })),
      display: `${descriptions.length} descriptions`,
    });
  },
});
