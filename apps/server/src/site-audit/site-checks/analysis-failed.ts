import { ANALYSIS_FAILED } from "@ranklens/engine";
import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/** url = a page that answered but that the analysis failed on, three times (visit-url.ts). */
export default defineSiteCheck({
  id: "analysis-failed",
  title: "Pages that could not be analysed",
  severity: "warning",
  description:
    "RankLens fetched these pages but its analysis failed on them, three times: they have no checks, scores or links in this crawl, so pages found only through them were not crawled. The crawl went on with every other page.",
  howToFix:
    "Open the page and look at what the reason names: a document far larger than the site's other pages, or markup nested thousands of levels deep, is hard for search engines too. If the page looks ordinary, report it to your RankLens administrator with the reason.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [
      { key: "status", label: "Status" },
      { key: "reason", label: "Why" },
    ],
  },
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id, NULL AS related_url_id,
               ${jsonObject(db, { status: sql`p.status`, reason: sql`p.error_message` })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.error_code = ${ANALYSIS_FAILED}
      `,
    );
  },
});
