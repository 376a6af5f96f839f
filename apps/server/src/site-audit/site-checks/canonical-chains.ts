import { sql } from "kysely";
import { canonicalisedPages } from "./canonical-targets";
import { defineSiteCheck, insertIssues, jsonObject, SPIDER_ONLY } from "./site-check";

/** url = the page, related = its canonical URL, which itself names another canonical (detail.next). */
export default defineSiteCheck({
  id: "canonical-chains",
  title: "Canonical chains",
  severity: "warning",
  description:
    "When a page's canonical URL is itself canonicalised to a third URL, search engines have to follow a chain of hints and may stop at the wrong one.",
  howToFix: "Point every canonical link straight at the final preferred URL.",
  affects: "url",
  columns: {
    url: "Page",
    related: "Its canonical",
    detail: [{ key: "next", label: "Which names" }],
  },
  modes: SPIDER_ONLY,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`SELECT p.url_id, p.canonical_url_id AS related_url_id, ${jsonObject(db, { next: sql`t.canonical` })} AS detail
          ${canonicalisedPages(crawlId, sql`t.status >= 200 AND t.status < 300 AND t.canonical_url_id IS NOT NULL AND t.canonical_url_id <> t.url_id`)}`,
    );
  },
});
