import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { ProjectCheckTarget } from "./run-project-check";

/** Marks a run failed once its job has no attempt left (a completed run stays completed). */
export async function failRun(
  db: Kysely<Database>,
  projectId: string,
  target: ProjectCheckTarget,
  now: Date,
): Promise<void> {
  let query = db
    .updateTable("project_runs")
    .set({ state: "failed", finished_at: now.toISOString() })
    .where("project_id", "=", projectId)
    .where("state", "!=", "completed");
  query =
    target.trigger === "manual"
      ? query.where("id", "=", target.runId)
      : query.where("period_key", "=", target.periodKey);
  await query.execute();
}
