import { sql } from "kysely";
import { changedSignals, defineSiteCheck, insertIssues, jsonObject } from "./site-check";

/** url = a rendered page whose title, meta description or first H1 differs raw and rendered. */
export default defineSiteCheck({
  id: "rendering-changes-metadata",
  title: "JavaScript changes the title, description or H1",
  severity: "warning",
  description:
    "The page's scripts set or change its title, meta description or main heading. Search engines that do not render, and those that index the HTML before rendering it, see the other version; social previews and many tools never run scripts at all.",
  howToFix:
    "Serve the final title, meta description and H1 in the HTML (server-side rendering or prerendering), and let scripts leave them as they are.",
  affects: "url",
  columns: {
    url: "Page",
    related: null,
    detail: [{ key: "changed", label: "Changed by JavaScript" }],
  },
  needsRendering: true,
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(
      db,
      crawlId,
      this.id,
      sql`
        SELECT p.url_id, NULL AS related_url_id, ${jsonObject(db, { changed: changedSignals("p") })} AS detail
        FROM crawl_pages p
        WHERE p.crawl_id = ${crawlId} AND p.is_html = 1
          AND (p.render_changed LIKE '% title %' OR p.render_changed LIKE '% description %'
               OR p.render_changed LIKE '% h1 %')
      `,
    );
  },
});
