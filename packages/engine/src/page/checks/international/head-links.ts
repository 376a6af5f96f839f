import { parseLinkHeader } from "../../extract/link-header";
import type { PageFacts } from "../../extract/page-facts";
import { resolveSimpleUrl } from "../../extract/simple-url";

/** A `<link>` in `<head>` or an HTTP `Link` header entry, as Lighthouse's LinkElements artifact sees it. */
export interface HeadLink {
  rel: string;
  hrefRaw: string;
  /** Resolved against the final URL; null when unresolvable. */
  href: string | null;
  hreflang: string;
  source: "head" | "headers";
}

function resolve(raw: string, base: string): string | null {
  // Plain links need no parsing (see simple-url.ts); the rest, and every failure, is the parser's.
  const simple = resolveSimpleUrl(raw, base);
  if (simple !== undefined) return simple;
  try {
    return new URL(raw, base).href;
  } catch {
    return null;
  }
}

/** Head `<link>` elements and `Link` header links; body links are left out (Lighthouse ignores them). */
export function headLinks(facts: PageFacts): HeadLink[] {
  const links: HeadLink[] = [];
  for (const l of facts.linkTags) {
    if (!l.inHead) continue;
    links.push({
      rel: l.rel,
      hrefRaw: l.hrefRaw,
      href: resolve(l.hrefRaw, facts.finalUrl),
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
        href: resolve(l.uri, facts.finalUrl),
        hreflang: l.hreflang,
        source: "headers",
      });
    }
  }
  return links;
}
