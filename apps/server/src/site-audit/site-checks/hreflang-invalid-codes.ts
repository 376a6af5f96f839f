import { sql } from "kysely";
import { isValidHreflang } from "./language-code";
import { defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/**
 * url = a page with an hreflang annotation whose code is invalid (related = the annotation's
 * target; one row per (page, code)). The codes are judged in TypeScript against the runtime's
 * language and region data — a crawl has a few dozen distinct codes, and SQL has no such table —
 * and the rows are then picked in SQL like every other check.
 */
export default defineSiteCheck({
  id: "hreflang-invalid-codes",
  title: "Invalid hreflang language codes",
  severity: "warning",
  description:
    "Search engines ignore an hreflang annotation whose code is not an ISO 639-1 language (optionally with an ISO 3166-1 region) or x-default, such as en-UK or en_US.",
  howToFix:
    "Use codes like en, en-GB, pt-BR or x-default (language first, then the region; the United Kingdom is GB).",
  affects: "url",
  columns: {
    url: "Page",
    related: "Alternate",
    detail: [{ key: "lang", label: "Language code" }],
  },
  defaultOptions: {},
  async run(db, crawlId) {
    const codes = await db
      .selectFrom("crawl_hreflang")
      .select("lang")
      .distinct()
      .where("crawl_id", "=", crawlId)
      .execute();
    const invalid = codes.map(({ lang }) => lang).filter((lang) => !isValidHreflang(lang));
    if (invalid.length === 0) return;
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT h.page_url_id AS url_id, min(h.target_url_id) AS related_url_id, ${jsonObject(db, { lang: sql`h.lang` })} AS detail
        FROM crawl_hreflang h
        WHERE h.crawl_id = ${crawlId} AND h.lang IN (${sql.join(invalid)})
        GROUP BY h.page_url_id, h.lang
      `,
    );
  },
});
