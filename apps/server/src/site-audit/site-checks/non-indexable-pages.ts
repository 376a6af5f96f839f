import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/**
 * url = an HTML page that answered 2xx but cannot be indexed; detail.reason is the crawler's
 * ("noindex", "canonicalised" — related = the canonical URL —, "robots"). Error and redirect
 * responses are the link and redirect checks' business, not listed here.
 */
export default defineSiteCheck({
  id: "non-indexable-pages",
  title: "Non-indexable pages",
  severity: "notice",
  description:
    "These pages will not appear in search results as themselves. That is right for private, filtered or duplicate pages, and a costly mistake for pages meant to rank.",
  howToFix:
    "Check each reason: remove a stray noindex (meta robots or X-Robots-Tag), make the canonical link point at the page itself, or unblock it in robots.txt when the page should rank.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [{ key: "reason", label: "Why" }],
  },
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id,
               CASE WHEN p.non_indexable_reason = 'canonicalised' THEN p.canonical_url_id END AS related_url_id,
               ${jsonObject(db, { reason: sql`p.non_indexable_reason` })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.status >= 200 AND p.status < 300 AND p.indexable = 0
      `,
    );
  },
});
