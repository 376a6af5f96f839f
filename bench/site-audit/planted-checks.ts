/**
 * Which site check must report which planted issue of the generated site: one row per (check id,
 * URL set), compared as sets with the crawl's JSON. The one table to edit when a check's id or
 * its affected/related URLs differ from what is assumed here.
 */
import { type CrawlJson, issueUrls } from "./crawl-cli";
import type { Planted } from "./site-manifest";

export interface PlantedCheck {
  checkId: string;
  /** What the URLs are, for the report. */
  what: string;
  /** Compare with the issue's affected URLs, or with its items' related URLs. */
  from: "affected" | "related";
  expected: (planted: Planted) => string[];
}

const flat = (groups: string[][]) => groups.flat().sort();

/**
 * Ids and URL roles as apps/server/src/site-audit/site-checks/ define them (each file's comment says
 * which URL is `url` and which `related`).
 */
export const PLANTED_CHECKS: PlantedCheck[] = [
  {
    checkId: "broken-internal-links",
    what: "404 targets",
    from: "affected",
    expected: (p) => p.brokenLinks.targets,
  },
  {
    checkId: "broken-internal-links",
    what: "pages linking to a 404",
    from: "related",
    expected: (p) => p.brokenLinks.sources,
  },
  {
    checkId: "redirect-chains",
    what: "chain starts (A→B→C)",
    from: "affected",
    expected: (p) => p.redirectChains.starts,
  },
  {
    checkId: "redirect-loops",
    what: "URLs in the loop",
    from: "affected",
    expected: (p) => p.redirectLoops.urls,
  },
  {
    checkId: "links-to-redirects",
    what: "linked redirects",
    from: "affected",
    expected: (p) => p.linksToRedirects.targets,
  },
  {
    checkId: "links-to-redirects",
    what: "pages linking to a redirect",
    from: "related",
    expected: (p) => p.linksToRedirects.sources,
  },
  {
    checkId: "duplicate-titles",
    what: "pages sharing a title",
    from: "affected",
    expected: (p) => flat(p.duplicateTitles.groups),
  },
  {
    checkId: "duplicate-descriptions",
    what: "pages sharing a description",
    from: "affected",
    expected: (p) => flat(p.duplicateDescriptions.groups),
  },
  {
    checkId: "duplicate-h1s",
    what: "pages sharing an H1",
    from: "affected",
    expected: (p) => flat(p.duplicateH1.groups),
  },
  {
    checkId: "duplicate-content",
    what: "exact duplicate pages",
    from: "affected",
    expected: (p) => flat(p.exactDuplicates.groups),
  },
  {
    checkId: "near-duplicate-content",
    what: "near-duplicate pages",
    from: "affected",
    expected: (p) => flat(p.nearDuplicates.groups),
  },
  {
    checkId: "orphan-pages",
    what: "in the sitemap, never linked",
    from: "affected",
    expected: (p) => p.orphans.urls,
  },
  {
    checkId: "sitemap-non-indexable",
    what: "noindex, canonicalised and non-200 sitemap entries",
    from: "affected",
    expected: (p) => [...p.sitemapNoindex.urls, ...p.sitemapCanonicalised.urls, ...p.sitemapNon200.urls],
  },
  {
    checkId: "deep-pages",
    what: "pages deeper than 3 clicks",
    from: "affected",
    expected: (p) => p.deepPages.urls,
  },
  {
    checkId: "links-to-canonicalised",
    what: "canonicalised pages linked internally",
    from: "affected",
    expected: (p) => p.canonicalised.urls,
  },
  {
    checkId: "hreflang-missing-return",
    what: "pages whose alternate does not link back",
    from: "affected",
    expected: (p) => p.hreflangMissingReturn.pages,
  },
  {
    checkId: "hreflang-missing-return",
    what: "alternates that do not link back",
    from: "related",
    expected: (p) => p.hreflangMissingReturn.targets,
  },
  {
    checkId: "hreflang-invalid-codes",
    what: "pages with an invalid hreflang code",
    from: "affected",
    expected: (p) => p.hreflangInvalidCode.pages,
  },
  {
    checkId: "non-indexable-pages",
    what: "noindex and canonicalised pages",
    from: "affected",
    expected: (p) => p.nonIndexable.urls,
  },
  { checkId: "thin-content", what: "pages under 200 words", from: "affected", expected: (p) => p.thin.urls },
  // Nothing of these is planted: a report here is a false positive.
  ...[
    "hreflang-no-x-default",
    "hreflang-to-non-200",
    "canonical-chains",
    "canonical-to-broken",
    "canonical-to-noindex",
    "canonical-to-redirect",
    "internal-nofollow-links",
    "mixed-content",
    "large-pages",
  ].map(
    (checkId): PlantedCheck => ({ checkId, what: "nothing planted", from: "affected", expected: () => [] }),
  ),
];

export interface PlantedOutcome {
  checkId: string;
  what: string;
  planted: number;
  /** null: the crawl reported no issue with this id at all. */
  found: number | null;
  missing: string[];
  extra: string[];
  ok: boolean;
}

export function comparePlanted(planted: Planted, json: CrawlJson): PlantedOutcome[] {
  return PLANTED_CHECKS.map((check) => {
    const expected = [...new Set(check.expected(planted))].sort();
    const found = issueUrls(json, check.checkId, check.from);
    const got = new Set(found ?? []);
    const want = new Set(expected);
    const missing = expected.filter((u) => !got.has(u));
    const extra = [...got].filter((u) => !want.has(u));
    return {
      checkId: check.checkId,
      what: check.what,
      planted: expected.length,
      found: found === null ? null : found.length,
      missing: missing.slice(0, 5),
      extra: extra.slice(0, 5),
      ok: found !== null && missing.length === 0 && extra.length === 0,
    };
  });
}

/** Issue ids the crawl reported with affected URLs that no planted row accounts for. */
export function unplannedIssues(json: CrawlJson): { id: string; count: number }[] {
  const known = new Set(PLANTED_CHECKS.map((c) => c.checkId));
  return json.issues
    .filter((i) => !known.has(i.id))
    .map((i) => ({ id: i.id, count: i.count ?? i.affectedUrls?.length ?? 0 }))
    .filter((i) => i.count > 0);
}
