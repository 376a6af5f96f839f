import { sql } from "kysely";
import {
  defineSiteCheck,
  insertIssues,
  jsonObject,
  linksToExternal,
  REDIRECT_STATUSES,
  SPIDER_ONLY,
} from "./site-check";

/** url = the external URL that redirects, related = the page linking to it; one row per (page, target). */
export default defineSiteCheck({
  id: "external-redirects",
  title: "External links to redirects",
  severity: "notice",
  description:
    "A link to another site that redirects still works, but the target moved: after a while such links often end on a home page or a parked domain.",
  howToFix:
    "Update each link to the address it redirects to, once you have checked that is still the page you meant.",
  affects: "related",
  columns: {
    url: "External URL",
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
               ${jsonObject(db, { anchor: sql`l.anchor`, status: sql`e.status`, redirectsTo: sql`e.location` })} AS detail
        FROM (${linksToExternal(crawlId, sql`e.status IN ${REDIRECT_STATUSES}`)}) l
        JOIN crawl_external_checks e ON e.url_id = l.target_id
      `,
    );
  },
});
