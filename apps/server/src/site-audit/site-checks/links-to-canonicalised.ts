import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, linksTo, SPIDER_ONLY } from "./site-check";

/**
 * url = a 2xx HTML page canonicalised to another URL, related = a page linking to it; one row per
 * (page, target).
 */
export default defineSiteCheck({
  id: "links-to-canonicalised",
  title: "Internal links to canonicalised pages",
  severity: "notice",
  description:
    "Links to a page that names another URL as canonical point visitors and crawlers at the version you asked search engines not to index, and weaken the canonical hint.",
  howToFix: "Link to the canonical URL instead.",
  affects: "related",
  columns: {
    url: "Linked URL",
    related: "Source page",
    detail: [
      { key: "canonical", label: "Its canonical" },
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
               ${jsonObject(db, { anchor: sql`l.anchor`, canonical: sql`p.canonical` })} AS detail
        FROM (${linksTo(
          crawlId,
          sql`t.is_html = 1 AND t.status >= 200 AND t.status < 300 AND t.canonical_url_id IS NOT NULL AND t.canonical_url_id <> t.url_id`,
        )}) l
        JOIN crawl_pages p ON p.url_id = l.target_id
      `,
    );
  },
});
