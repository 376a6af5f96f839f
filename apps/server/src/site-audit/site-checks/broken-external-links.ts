import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, linksToExternal, SPIDER_ONLY } from "./site-check";

/**
 * url = the external URL, related = the page linking to it; one row per (page, target). Broken is
 * what the other site answered as broken: 404, 410 or 5xx. 401, 403, 429 and the like usually mean
 * "not for crawlers", and a timeout may pass: those are not called broken. A host that cannot be
 * reached at all is external-hosts-unreachable (whose cause may be this server's own network).
 */
export default defineSiteCheck({
  id: "broken-external-links",
  title: "Broken external links",
  severity: "warning",
  description:
    "Links to other sites that are gone send visitors to a dead end and make the page look neglected; a page that cites sources loses them.",
  howToFix: "Point each link at the page's new address or an archived copy, or remove it.",
  affects: "related",
  columns: {
    url: "External URL",
    related: "Source page",
    detail: [
      { key: "status", label: "Status" },
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
               ${jsonObject(db, { anchor: sql`l.anchor`, status: sql`e.status` })} AS detail
        FROM (${linksToExternal(crawlId, sql`(e.status IN (404, 410) OR e.status >= 500)`)}) l
        JOIN crawl_external_checks e ON e.url_id = l.target_id
      `,
    );
  },
});
