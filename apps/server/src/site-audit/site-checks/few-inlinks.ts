import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, num, SPIDER_ONLY } from "./site-check";

/**
 * url = an indexable HTML page, not the start URL, that at least one and at most `maxInlinks`
 * other pages link to with a followed link (crawl_pages.unique_inlinks, computed when the crawl
 * finishes); related = one of them, the one the crawl met first. Pages nothing links to are
 * orphans (orphan-pages) or were reached another way, and are not listed here.
 */
export default defineSiteCheck({
  id: "few-inlinks",
  title: "Pages with only one internal link to them",
  severity: "notice",
  description:
    "A page one other page links to gets little link signal and few visitors from the rest of the site, and it drops out of the site's structure when that one link goes. Often it is an important page reachable only from an archive or a deep list.",
  howToFix:
    "Link to the page from related pages, its category or hub page, or the navigation, so that several pages lead to it.",
  affects: "url",
  columns: {
    url: "Page",
    related: "Linked from",
    detail: [
      { key: "inlinks", label: "Linking pages" },
      { key: "linkScore", label: "Link score" },
    ],
  },
  modes: SPIDER_ONLY,
  defaultOptions: { maxInlinks: 1 },
  async run(db, crawlId, { maxInlinks }) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id,
               (SELECT MIN(pb.page_url_id) FROM crawl_block_links bl
                JOIN crawl_page_blocks pb ON pb.block_id = bl.block_id
                WHERE bl.target_url_id = p.url_id AND bl.nofollow = 0 AND pb.page_url_id <> p.url_id
               ) AS related_url_id,
               ${jsonObject(db, { inlinks: sql`p.unique_inlinks`, linkScore: sql`p.link_score` })} AS detail
        FROM crawl_pages p
        JOIN crawl_urls u ON u.id = p.url_id
        WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.indexable = 1
          AND p.unique_inlinks >= 1 AND p.unique_inlinks <= ${num(maxInlinks)}
          AND u.found_via <> 'start'
      `,
    );
  },
});
