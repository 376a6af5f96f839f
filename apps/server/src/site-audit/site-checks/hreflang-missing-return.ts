import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, SPIDER_ONLY } from "./site-check";

/**
 * url = a page with an hreflang annotation to another crawled 200 page that does not annotate
 * back (related = that page). One row per (page, target); detail.lang is the first language code
 * the page gives the target. Targets that were not fetched are not judged.
 */
export default defineSiteCheck({
  id: "hreflang-missing-return",
  title: "hreflang without a return link",
  severity: "warning",
  description:
    "Search engines use hreflang pairs only when both pages point at each other; a one-way annotation is ignored, so the right language version may not be shown.",
  howToFix:
    "Add an hreflang link back from each alternate page to this page (every page of a set lists all of them, itself included).",
  affects: "url",
  columns: {
    url: "Page",
    related: "Alternate",
    detail: [{ key: "lang", label: "Language code" }],
  },
  modes: SPIDER_ONLY,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT h.page_url_id AS url_id, h.target_url_id AS related_url_id, ${jsonObject(db, { lang: sql`min(h.lang)` })} AS detail
        FROM crawl_hreflang h
        JOIN crawl_pages t ON t.url_id = h.target_url_id
        WHERE h.crawl_id = ${crawlId} AND h.target_url_id <> h.page_url_id AND t.status = 200
          AND NOT EXISTS (
            SELECT 1 FROM crawl_hreflang r
            WHERE r.crawl_id = ${crawlId} AND r.page_url_id = h.target_url_id AND r.target_url_id = h.page_url_id
          )
        GROUP BY h.page_url_id, h.target_url_id
      `,
    );
  },
});
