import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/**
 * url = an internal URL, related = a page linking to it with rel=nofollow; one row per (page,
 * target), anchor of a nofollow link; detail.allNofollow = 0 when the page also links there
 * without nofollow (the URL still gets that link's signal).
 */
export default defineSiteCheck({
  id: "internal-nofollow-links",
  title: "Internal links with nofollow",
  severity: "notice",
  description:
    "rel=nofollow on a link to your own page tells search engines not to pass signals through it; the page still gets crawled from elsewhere, but the link does not help it rank.",
  howToFix: "Remove rel=nofollow from internal links; keep pages out of the index with noindex instead.",
  affects: "related",
  columns: {
    url: "Linked URL",
    related: "Source page",
    detail: [
      { key: "anchor", label: "Anchor text" },
      { key: "allNofollow", label: "Every link nofollow", format: "bool" },
    ],
  },
  defaultOptions: {},
  async run(db, crawlId) {
    // From the crawl's blocks (unique crawl_id prefix) to their nofollow links: few rows once filtered.
    const nofollowPairs = sql`
      SELECT pb.page_url_id AS source_id, bl.target_url_id AS target_id, min(bl.anchor) AS anchor
      FROM crawl_link_blocks lb
      JOIN crawl_block_links bl ON bl.block_id = lb.id
      JOIN crawl_page_blocks pb ON pb.block_id = lb.id
      WHERE lb.crawl_id = ${crawlId} AND bl.nofollow = 1 AND pb.page_url_id <> bl.target_url_id
      GROUP BY pb.page_url_id, bl.target_url_id
    `;
    const followedToo = sql`
      EXISTS (
        SELECT 1 FROM crawl_page_blocks fb JOIN crawl_block_links fl ON fl.block_id = fb.block_id
        WHERE fb.page_url_id = l.source_id AND fl.target_url_id = l.target_id AND fl.nofollow = 0
      )`;
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT l.target_id AS url_id, l.source_id AS related_url_id,
               ${jsonObject(db, { anchor: sql`l.anchor`, allNofollow: sql`CASE WHEN ${followedToo} THEN 0 ELSE 1 END` })} AS detail
        FROM (${nofollowPairs}) l
        JOIN crawl_urls u ON u.id = l.target_id
        WHERE NOT (u.state = 'skipped' AND u.skip_reason = 'external')
      `,
    );
  },
});
