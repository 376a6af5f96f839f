import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";

export default defineCheck({
  id: "favicon",
  category: "technical",
  title: "Page declares a favicon",
  failureTitle: "Page declares no favicon",
  description:
    "Google shows the site's favicon next to mobile search results; without one a generic globe appears.",
  requiredFacts: ["linkTags"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ linkTags }) {
    const icon = linkTags.find((l) => l.rel.split(/\s+/).includes("icon") && l.hrefRaw.trim() !== "");
    if (icon) return passed({ display: icon.hrefRaw });
    return failed({ advice: 'Add <link rel="icon" href="/favicon.ico"> (at least 48×48 px) to <head>.' });
  },
});
