import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, linksToExternal, SPIDER_ONLY } from "./site-check";

/**
 * url = the external URL whose host did not resolve or refused the connection, related = the page
 * linking to it. Listed only when some other external host answered the same crawl: when none did,
 * the crawling server is most likely offline or firewalled, and nothing is said about the links.
 */
export default defineSiteCheck({
  id: "external-hosts-unreachable",
  title: "External links to hosts that cannot be reached",
  severity: "notice",
  description:
    "The linked site's name did not resolve, or its server refused the connection, from the server that crawled: the domain may have expired or the site be gone. A firewall or an outage on either side gives the same answer, so check a few by hand before you edit.",
  howToFix:
    "Open a few of the links: remove or replace those whose site is gone, and keep those that work from elsewhere.",
  affects: "related",
  columns: {
    url: "External URL",
    related: "Source page",
    detail: [
      { key: "error", label: "Error" },
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
               ${jsonObject(db, { anchor: sql`l.anchor`, error: sql`e.error_code` })} AS detail
        FROM (${linksToExternal(
          crawlId,
          sql`e.error_code IN ('DNS_FAILURE', 'CONNECT_FAILED') AND EXISTS (
            SELECT 1 FROM crawl_external_checks x WHERE x.crawl_id = e.crawl_id AND x.status IS NOT NULL
          )`,
        )}) l
        JOIN crawl_external_checks e ON e.url_id = l.target_id
      `,
    );
  },
});
