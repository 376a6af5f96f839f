import { defineCheck } from "../../check";
import type { AnchorFact } from "../../extract/html-facts";
import { countLabel, failed, passed } from "../outcome";

const HREF_ASSOCIATED_ATTRIBUTES = [
  "target",
  "download",
  "ping",
  "rel",
  "hreflang",
  "type",
  "referrerpolicy",
];
const JAVASCRIPT_VOID = /javascript:void(\(|)0(\)|)/;

/**
 * Lighthouse's crawlable-anchors rule for one anchor. Static HTML cannot see
 * listeners added by scripts, so an anchor without href counts as a pseudo-link
 * only when it carries an inline `on…` handler attribute.
 */
export function isUncrawlable(anchor: AnchorFact, baseUrl: string): boolean {
  const rawHref = (anchor.hrefRaw ?? "").replace(/\s/g, "");
  if (anchor.role.trim().length > 0) return false;
  if (rawHref.startsWith("mailto:")) return false;
  if (rawHref === "" && anchor.id) return false;
  if (rawHref.startsWith("file:")) return true;
  if (anchor.name.trim().length > 0) return false;
  if (
    !anchor.attributeNames.includes("href") &&
    HREF_ASSOCIATED_ATTRIBUTES.every((n) => !anchor.attributeNames.includes(n))
  ) {
    return anchor.hasInlineHandler;
  }
  if (anchor.hrefRaw !== null && anchor.href === "") return true;
  if (JAVASCRIPT_VOID.test(rawHref)) return true;
  try {
    new URL(rawHref, baseUrl);
  } catch {
    return true;
  }
  return false;
}

function snippet(anchor: AnchorFact): string {
  if (anchor.hrefRaw !== null) return `<a href="${anchor.hrefRaw}">${anchor.text}</a>`;
  return `<a ${anchor.attributeNames.join(" ")}>${anchor.text}</a>`;
}

export default defineCheck({
  id: "crawlable-anchors",
  category: "links",
  title: "Links are crawlable",
  failureTitle: "Links are not crawlable",
  description:
    "Search engines follow the href of links to discover pages. Links made of javascript:void(0), click handlers without href, or invalid URLs hide the pages behind them.",
  learnMoreUrl: "https://support.google.com/webmasters/answer/9112205",
  requiredFacts: ["anchors"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run(facts) {
    const failing = facts.anchors.filter((a) => isUncrawlable(a, facts.finalUrl));
    if (failing.length === 0) return passed();
    return failed(
      `Give ${countLabel(failing.length, "link")} a real href (e.g. ${snippet(failing[0]!)}) instead of script-only navigation.`,
      failing.map((a) => ({ value: snippet(a) })),
      `${countLabel(failing.length, "uncrawlable link")}`,
    );
  },
});
