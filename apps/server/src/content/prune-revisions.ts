import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/**
 * How much history an item keeps: its last `recent` revisions, and of older
 * ones only the last revision of each day (UTC). Recent work can be undone
 * save by save; older work day by day; and the revisions of one item cannot
 * grow faster than one per day once it has `recent` of them.
 */
export const REVISION_RETENTION = { recent: 50 } as const;

/**
 * Deletes the revisions of an item that the retention no longer keeps, given
 * the version just written. Call it in the transaction that wrote that
 * version, so a save and its pruning commit or roll back together.
 */
export async function pruneRevisions(
  trx: Kysely<Database>,
  contentId: string,
  latestVersion: number,
): Promise<void> {
  const newestOld = latestVersion - REVISION_RETENTION.recent;
  if (newestOld < 1) return;
  // created_at is an ISO 8601 UTC string in both dialects: its first 10 characters are the day.
  const day = sql`substr(created_at, 1, 10)`;
  await trx
    .deleteFrom("content_revisions")
    .where("content_id", "=", contentId)
    .where("version", "<=", newestOld)
    .where("version", "not in", (eb) =>
      eb
        .selectFrom("content_revisions")
        .select((e) => e.fn.max("version").as("version"))
        .where("content_id", "=", contentId)
        .where("version", "<=", newestOld)
        .groupBy(day),
    )
    .execute();
}
