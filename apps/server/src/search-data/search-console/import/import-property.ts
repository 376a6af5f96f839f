import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { MAX_ROW_LIMIT, type SearchAnalyticsRow, type SearchConsoleApi } from "../search-console-api";
import { importDays } from "./import-range";
import { IMPORT_DIMENSIONS, storeDay } from "./store-day";

export interface ImportTarget {
  projectId: string;
  workspaceId: string;
  property: string;
  importedThrough: string | null;
}

export interface ImportResult {
  days: number;
  rows: number;
  /** The newest day imported now; null when there was nothing to read. */
  through: string | null;
}

/**
 * Imports a project's property from Search Console, one day at a time (a day is read whole, page
 * by page with `startRow`, then stored in one transaction), oldest first; after each day the link
 * records how far it got, so a failure keeps what was done and the next run goes on from there.
 * The failure is recorded on the link (the project page shows it) and thrown.
 */
export async function importSearchConsole(
  db: Kysely<Database>,
  api: SearchConsoleApi,
  target: ImportTarget,
  now: Date,
  options: {
    rowLimit?: number;
    signal?: AbortSignal;
    onDay?: (day: string, rows: number) => Promise<void>;
  } = {},
): Promise<ImportResult> {
  const rowLimit = Math.min(options.rowLimit ?? MAX_ROW_LIMIT, MAX_ROW_LIMIT);
  const days = importDays(target.importedThrough, now);
  const result: ImportResult = { days: 0, rows: 0, through: null };
  try {
    for (const day of days) {
      options.signal?.throwIfAborted();
      const rows = await readDay(api, target.property, day, rowLimit);
      await storeDay(db, target, day, rows);
      await db
        .updateTable("search_console_links")
        .set({ imported_through: day })
        .where("project_id", "=", target.projectId)
        .execute();
      result.days++;
      result.rows += rows.length;
      result.through = day;
      await options.onDay?.(day, rows.length);
    }
  } catch (error) {
    await db
      .updateTable("search_console_links")
      .set({
        last_import_at: now.toISOString(),
        last_import_error: error instanceof Error ? error.message : String(error),
      })
      .where("project_id", "=", target.projectId)
      .execute();
    throw error;
  }
  await db
    .updateTable("search_console_links")
    .set({ last_import_at: now.toISOString(), last_import_error: null })
    .where("project_id", "=", target.projectId)
    .execute();
  return result;
}

/** Every row of one day: pages of `rowLimit` until one comes back short. */
async function readDay(
  api: SearchConsoleApi,
  property: string,
  day: string,
  rowLimit: number,
): Promise<SearchAnalyticsRow[]> {
  const rows: SearchAnalyticsRow[] = [];
  for (let startRow = 0; ; startRow += rowLimit) {
    const page = await api.query(property, {
      startDate: day,
      endDate: day,
      dimensions: [...IMPORT_DIMENSIONS],
      type: "web",
      dataState: "final",
      rowLimit,
      startRow,
    });
    for (const row of page) rows.push(row);
    if (page.length < rowLimit) return rows;
  }
}
