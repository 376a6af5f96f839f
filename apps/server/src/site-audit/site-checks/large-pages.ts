import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, num } from "./site-check";

/** url = an HTML page whose document (uncompressed) is larger than `maxBytes`. */
export default defineSiteCheck({
  id: "large-pages",
  title: "Large HTML pages",
  severity: "warning",
  description:
    "A very large HTML document is slow to download and parse on phones, and search engines stop reading a document after a size limit, so content at the end of it may be ignored.",
  howToFix:
    "Move inline data, styles and scripts to files, paginate very long lists, and remove markup repeated on every page.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [
      { key: "bytes", label: "Size", format: "bytes" },
      { key: "maxBytes", label: "Threshold", format: "bytes" },
    ],
  },
  defaultOptions: { maxBytes: 1_048_576 },
  async run(db, crawlId, { maxBytes }) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id, NULL AS related_url_id,
               ${jsonObject(db, { bytes: sql`p.bytes`, maxBytes: num(maxBytes) })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.bytes > ${num(maxBytes)}
      `,
    );
  },
});
