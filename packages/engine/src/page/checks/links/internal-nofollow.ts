import { defineCheck } from "../../check";
import { countLabel, listSome, passed, warned } from "../outcome";
import { isInternalLink } from "./link-classification";

export default defineCheck({
  id: "internal-nofollow",
  category: "links",
  title: "Internal links are followed",
  failureTitle: "Some internal links are nofollow",
  description:
    "rel=nofollow on links to your own pages tells search engines not to follow them, which hides those pages from crawling.",
  requiredFacts: ["anchors"],
  scoreMode: "binary",
  defaultOptions: {},
  run(facts) {
    const nofollow = facts.anchors.filter(
      (a) => a.rel.includes("nofollow") && isInternalLink(a, facts.finalUrl),
    );
    if (nofollow.length === 0) return passed();
    return warned(
      `Remove rel="nofollow" from ${countLabel(nofollow.length, "internal link")}: ${listSome(nofollow.map((a) => a.href ?? ""))}.`,
      nofollow.map((a) => ({ value: a.href ?? "" })),
      countLabel(nofollow.length, "link"),
      0,
    );
  },
});
