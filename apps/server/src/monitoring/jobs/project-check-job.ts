import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { defineJob } from "../../jobs/job-definition";
import { notifyChanges } from "../alerts/notify-changes";
import { appMonitoringDeps } from "../runs/app-monitoring-deps";
import { failRun } from "../runs/fail-run";
import type { MonitoringDeps } from "../runs/monitoring-deps";
import { monitoringAllowance } from "../runs/plan-in-force";
import { type ProjectCheckTarget, runProjectCheck } from "../runs/run-project-check";
import { scheduledPeriodKey } from "../runs/scheduled-period";

/** A page takes seconds at worst (the fetch timeouts); a minute without progress means the worker is gone. */
export const PROJECT_CHECK_LEASE_MS = 60_000;

/** The payload of both project job kinds (checks and recrawls), scheduled or from "Check now". */
export const ProjectJobPayload = z.object({
  projectId: z.string().min(1),
  trigger: z.enum(["schedule", "manual"]),
  /** A manual run's row (project_runs.id), created when "Check now" was pressed. */
  runId: z.string().min(1).optional(),
});
export type ProjectJobPayload = z.output<typeof ProjectJobPayload>;

/** The project check's name and payload: what "Check now" and the projects' schedules enqueue. */
export const projectCheckJobKind = { name: "project-check", payload: ProjectJobPayload };

export interface ProjectCheckJobDeps {
  monitoring: MonitoringDeps;
  /** Whether plans apply on this server (BILLING=on); without them every workspace has Pro's allowances. */
  billingEnabled: boolean;
  leaseMs: number;
}

/**
 * Re-analyses a project's tracked pages (monitoring/runs/run-project-check.ts): a scheduled
 * job works on its period's run (day or ISO week of its due time, by the schedule the workspace's
 * plan allows today), "Check now" on the run the API created; either observes at most the plan's
 * tracked pages. Progress is reported after every page, which renews the lease; a job whose worker died
 * is taken over by another and goes on with the pages not yet observed.
 */
export const projectCheckJob = defineJob({
  ...projectCheckJobKind,
  deps: (app: AppDeps): ProjectCheckJobDeps => ({
    monitoring: appMonitoringDeps(app, (input) => notifyChanges(app, input)),
    billingEnabled: app.billingEnabled,
    leaseMs: PROJECT_CHECK_LEASE_MS,
  }),
  options: (deps) => ({ concurrency: 1, leaseMs: deps.leaseMs }),
  async handler({ monitoring, billingEnabled }, { job, payload, attempt, signal, reportProgress }) {
    const { projectId, trigger, runId } = payload;
    const { db, now } = monitoring;
    // The plan in force, not the one the project was set up under (a downgrade since).
    const allowance = await monitoringAllowance(db, projectId, billingEnabled);
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
      if (attempt >= job.maxAttempts && !signal.aborted) await failRun(db, projectId, target, now());
      throw error;
    }
  },
});
