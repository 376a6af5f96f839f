import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** A check date: a UTC day on which a run of the project completed, and that day's last completed run. */
export interface CheckDay {
  date: string;
  runId: string;
}

/**
 * The project's check dates since `since` (an ISO time), oldest first. A day with several runs
 * (a scheduled one and a "Check now") is represented by its last: what the project looked like at
 * the end of that day. Failed runs are left out: their observations may cover only some pages.
 */
export async function listCheckDays(
  db: Kysely<Database>,
  projectId: string,
  since: string,
): Promise<CheckDay[]> {
  const runs = await db
    .selectFrom("project_runs")
    .select(["id", "finished_at"])
    .where("project_id", "=", projectId)
    .where("state", "=", "completed")
    .where("finished_at", ">=", since)
    .orderBy("finished_at", "asc")
    .orderBy("id", "asc")
    .execute();
  const lastOfDay = new Map<string, string>();
  for (const run of runs) if (run.finished_at) lastOfDay.set(run.finished_at.slice(0, 10), run.id);
  return [...lastOfDay.entries()].map(([date, runId]) => ({ date, runId }));
}

/** Whether the project has a completed run before `since` (the period read is not its whole history). */
export async function hasChecksBefore(
  db: Kysely<Database>,
  projectId: string,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("project_runs")
    .select("id")
    .where("project_id", "=", projectId)
    .where("state", "=", "completed")
    .where("finished_at", "<", since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
