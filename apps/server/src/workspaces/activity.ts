import {
  ACTIVITY_RETENTION_DAYS,
  type ActivityList,
  type ActivityQuery,
  type ActivityType,
} from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { toPerson } from "./person";

const DAY_MS = 86_400_000;

/** The oldest moment the activity log still keeps. */
export function activityCutoff(now: Date): string {
  return new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS).toISOString();
}

/**
 * One page of a workspace's activity, newest first, filtered by person and
 * type; keyset-paged by id (ids are time-ordered), so new entries never shift
 * a page. Entries past the retention are never shown, swept or not.
 */
export async function listActivity(
  db: Kysely<Database>,
  workspaceId: string,
  query: ActivityQuery,
  now = new Date(),
): Promise<ActivityList> {
  let select = db
    .selectFrom("activity_log")
    .leftJoin("user", "user.id", "activity_log.actor_id")
    .select([
      "activity_log.id as id",
      "activity_log.type as type",
      "activity_log.summary as summary",
      "activity_log.created_at as createdAt",
      "activity_log.actor_id as actorId",
      "user.name as actorName",
    ])
    .where("activity_log.workspace_id", "=", workspaceId)
    .where("activity_log.created_at", ">=", activityCutoff(now));
  if (query.type) select = select.where("activity_log.type", "=", query.type);
  if (query.actorId) select = select.where("activity_log.actor_id", "=", query.actorId);
  if (query.before) select = select.where("activity_log.id", "<", query.before);
  const rows = await select
    .orderBy("activity_log.id", "desc")
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      type: row.type as ActivityType,
      actor: toPerson(row.actorId, row.actorName),
      summary: row.summary,
      createdAt: row.createdAt,
    })),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Deletes entries older than the retention, in every workspace; returns how many. */
export async function pruneActivity(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("activity_log")
    .where("created_at", "<", activityCutoff(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
