import { isWhitespace } from "../../../text/whitespace";
import { defineCheck } from "../../check";
import type { AnchorFact } from "../../extract/html-facts";
import { resolveSimpleUrl } from "../../extract/simple-url";
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
export function isUncrawlable(
  anchor: AnchorFact,
  baseUrl: string,
  resolves: (href: string, baseUrl: string) => boolean = canResolve,
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
    return anchor.hasInlineHandler;
  }
  if (anchor.hrefRaw !== null && anchor.href === "") return true;
  if (JAVASCRIPT_VOID.test(rawHref)) return true;
  return !resolves(rawHref, baseUrl);
}

// `href.replace(/\s/g, "")`, without running the regex over the many hrefs that hold no whitespace.
function withoutWhitespace(href: string): string {
  for (let i = 0; i < href.length; i++) {
    if (isWhitespace(href.charCodeAt(i))) return href.replace(/\s/g, "");
  }
  return href;
}

function canResolve(href: string, baseUrl: string): boolean {
  try {
    new URL(href, baseUrl);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether WHATWG URL parsing of `href` against an http(s) base cannot fail, from its first
 * characters alone: a path, query or fragment reference (no scheme, no leading "//" or two backslashes,
 * which start a host) is resolved without any step that can fail. Leading control characters and
 * spaces are stripped by the parser, so those are left to the parser.
 */
function isPlainReference(href: string): boolean {
  if (href === "") return true;
  const first = href.charCodeAt(0);
  if (first === 0x2f || first === 0x5c) {
    const second = href.charCodeAt(1);
    return second !== 0x2f && second !== 0x5c;
  }
  if (first <= 0x20) return false;
  if (!isAsciiAlpha(first)) return true;
  // "letter (letter | digit | + | - | .)* :" is a scheme.
  for (let i = 1; i < href.length; i++) {
    const c = href.charCodeAt(i);
    if (c === 0x3a) return false;
    if (!(isAsciiAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) return true;
  }
  return true;
}

function isAsciiAlpha(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

/**
 * {@link canResolve} for one page: plain references against an http(s) base skip the parser
 * (see {@link isPlainReference}); other hrefs are parsed once each, as pages repeat their links.
 */
export function pageResolver(): (href: string, baseUrl: string) => boolean {
  const known = new Map<string, boolean>();
  let webBase: string | null = null;
  return (href, baseUrl) => {
    if (webBase !== baseUrl && /^https?:\/\//i.test(baseUrl) && canResolve("", baseUrl)) webBase = baseUrl;
    if (webBase === baseUrl && isPlainReference(href)) return true;
    // A plain absolute http(s) link resolves (simple-url.ts answers only where the parser succeeds).
    if (resolveSimpleUrl(href, null) !== undefined) return true;
    let ok = known.get(href);
    if (ok === undefined) {
      ok = canResolve(href, baseUrl);
      known.set(href, ok);
    }
    return ok;
  };
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
    // One base URL per page, so the resolver's memo may key on the href alone.
    const resolves = pageResolver();
    const failing = facts.anchors.filter((a) => isUncrawlable(a, facts.finalUrl, resolves));
    if (failing.length === 0) return passed();
    return failed(
      `Give ${countLabel(failing.length, "link")} a real href (e.g. ${snippet(failing[0]!)}) instead of script-only navigation.`,
      failing.map((a) => ({ value: snippet(a) })),
      `${countLabel(failing.length, "uncrawlable link")}`,
    );
  },
});
