import { sql } from "kysely";
import { canonicalisedPages } from "./canonical-targets";
import { defineSiteCheck, insertIssues, SPIDER_ONLY } from "./site-check";

/** url = the page, related = its canonical URL, a 2xx page marked noindex. */
export default defineSiteCheck({
  id: "canonical-to-noindex",
  title: "Canonical points to a noindex page",
  severity: "warning",
  description:
    'Naming a noindex page as canonical says both "index that one instead" and "do not index it": search engines may end up indexing neither.',
  howToFix: "Remove noindex from the canonical page, or point the canonical link at an indexable page.",
  affects: "url",
  columns: {
    url: "Page",
    related: "Its canonical",
    detail: [],
  },
  modes: SPIDER_ONLY,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`SELECT p.url_id, p.canonical_url_id AS related_url_id, NULL AS detail
          ${canonicalisedPages(crawlId, sql`t.status >= 200 AND t.status < 300 AND t.non_indexable_reason = 'noindex'`)}`,
    );
  },
});
