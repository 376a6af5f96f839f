import { SEARCH_CONSOLE_AUDIT_DAYS } from "@ranklens/shared";
import { sql } from "kysely";
import { searchConsolePropertyCovering } from "../../search-data";
import { defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/**
 * With a Search Console property linked in the workspace that covers the crawl's start URL, the
 * crawled pages whose Google numbers (the property's last 28 imported days) contradict the site:
 * - url = an indexable page Google showed (impressions) that no other crawled page links to
 *   (spider crawls only: the others follow no links), the start URL aside;
 * - url = a page with clicks that robots.txt blocks or that says noindex.
 * detail: why, clicks, impressions. Without a linked property the check finds nothing to compare.
 * Search Console's page URLs (Google's canonical choice) are matched exactly.
 */
export default defineSiteCheck({
  id: "search-console-gaps",
  title: "Pages Google shows that the site hides (Search Console)",
  severity: "warning",
  description:
    "Search Console (about 2 days behind, last 28 days) shows these pages getting impressions or clicks, yet the crawl found them unlinked, blocked by robots.txt or noindexed: traffic the site is about to lose, or pages Google finds only through sitemaps and old links. Needs a Search Console property linked to a monitoring project of the workspace.",
  howToFix:
    "Link to an unlinked page from related pages or the navigation; for a page with clicks that is blocked or noindexed, remove the robots.txt rule or the noindex if the page should rank, or redirect it to the page that replaces it.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [
      { key: "reason", label: "Why" },
      { key: "clicks", label: "Clicks (28 days)" },
      { key: "impressions", label: "Impressions (28 days)" },
    ],
  },
  defaultOptions: {},
  async run(db, crawlId) {
    const crawl = await db
      .selectFrom("crawls")
      .innerJoin("sites", "sites.id", "crawls.site_id")
      .select(["crawls.workspace_id", "crawls.mode", "sites.start_url"])
      .where("crawls.id", "=", crawlId)
      .executeTakeFirst();
    if (!crawl) return;
    const property = await searchConsolePropertyCovering(db, crawl.workspace_id, crawl.start_url);
    if (!property) return;
    const newest = await db
      .selectFrom("search_console_rows")
      .select((eb) => eb.fn.max("date").as("newest"))
      .where("workspace_id", "=", crawl.workspace_id)
      .where("property", "=", property)
      .executeTakeFirst();
    if (!newest?.newest) return;
    const from = new Date(
      Date.parse(`${newest.newest}T00:00:00Z`) - (SEARCH_CONSOLE_AUDIT_DAYS - 1) * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    const spider = crawl.mode === "spider";
    const reason = sql<string>`CASE
      WHEN u.skip_reason = 'robots' OR p.non_indexable_reason = 'robots' THEN 'clicks, blocked by robots.txt'
      WHEN p.non_indexable_reason = 'noindex' THEN 'clicks, noindex'
      ELSE 'impressions, no internal link' END`;
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        WITH gsc AS (
          SELECT page, sum(clicks) AS clicks, sum(impressions) AS impressions
          FROM search_console_rows
          WHERE workspace_id = ${crawl.workspace_id} AND property = ${property} AND date >= ${from}
          GROUP BY page
        )
        SELECT u.id AS url_id, NULL AS related_url_id,
               ${jsonObject(db, { reason, clicks: sql`g.clicks`, impressions: sql`g.impressions` })} AS detail
        FROM gsc g
        JOIN crawl_urls u ON u.crawl_id = ${crawlId} AND u.url = g.page
        LEFT JOIN crawl_pages p ON p.url_id = u.id
        WHERE (
          g.clicks > 0 AND (
            u.skip_reason = 'robots' OR (p.indexable = 0 AND p.non_indexable_reason IN ('robots', 'noindex'))
          )
        ) OR (
          ${sql.lit(spider ? 1 : 0)} = 1 AND g.impressions > 0 AND u.found_via <> 'start'
          AND p.is_html = 1 AND p.indexable = 1 AND p.status >= 200 AND p.status < 300
          AND NOT EXISTS (
            SELECT 1 FROM crawl_block_links bl JOIN crawl_page_blocks pb ON pb.block_id = bl.block_id
            WHERE bl.target_url_id = u.id AND pb.page_url_id <> u.id
          )
        )
      `,
    );
  },
});
