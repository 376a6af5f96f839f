import { parseLinkHeader } from "../extract/link-header";
import type { PageFacts } from "../extract/page-facts";
import { resolveUrl } from "./resolve-url";

/** A `<link>` in `<head>` or an HTTP `Link` header entry, as Lighthouse's LinkElements artifact sees it. */
export interface HeadLink {
  rel: string;
  hrefRaw: string;
  /** Resolved against the final URL; null when unresolvable. */
  href: string | null;
  hreflang: string;
  source: "head" | "headers";
}

/** Head `<link>` elements and `Link` header links; body links are left out (Lighthouse ignores them). */
export function headLinksOf(facts: Pick<PageFacts, "linkTags" | "headers" | "finalUrl">): HeadLink[] {
  const links: HeadLink[] = [];
  for (const l of facts.linkTags) {
    if (!l.inHead) continue;
    links.push({
      rel: l.rel,
      hrefRaw: l.hrefRaw,
      href: resolveUrl(l.hrefRaw, facts.finalUrl),
      hreflang: l.hreflang,
      source: "head",
    });
  }
  const header = facts.headers?.link;
  if (header) {
    for (const l of parseLinkHeader(header)) {
      links.push({
        rel: l.rel,
        hrefRaw: l.uri,
        href: resolveUrl(l.uri, facts.finalUrl),
        hreflang: l.hreflang,
        source: "headers",
      });
    }
  }
  return links;
}
