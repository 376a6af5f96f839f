import {
  type CrawlPage,
  SEARCH_CONSOLE_AUDIT_DAYS,
  SEARCH_CONSOLE_LABEL,
  type SearchConsoleSource,
} from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import {
  searchConsoleNewestDate,
  searchConsolePageTotals,
  searchConsolePropertyCovering,
} from "../../search-data";

/**
 * The pages grid's Search Console columns (issue 30): with a property linked in the workspace that
 * covers the site's start URL, each page's clicks, impressions, CTR and position over the
 * property's last 28 imported days (null: Google reported nothing for that URL), and the window
 * itself for the label. Without one, the pages are returned as they are and the source is null.
 */
export async function withSearchConsoleFigures(
  db: Kysely<Database>,
  crawl: { workspace_id: string; site_id: string },
  items: CrawlPage[],
): Promise<{ items: CrawlPage[]; searchConsole: SearchConsoleSource | null }> {
  const site = await db
    .selectFrom("sites")
    .select("start_url")
    .where("id", "=", crawl.site_id)
    .executeTakeFirst();
  const property = site ? await searchConsolePropertyCovering(db, crawl.workspace_id, site.start_url) : null;
  if (!property) return { items, searchConsole: null };
  const to = await searchConsoleNewestDate(db, crawl.workspace_id, property);
  if (!to) return { items, searchConsole: null };
  const totals = await searchConsolePageTotals(
    db,
    crawl.workspace_id,
    property,
    items.map((page) => page.url),
    SEARCH_CONSOLE_AUDIT_DAYS,
  );
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (SEARCH_CONSOLE_AUDIT_DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return {
    items: items.map((page) => {
      const figures = totals.get(page.url);
      return {
        ...page,
        searchConsole: figures
          ? {
              clicks: figures.clicks,
              impressions: figures.impressions,
              ctr: figures.ctr,
              position: figures.position,
            }
          : null,
      };
    }),
    searchConsole: { property, source: SEARCH_CONSOLE_LABEL, from, to },
  };
}
