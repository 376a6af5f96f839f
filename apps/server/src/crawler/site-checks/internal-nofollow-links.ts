import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, linkPairs } from "./site-check";

/**
 * url = an internal URL, related = a page linking to it with rel=nofollow; one row per (page,
 * target) when any of the page's links there is nofollow (detail.allNofollow = 1 when every one is).
 */
export default defineSiteCheck({
  id: "internal-nofollow-links",
  title: "Internal links with nofollow",
  severity: "notice",
  description:
    "rel=nofollow on a link to your own page tells search engines not to pass signals through it; the page still gets crawled from elsewhere, but the link does not help it rank.",
  howToFix: "Remove rel=nofollow from internal links; keep pages out of the index with noindex instead.",
  affects: "related",
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT l.target_id AS url_id, l.source_id AS related_url_id,
               ${jsonObject(db, { anchor: sql`l.anchor`, allNofollow: sql`l.all_nofollow` })} AS detail
        FROM (${linkPairs(crawlId)}) l
        JOIN crawl_urls u ON u.id = l.target_id
        WHERE l.any_nofollow = 1 AND NOT (u.state = 'skipped' AND u.skip_reason = 'external')
      `,
    );
  },
});
