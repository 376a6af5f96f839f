import { sql } from "kysely";
import { changedSignals, defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/** url = a rendered page whose robots meta tag or canonical link differs raw and rendered. */
export default defineSiteCheck({
  id: "rendering-changes-indexing",
  title: "JavaScript changes the robots tag or canonical",
  severity: "error",
  description:
    "The page's scripts add, remove or change its robots meta tag or canonical link. Search engines read the HTML first and may act on it before they render (a noindex in the HTML keeps the page from ever being rendered), so the page says two different things about whether and where it should be indexed.",
  howToFix:
    "Put the robots meta tag and the canonical link in the HTML the server sends, with the values you want indexed, and stop scripts from changing them.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [{ key: "changed", label: "Changed by JavaScript" }],
  },
  needsRendering: true,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id, NULL AS related_url_id, ${jsonObject(db, { changed: changedSignals("p") })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.is_html = 1
          AND (p.render_changed LIKE '% robots %' OR p.render_changed LIKE '% canonical %')
      `,
    );
  },
});
