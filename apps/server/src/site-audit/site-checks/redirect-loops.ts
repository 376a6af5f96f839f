import { sql } from "kysely";
import { redirectWalks } from "./redirect-hops";
import { defineSiteCheck, insertIssues, jsonObject, SPIDER_ONLY } from "./site-check";

/** url = a URL whose redirects come back to a URL already passed (related = where the loop closes). */
export default defineSiteCheck({
  id: "redirect-loops",
  title: "Redirect loops",
  severity: "error",
  description:
    "A redirect that leads back to itself never reaches a page: browsers show an error and search engines drop the URL.",
  howToFix:
    "Break the loop: make one URL of it answer 200 (or redirect every URL of it to a page that does).",
  affects: "url",
  columns: {
    url: "Redirecting URL",
    related: "Loops back at",
    detail: [{ key: "hops", label: "Hops" }],
  },
  modes: SPIDER_ONLY,
  defaultOptions: { maxHops: 20 },
  async run(db, crawlId, { maxHops }) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT t.start_id AS url_id, t.at_id AS related_url_id, ${jsonObject(db, { hops: sql`t.hops` })} AS detail
        FROM (${redirectWalks(crawlId, maxHops)}) t
        WHERE t.looped = 1
      `,
    );
  },
});
