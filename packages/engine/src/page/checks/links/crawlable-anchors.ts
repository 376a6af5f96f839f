import { isWhitespace } from "../../../text/whitespace";
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
  if (
    !anchor.attributeNames.includes("href") &&
    HREF_ASSOCIATED_ATTRIBUTES.every((n) => !anchor.attributeNames.includes(n))
  ) {
    return anchor.hasInlineHandler || anchor.ancestorHasInlineHandler;
  }
  // Lighthouse tests the element's resolved href for "": for an HTML <a>, that is an anchor with
  // href-associated attributes (target, rel…) but no href at all.
  if (!anchor.isSvg && anchor.hrefRaw === null) return true;
  if (JAVASCRIPT_VOID.test(rawHref)) return true;
  return !resolves(rawHref, baseUrl);
}

/**
 * An HTML anchor whose href starts with a non-whitespace character, without role or name:
 * {@link isUncrawlable} then depends on the href alone (the id matters only for an href that is
 * empty once its whitespace is removed, the handlers only without an href).
 */
function isPlainLink(anchor: AnchorFact): anchor is AnchorFact & { hrefRaw: string } {
  return (
    anchor.hrefRaw !== null &&
    anchor.hrefRaw !== "" &&
    !isWhitespace(anchor.hrefRaw.charCodeAt(0)) &&
    !anchor.isSvg &&
    anchor.role === "" &&
    anchor.name === "" &&
    anchor.attributeNames.includes("href")
  );
}

// `href.replace(/\s/g, "")`, without running the regex over the many hrefs that hold no whitespace.
function withoutWhitespace(href: string): string {
  for (let i = 0; i < href.length; i++) {
    if (isWhitespace(href.charCodeAt(i))) return href.replace(/\s/g, "");
  }
  return href;
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
    // One base URL per page, so the resolver's memo may key on the href alone.
    const resolves = pageResolver();
    // Pages repeat their links (menus, footers, cards): the verdict of a plain link, which depends
    // on its href alone, is worked out once per distinct href rather than once per anchor.
    const byHref = new Map<string, boolean>();
    const failing = anchors.filter((a) => {
      if (!isPlainLink(a)) return isUncrawlable(a, finalUrl, resolves);
      let verdict = byHref.get(a.hrefRaw);
      if (verdict === undefined) {
        verdict = isUncrawlable(a, finalUrl, resolves);
        byHref.set(a.hrefRaw, verdict);
      }
      return verdict;
    });
    if (failing.length === 0) return passed();
    return failed({
      advice: `Give ${countLabel(failing.length, "link")} a real href (e.g. ${snippet(failing[0]!, (v) => shortUrl(v, 40))}) instead of script-only navigation.`,
      items: failing.map((a) => ({ value: snippet(a) })),
      display: `${countLabel(failing.length, "uncrawlable link")}`,
    });
  },
});
