import { sql } from "kysely";
import { defineSiteCheck, insertIssues, isRedirect, jsonObject, linksTo, SPIDER_ONLY } from "./site-check";

/** url = the redirecting URL, related = the page linking to it; one row per (page, target). */
export default defineSiteCheck({
  id: "links-to-redirects",
  title: "Internal links to redirects",
  severity: "warning",
  description:
    "Every link to a redirect costs visitors and crawlers an extra request, and search engines may pass less signal through it than through a direct link.",
  howToFix: "Update each link to point straight at the redirect's final URL.",
  affects: "related",
  columns: {
    url: "Redirecting URL",
    related: "Source page",
    detail: [
      { key: "status", label: "Status" },
      { key: "redirectsTo", label: "Redirects to" },
      { key: "anchor", label: "Anchor text" },
    ],
  },
  modes: SPIDER_ONLY,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT l.target_id AS url_id, l.source_id AS related_url_id,
               ${jsonObject(db, { anchor: sql`l.anchor`, status: sql`p.status`, redirectsTo: sql`p.redirect_target` })} AS detail
        FROM (${linksTo(crawlId, isRedirect("t"))}) l
        JOIN crawl_pages p ON p.url_id = l.target_id
      `,
    );
  },
});
