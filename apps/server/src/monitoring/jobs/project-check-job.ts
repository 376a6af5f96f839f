import type { AppDeps } from "../../app-env";
import type { JobKind } from "../../jobs/handlers";
import { failRun } from "../runs/fail-run";
import type { MonitoringDeps } from "../runs/monitoring-deps";
import { monitoringAllowance } from "../runs/plan-in-force";
import type { ProjectJobPayload } from "../runs/project-schedules";
import { type ProjectCheckTarget, runProjectCheck } from "../runs/run-project-check";
import { scheduledPeriodKey } from "../runs/scheduled-period";

export { PROJECT_CHECK_JOB } from "../runs/project-schedules";

/** A page takes seconds at worst (the fetch timeouts); a minute without progress means the worker is gone. */
export const PROJECT_CHECK_LEASE_MS = 60_000;

/**
 * Re-analyses a project's tracked pages (monitoring/runs/run-project-check.ts): a scheduled
 * job works on its period's run (day or ISO week of its due time, by the schedule the workspace's
 * plan allows today), "Check now" on the run the API created; either observes at most the plan's
 * tracked pages. Progress is reported after every page, which renews the lease; a job whose worker died
 * is taken over by another and goes on with the pages not yet observed.
 */
export function projectCheckJobKind(
  deps: Pick<AppDeps, "db" | "now">,
  monitoring: MonitoringDeps,
  options: {
    leaseMs?: number;
    /** Whether plans apply on this server (BILLING=on); without them every workspace has Pro's allowances. */
    billingEnabled?: boolean;
  } = {},
): JobKind {
  return {
    options: { concurrency: 1, leaseMs: options.leaseMs ?? PROJECT_CHECK_LEASE_MS },
    async handler({ job, payload, attempt, signal, reportProgress }) {
      const { projectId, trigger, runId } = payload as ProjectJobPayload;
      // The plan in force, not the one the project was set up under (a downgrade since).
      const allowance = await monitoringAllowance(deps.db, projectId, options.billingEnabled ?? false);
      // Deleted since (its schedules went with it).
      if (!allowance) return;
      let target: ProjectCheckTarget;
      if (trigger === "manual") {
        if (!runId) return;
        target = { trigger: "manual", runId };
      } else {
        // Switched off after this job was enqueued, or a plan that allows no schedule.
        if (allowance.pageSchedule === "off") return;
        target = { trigger: "schedule", periodKey: scheduledPeriodKey(job, allowance.pageSchedule) };
      }
      try {
        await runProjectCheck(monitoring, {
          projectId,
          target,
          jobId: job.id,
          maxPages: allowance.maxPages,
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
