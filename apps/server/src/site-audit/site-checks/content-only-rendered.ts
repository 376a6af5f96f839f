import { sql } from "kysely";
import { defineSiteCheck, insertIssues, jsonObject, num } from "./site-check";

/**
 * url = an indexable rendered page whose HTML, before scripts run, has less than half of its
 * rendered words and at least `minWords` fewer: its content exists only after rendering.
 */
export default defineSiteCheck({
  id: "content-only-rendered",
  title: "Content only after JavaScript rendering",
  severity: "warning",
  description:
    "Most of the page's text is put there by its scripts: the HTML the server sends is nearly empty. Search engines that render do so later and not always; those that do not (and AI crawlers, link previews) see a page without content.",
  howToFix:
    "Render the main content on the server (server-side rendering, static generation or prerendering), so that the HTML already holds it; keep scripts for what is interactive.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [
      { key: "rawWords", label: "Words in the HTML" },
      { key: "renderedWords", label: "Words rendered" },
    ],
  },
  needsRendering: true,
  defaultOptions: { minWords: 50 },
  async run(db, crawlId, { minWords }) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id, NULL AS related_url_id,
               ${jsonObject(db, { rawWords: sql`p.raw_word_count`, renderedWords: sql`p.word_count` })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.indexable = 1 AND p.render_error IS NULL
          AND p.raw_word_count IS NOT NULL
          AND p.raw_word_count * 2 < p.word_count
          AND p.word_count - p.raw_word_count >= ${num(minWords)}
      `,
    );
  },
});
