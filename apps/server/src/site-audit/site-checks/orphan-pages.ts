import { sql } from "kysely";
import { defineSiteCheck, insertIssues, SPIDER_ONLY } from "./site-check";

/**
 * url = a fetched page listed in a sitemap that no other crawled page links to, neither directly
 * nor through a redirect from a linked URL. The start URL is never an orphan.
 */
export default defineSiteCheck({
  id: "orphan-pages",
  title: "Orphan pages (in a sitemap, never linked)",
  severity: "warning",
  description:
    "A page that only a sitemap mentions gets no link signals from the rest of the site and no visitors from its navigation; search engines treat it as unimportant.",
  howToFix:
    "Link to the page from related pages or from the navigation, or drop it from the sitemap if it should not exist.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [],
  },
  modes: SPIDER_ONLY,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT u.id AS url_id, NULL AS related_url_id, NULL AS detail
        FROM crawl_urls u
        WHERE u.crawl_id = ${crawlId} AND u.in_sitemap = 1 AND u.state = 'done' AND u.is_resource = 0
          AND u.found_via <> 'start'
          AND NOT EXISTS (
            SELECT 1 FROM crawl_block_links bl JOIN crawl_page_blocks pb ON pb.block_id = bl.block_id
            WHERE bl.target_url_id = u.id AND pb.page_url_id <> u.id
          )
          AND u.id NOT IN (
            -- Targets of redirects that are linked: computed once (there is no index by redirect target).
            SELECT r.redirect_url_id
            FROM crawl_pages r
            WHERE r.crawl_id = ${crawlId} AND r.redirect_url_id IS NOT NULL
              AND EXISTS (
                SELECT 1 FROM crawl_block_links bl JOIN crawl_page_blocks pb ON pb.block_id = bl.block_id
                WHERE bl.target_url_id = r.url_id AND pb.page_url_id <> r.redirect_url_id
              )
          )
      `,
    );
  },
});
