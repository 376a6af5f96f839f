import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { addDays } from "./import/import-range";

/** A query's or page's Search Console numbers over a window of days. */
export interface SearchConsoleTotals {
  clicks: number;
  impressions: number;
  /** clicks / impressions; null without impressions. */
  ctr: number | null;
  /** Average position weighted by impressions (as Search Console averages it); null without impressions. */
  position: number | null;
  /** The newest day in the window with a row for it. */
  newestDate: string;
}

/** Keys per IN list: far under either database's parameter limit. */
const KEYS_PER_QUERY = 500;

/** The newest day imported for a property in a workspace, or null before any import. */
export async function searchConsoleNewestDate(
  db: Kysely<Database>,
  workspaceId: string,
  property: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("search_console_rows")
    .select((eb) => eb.fn.max("date").as("newest"))
    .where("workspace_id", "=", workspaceId)
    .where("property", "=", property)
    .executeTakeFirst();
  return row?.newest ?? null;
}

/**
 * Per search query: clicks, impressions, CTR and average position over the property's last `days`
 * imported days (ending at its newest day, not today: Search Console is about two days behind).
 * Queries without a row in the window are absent.
 */
export function searchConsoleQueryTotals(
  db: Kysely<Database>,
  workspaceId: string,
  property: string,
  queries: readonly string[],
  days: number,
): Promise<Map<string, SearchConsoleTotals>> {
  return totalsBy(db, workspaceId, property, "query", queries, days);
}

/** The same per page URL (as Search Console reports it: the canonical URL Google chose). */
export function searchConsolePageTotals(
  db: Kysely<Database>,
  workspaceId: string,
  property: string,
  urls: readonly string[],
  days: number,
): Promise<Map<string, SearchConsoleTotals>> {
  return totalsBy(db, workspaceId, property, "page", urls, days);
}

async function totalsBy(
  db: Kysely<Database>,
  workspaceId: string,
  property: string,
  column: "query" | "page",
  keys: readonly string[],
  days: number,
): Promise<Map<string, SearchConsoleTotals>> {
  const totals = new Map<string, SearchConsoleTotals>();
  const newest = await searchConsoleNewestDate(db, workspaceId, property);
  if (!newest || keys.length === 0) return totals;
  const from = addDays(newest, -(days - 1));
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += KEYS_PER_QUERY) {
    const rows = await db
      .selectFrom("search_console_rows")
      .select([
        `${column} as key`,
        sql<string | number>`sum(clicks)`.as("clicks"),
        sql<string | number>`sum(impressions)`.as("impressions"),
        sql<string | number | null>`sum(position * impressions)`.as("weighted"),
        sql<string>`max(date)`.as("newest"),
      ])
      .where("workspace_id", "=", workspaceId)
      .where("property", "=", property)
      .where("date", ">=", from)
      .where(column, "in", unique.slice(start, start + KEYS_PER_QUERY))
      .groupBy(column)
      .execute();
    for (const row of rows) {
      const clicks = Number(row.clicks);
      const impressions = Number(row.impressions);
      totals.set(row.key as string, {
        clicks,
        impressions,
        ctr: impressions > 0 ? clicks / impressions : null,
        position: impressions > 0 ? Number(row.weighted) / impressions : null,
        newestDate: row.newest,
      });
    }
  }
  return totals;
}
