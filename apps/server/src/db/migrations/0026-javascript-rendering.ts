import type { Kysely } from "kysely";

/**
 * JavaScript rendering (issue 28): what rendering changed on each page. `rendering` is the whole
 * comparison as JSON, for the page's detail; the other columns are what the site checks select on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite adds no more at a time.
  const columns = [
    ["rendering", "text"],
    // The changed signals, each between spaces (" title  links "): '' when none, null when not rendered.
    ["render_changed", "text"],
    ["raw_word_count", "integer"],
    ["js_only_links", "integer"],
    ["render_error", "text"],
  ] as const;
  for (const [name, type] of columns)
    await db.schema.alterTable("crawl_pages").addColumn(name, type).execute();
}
