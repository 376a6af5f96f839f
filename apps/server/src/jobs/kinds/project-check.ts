import type { PageSchedule } from "@ranklens/shared";
import type { AppDeps } from "../../app-env";
import { failRun } from "../../services/monitoring/fail-run";
import type { MonitoringDeps } from "../../services/monitoring/monitoring-deps";
import type { ProjectJobPayload } from "../../services/monitoring/project-schedules";
import { type ProjectCheckTarget, runProjectCheck } from "../../services/monitoring/run-project-check";
import { scheduledPeriodKey } from "../../services/monitoring/scheduled-period";
import type { JobKind } from "../handlers";

export { PROJECT_CHECK_JOB } from "../../services/monitoring/project-schedules";

/** A page takes seconds at worst (the fetch timeouts); a minute without progress means the worker is gone. */
export const PROJECT_CHECK_LEASE_MS = 60_000;

/**
 * Re-analyses a project's tracked pages (services/monitoring/run-project-check.ts): a scheduled
 * job works on its period's run (day or ISO week of its due time), "Check now" on the run the API
 * created. Progress is reported after every page, which renews the lease; a job whose worker died
 * is taken over by another and goes on with the pages not yet observed.
 */
export function projectCheckJobKind(
  deps: Pick<AppDeps, "db" | "now">,
  monitoring: MonitoringDeps,
  options: { leaseMs?: number } = {},
): JobKind {
  return {
    options: { concurrency: 1, leaseMs: options.leaseMs ?? PROJECT_CHECK_LEASE_MS },
    async handler({ job, payload, attempt, signal, reportProgress }) {
      const { projectId, trigger, runId } = payload as ProjectJobPayload;
      const project = await deps.db
        .selectFrom("projects")
        .select("page_schedule")
        .where("id", "=", projectId)
        .executeTakeFirst();
      // Deleted since (its schedules went with it), or switched off after this job was enqueued.
      if (!project) return;
      let target: ProjectCheckTarget;
      if (trigger === "manual") {
        if (!runId) return;
        target = { trigger: "manual", runId };
      } else {
        if (project.page_schedule === "off") return;
        target = {
          trigger: "schedule",
          periodKey: scheduledPeriodKey(job, project.page_schedule as PageSchedule),
        };
      }
      try {
        await runProjectCheck(monitoring, {
          projectId,
          target,
          jobId: job.id,
          signal,
          onProgress: (progress) => reportProgress(progress),
        });
      } catch (error) {
        if (attempt >= job.maxAttempts && !signal.aborted)
          await failRun(deps.db, projectId, target, deps.now());
        throw error;
      }
    },
  };
}
