import { defineCheck } from "../../check";
import { isWebLink } from "../../computed/link-classification";
import { passed, warned } from "../../outcome";

export default defineCheck({
  id: "too-many-links",
  category: "links",
  title: "Reasonable number of links",
  failureTitle: "Too many links on the page",
  description:
    "Every link dilutes the value passed to the others and makes the page harder to use; SEOnaut flags pages with more than 100 links.",
  requiredFacts: ["anchors"],
  scoreMode: "binary",
  defaultOptions: { max: 100 },
  run({ anchors }, options) {
    const count = anchors.filter(isWebLink).length;
    if (count <= options.max) return passed({ display: `${count} links` });
    return warned({
      advice: `The page has ${count} links (more than ${options.max}); trim navigation and footer links that do not help readers.`,
      items: [{ value: String(count) }],
      display: `${count} links`,
      score: 0,
    });
  },
});
