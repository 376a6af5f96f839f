import { sql } from "kysely";
import { defineSiteCheck, insertIssues } from "./site-check";

/** url = a page with hreflang annotations, none of them x-default. */
export default defineSiteCheck({
  id: "hreflang-no-x-default",
  title: "hreflang set without x-default",
  severity: "notice",
  description:
    "x-default names the page for searchers whose language matches none of the alternates; without it search engines choose one themselves.",
  howToFix:
    'Add <link rel="alternate" hreflang="x-default" href="…"> to every page of the set, pointing at the language chooser or the main version.',
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [],
  },
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT h.page_url_id AS url_id, NULL AS related_url_id, NULL AS detail
        FROM crawl_hreflang h
        WHERE h.crawl_id = ${crawlId}
        GROUP BY h.page_url_id
        HAVING max(CASE WHEN lower(h.lang) = 'x-default' THEN 1 ELSE 0 END) = 0
      `,
    );
  },
});
