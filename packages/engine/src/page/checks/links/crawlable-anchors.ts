import { defineCheck } from "../../check";
import { pageResolver } from "../../computed/href-resolvability";
import type { AnchorFact } from "../../extract/html-facts";
import { failed, passed } from "../../outcome";
import { countLabel, shortUrl } from "../../wording";

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
 * only when it or `<body>`/`<html>` carries an inline `on…` handler attribute
 * (Lighthouse counts listeners on any ancestor).
 */
function isUncrawlable(
  anchor: AnchorFact,
  baseUrl: string,
  resolves: (href: string, baseUrl: string) => boolean,
): boolean {
  const rawHref = withoutWhitespace(anchor.hrefRaw ?? "");
  if (anchor.role.trim().length > 0) return false;
  if (rawHref.startsWith("mailto:")) return false;
  if (rawHref === "" && anchor.id) return false;
  if (rawHref.startsWith("file:")) return true;
  if (anchor.name.trim().length > 0) return false;
  // An HTML anchor has an href attribute exactly when it has a raw href (SVG's may be xlink:href).
  const hasHref = anchor.isSvg ? anchor.attributeNames.includes("href") : anchor.hrefRaw !== null;
  if (!hasHref && HREF_ASSOCIATED_ATTRIBUTES.every((n) => !anchor.attributeNames.includes(n))) {
    return anchor.hasInlineHandler || anchor.ancestorHasInlineHandler;
  }
  // Lighthouse tests the element's resolved href for "": for an HTML <a>, that is an anchor with
  // href-associated attributes (target, rel…) but no href at all.
  if (!anchor.isSvg && anchor.hrefRaw === null) return true;
  if (JAVASCRIPT_VOID.test(rawHref)) return true;
  return !resolves(rawHref, baseUrl);
}

// `href.replace(/\s/g, "")`, without the replace for the many hrefs that hold no whitespace (the
// regex test is cheaper than a loop of charCodeAt over an href sliced from the page).
function withoutWhitespace(href: string): string {
  return /\s/.test(href) ? href.replace(/\s/g, "") : href;
}

function snippet(anchor: AnchorFact, shorten: (value: string) => string = (value) => value): string {
  if (anchor.hrefRaw !== null) return `<a href="${shorten(anchor.hrefRaw)}">${shorten(anchor.text)}</a>`;
  return `<a ${anchor.attributeNames.join(" ")}>${shorten(anchor.text)}</a>`;
}

export default defineCheck({
  id: "crawlable-anchors",
  category: "links",
  title: "Links are crawlable",
  failureTitle: "Links are not crawlable",
  description:
    "Search engines follow the href of links to discover pages. Links made of javascript:void(0), click handlers without href, or invalid URLs hide the pages behind them.",
  learnMoreUrl: "https://support.google.com/webmasters/answer/9112205",
  requiredFacts: ["anchors", "finalUrl"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run({ anchors, finalUrl }) {
    // One base URL per page, so the resolver's memo may key on the href alone. No memo of verdicts
    // by href: hashing and comparing a long href costs more than the tests, which stop early.
    const resolves = pageResolver();
    const failing = anchors.filter((a) => isUncrawlable(a, finalUrl, resolves));
    if (failing.length === 0) return passed();
    return failed({
      advice: `Give ${countLabel(failing.length, "link")} a real href (e.g. ${snippet(failing[0]!, (v) => shortUrl(v, 40))}) instead of script-only navigation.`,
      items: failing.map((a) => ({ value: snippet(a) })),
      display: `${countLabel(failing.length, "uncrawlable link")}`,
    });
  },
});
