import { defineCheck } from "../../check";
import { isWebLink } from "../../computed/link-classification";
import { failed, passed } from "../../outcome";
import { colonList, countLabel, shortUrl } from "../../wording";

export default defineCheck({
  id: "empty-links",
  category: "links",
  title: "Links have a text or label",
  failureTitle: "Some links have no text",
  description:
    "A link with no text, image alt or aria-label gives search engines no anchor text and screen readers nothing to announce.",
  requiredFacts: ["anchors"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ anchors }) {
    const empty = anchors.filter((a) => isWebLink(a) && !a.isSvg && a.label === "" && a.text === "");
    if (empty.length === 0) return passed();
    return failed({
      advice: `Give ${countLabel(empty.length, "link")} visible text, an image alt or an aria-label${colonList(empty.map((a) => shortUrl(a.hrefRaw ?? "")))}.`,
      items: empty.map((a) => ({ value: a.href ?? "" })),
      display: countLabel(empty.length, "empty link"),
    });
  },
});
