import { sql } from "kysely";
import { redirectWalks } from "./redirect-hops";
import { defineSiteCheck, insertIssues, jsonObject, num, SPIDER_ONLY } from "./site-check";

/**
 * url = a redirecting URL whose redirect takes `minHops` or more hops to a URL that answers
 * (related = that final URL). Every URL of a chain that still has `minHops` ahead of it is
 * flagged, since links and sitemaps may lead to any of them. Loops are the next check's.
 */
export default defineSiteCheck({
  id: "redirect-chains",
  title: "Redirect chains",
  severity: "warning",
  description:
    "Each extra hop in a redirect chain adds a round trip for visitors, and crawlers give up after a few hops (Googlebot follows up to 10), so the final page may never be reached.",
  howToFix: "Redirect each URL in the chain straight to the final URL, and update links to point there.",
  affects: "url",
  columns: {
    url: "Redirecting URL",
    related: "Final URL",
    detail: [
      { key: "hops", label: "Hops" },
      { key: "truncated", label: "Cut short", format: "bool" },
    ],
  },
  modes: SPIDER_ONLY,
  defaultOptions: { minHops: 2, maxHops: 20 },
  async run(db, crawlId, { minHops, maxHops }) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT t.start_id AS url_id, t.at_id AS related_url_id,
               ${jsonObject(db, { hops: sql`t.hops`, truncated: sql`CASE WHEN t.hops >= ${num(maxHops)} THEN 1 ELSE 0 END` })} AS detail
        FROM (${redirectWalks(crawlId, maxHops)}) t
        WHERE t.looped = 0 AND t.hops >= ${num(minHops)}
      `,
    );
  },
});
