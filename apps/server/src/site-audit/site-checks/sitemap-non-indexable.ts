import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/**
 * url = a sitemap entry that is not an indexable 200 page; detail.reason says why: "status" (not
 * 200, including redirects and failures), "noindex", "canonicalised" (related = the canonical URL),
 * "robots" (blocked by robots.txt, so never fetched). Entries still queued are not judged yet.
 */
export default defineSiteCheck({
  id: "sitemap-non-indexable",
  title: "Sitemap lists URLs that are not indexable pages",
  severity: "warning",
  description:
    "A sitemap should list only the canonical, indexable URLs you want in search results; errors, redirects, noindex and canonicalised pages in it send mixed signals and waste crawl budget.",
  howToFix:
    "Remove the listed URLs from the sitemap, or list the final or canonical URL instead; fix the page if it should be indexable.",
  affects: "url",
  columns: {
    url: "Sitemap URL",
    related: "Canonical URL",
    detail: [
      { key: "reason", label: "Why" },
      { key: "status", label: "Status" },
    ],
  },
  // A list crawl reads no sitemap.
  modes: ["spider", "sitemap"],
  defaultOptions: {},
  async run(db, crawlId) {
    const reason = sql`
      CASE
        WHEN u.state = 'skipped' THEN 'robots'
        WHEN p.status IS NULL OR p.status <> 200 THEN 'status'
        WHEN p.non_indexable_reason IS NOT NULL THEN p.non_indexable_reason
        ELSE 'noindex'
      END`;
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT u.id AS url_id,
               CASE WHEN p.status IN (301, 302, 303, 307, 308) THEN p.redirect_url_id
                    WHEN p.status = 200 AND p.non_indexable_reason = 'canonicalised' THEN p.canonical_url_id END
                 AS related_url_id,
               ${jsonObject(db, { reason, status: sql`p.status` })} AS detail
        FROM crawl_urls u
        LEFT JOIN crawl_pages p ON p.url_id = u.id
        WHERE u.crawl_id = ${crawlId} AND u.in_sitemap = 1
          AND ((u.state = 'skipped' AND u.skip_reason = 'robots')
               OR (u.state = 'done' AND (p.status IS NULL OR p.status <> 200 OR p.indexable = 0)))
      `,
    );
  },
});
