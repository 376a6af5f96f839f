import { defineCheck } from "../../check";
import { passed, warned } from "../outcome";
import { isWebLink } from "./link-classification";

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
  run(facts, { options }) {
    const count = facts.anchors.filter(isWebLink).length;
    if (count <= options.max) return passed(`${count} links`);
    return warned(
      `The page has ${count} links (more than ${options.max}); trim navigation and footer links that do not help readers.`,
      [{ value: String(count) }],
      `${count} links`,
      0,
    );
  },
});
