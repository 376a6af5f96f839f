import { sql } from "kysely";
import { canonicalisedPages } from "./canonical-targets";
import { defineSiteCheck, insertIssues, isBroken, jsonObject, SPIDER_ONLY } from "./site-check";

/** url = the page, related = its canonical URL, which answers 4xx/5xx or not at all. */
export default defineSiteCheck({
  id: "canonical-to-broken",
  title: "Canonical points to a broken URL",
  severity: "error",
  description:
    "A canonical link to an error page asks search engines to index a page that does not exist; they ignore the hint and may pick a version you did not want.",
  howToFix: "Point the canonical link at the working URL of the preferred page (often the page itself).",
  affects: "url",
  columns: {
    url: "Page",
    related: "Its canonical",
    detail: [{ key: "status", label: "Status" }],
  },
  modes: SPIDER_ONLY,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`SELECT p.url_id, p.canonical_url_id AS related_url_id, ${jsonObject(db, { status: sql`t.status` })} AS detail
          ${canonicalisedPages(crawlId, isBroken("t"))}`,
    );
  },
});
