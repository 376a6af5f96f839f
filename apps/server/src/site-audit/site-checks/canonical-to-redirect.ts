import { sql } from "kysely";
import { canonicalisedPages } from "./canonical-targets";
import { defineSiteCheck, insertIssues, isRedirect, jsonObject, SPIDER_ONLY } from "./site-check";

/** url = the page, related = its canonical URL, which redirects. */
export default defineSiteCheck({
  id: "canonical-to-redirect",
  title: "Canonical points to a redirect",
  severity: "warning",
  description:
    "A canonical URL should be the final, indexable URL; pointing it at a redirect sends conflicting signals and search engines may ignore it.",
  howToFix: "Replace the canonical URL with the redirect's final destination.",
  affects: "url",
  columns: {
    url: "Page",
    related: "Its canonical",
    detail: [
      { key: "status", label: "Status" },
      { key: "redirectsTo", label: "Redirects to" },
    ],
  },
  modes: SPIDER_ONLY,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`SELECT p.url_id, p.canonical_url_id AS related_url_id,
                 ${jsonObject(db, { status: sql`t.status`, redirectsTo: sql`t.redirect_target` })} AS detail
          ${canonicalisedPages(crawlId, isRedirect("t"))}`,
    );
  },
});
