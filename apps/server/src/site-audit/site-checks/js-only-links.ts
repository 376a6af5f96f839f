import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/** url = a rendered page with links that only its rendered DOM has. */
export default defineSiteCheck({
  id: "js-only-links",
  title: "Links only after JavaScript rendering",
  severity: "notice",
  description:
    "These pages have links that their scripts add: a crawler that does not run scripts never finds them, and a search engine finds them only once it has rendered the page, later. Pages reached only through such links are discovered slowly or not at all.",
  howToFix:
    "Put important links in the HTML the server sends as plain <a href> elements; the page's detail lists the links found only after rendering.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [{ key: "links", label: "Links only rendered" }],
  },
  needsRendering: true,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id, NULL AS related_url_id, ${jsonObject(db, { links: sql`p.js_only_links` })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.js_only_links > 0
      `,
    );
  },
});
