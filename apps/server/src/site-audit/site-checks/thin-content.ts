import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, num } from "./site-check";

/** url = an indexable HTML page whose main text has fewer than `minWords` words. */
export default defineSiteCheck({
  id: "thin-content",
  title: "Thin content",
  severity: "warning",
  description:
    "Pages with very little main text rarely answer a search well, and many of them can lower how search engines judge the whole site. Some pages (contact, login) are short by nature.",
  howToFix:
    "Expand pages meant to rank with useful content, merge near-empty pages into stronger ones, or mark pages that need not rank as noindex.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [
      { key: "words", label: "Words" },
      { key: "minWords", label: "Threshold" },
    ],
  },
  defaultOptions: { minWords: 200 },
  async run(db, crawlId, { minWords }) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id, NULL AS related_url_id,
               ${jsonObject(db, { words: sql`p.word_count`, minWords: num(minWords) })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.indexable = 1 AND p.word_count < ${num(minWords)}
      `,
    );
  },
});
