import type { Kysely } from "kysely";
import type { Database, SearchConsoleRowsTable } from "../../../db/schema";
import type { SearchAnalyticsRow } from "../search-console-api";

/**
 * Rows per INSERT: 11 values each, 11,000 parameters, under SQLite's 32,766 and PostgreSQL's
 * 65,535, and large enough that 100,000 rows take a hundred statements.
 */
export const ROWS_PER_INSERT = 1_000;

/** The dimensions every import asks for, in the order of each row's `keys`. */
export const IMPORT_DIMENSIONS = ["date", "query", "page", "country", "device"] as const;

/**
 * Replaces one day of a property's rows with what Google gave now, in one transaction: a re-import
 * of a day (late data, a retried job) leaves the same rows, never twice as many clicks.
 */
export async function storeDay(
  db: Kysely<Database>,
  target: { workspaceId: string; property: string },
  date: string,
  rows: readonly SearchAnalyticsRow[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("search_console_rows")
      .where("workspace_id", "=", target.workspaceId)
      .where("property", "=", target.property)
      .where("date", "=", date)
      .execute();
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const values: SearchConsoleRowsTable[] = [];
      for (const row of rows.slice(start, start + ROWS_PER_INSERT)) {
        const [, query, page, country, device] = row.keys;
        values.push({
          workspace_id: target.workspaceId,
          property: target.property,
          date,
          query: query ?? "",
          page: page ?? "",
          country: country ?? "",
          device: device ?? "",
          clicks: row.clicks,
          impressions: row.impressions,
          ctr: row.ctr,
          position: row.position,
        });
      }
      await trx.insertInto("search_console_rows").values(values).execute();
    }
  });
}
