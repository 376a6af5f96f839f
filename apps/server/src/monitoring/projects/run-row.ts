import type { ProjectRun } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ProjectRunsTable } from "../../db/schema";

/** Run states that still hold (or wait for) a worker. */
export const OPEN_RUN_STATES = ["queued", "running"] as const;

export function runFromRow(row: Selectable<ProjectRunsTable>): ProjectRun {
  return {
    id: row.id,
    jobId: row.job_id,
    trigger: row.trigger as ProjectRun["trigger"],
    state: row.state as ProjectRun["state"],
    pagesTotal: Number(row.pages_total),
    pagesDone: Number(row.pages_done),
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}
