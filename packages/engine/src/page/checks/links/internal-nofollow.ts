import { defineCheck } from "../../check";
import { isInternalLink } from "../../computed/link-classification";
import { passed, warned } from "../../outcome";
import { colonList, countLabel, shortUrl } from "../../wording";

export default defineCheck({
  id: "internal-nofollow",
  category: "links",
  title: "Internal links are followed",
  failureTitle: "Some internal links are nofollow",
  description:
    "rel=nofollow on links to your own pages tells search engines not to follow them, which hides those pages from crawling.",
  requiredFacts: ["anchors", "finalUrl"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ anchors, finalUrl }) {
    const nofollow = anchors.filter((a) => a.rel.includes("nofollow") && isInternalLink(a, finalUrl));
    if (nofollow.length === 0) return passed();
    return warned({
      advice: `Remove rel="nofollow" from ${countLabel(nofollow.length, "internal link")}${colonList(nofollow.map((a) => shortUrl(a.href ?? "")))}.`,
      items: nofollow.map((a) => ({ value: a.href ?? "" })),
      display: countLabel(nofollow.length, "link"),
      score: 0,
    });
  },
});
