import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { defineJob, scheduleJob } from "../../jobs/job-definition";
import { reportDeliveryDeps } from "../delivery/report-delivery-deps";
import { REPORT_DELIVERIES_CRON } from "../delivery/report-due";
import { sendScheduledReports } from "../delivery/send-scheduled-reports";
import { sendWeeklySummaries } from "../delivery/send-weekly-summaries";

/** The one cron schedule of report e-mails (daily, REPORT_DELIVERIES_CRON). */
export const REPORT_DELIVERIES_SCHEDULE = "report-deliveries";

/**
 * Every day: the weekly summaries and scheduled reports that are due and not sent yet. Each
 * e-mail is claimed before it is sent, so a retry, a second worker or the next day's run mails
 * only whom the period has not reached; failed sends make the attempt fail so the queue retries them.
 */
export const reportDeliveriesJob = defineJob({
  name: "report-deliveries",
  payload: z.object({}),
  deps: reportDeliveryDeps,
  options: { concurrency: 1, leaseMs: 15 * 60_000 },
  async handler(deps) {
    const summaries = await sendWeeklySummaries(deps);
    const reports = await sendScheduledReports(deps);
    deps.logger.info("report e-mails sent", { summaries, reports });
    const failed = summaries.failed + reports.failed;
    if (failed > 0) throw new Error(`${failed} report e-mail(s) could not be sent`);
  },
});

/**
 * Creates the schedule when it is missing or its time changed; otherwise leaves it alone, so
 * starting the app or a worker again never moves (or skips) the next run.
 */
export async function ensureReportDeliveriesSchedule(deps: Pick<AppDeps, "jobs">): Promise<void> {
  const existing = await deps.jobs.getSchedule(REPORT_DELIVERIES_SCHEDULE);
  if (existing?.cron === REPORT_DELIVERIES_CRON && existing.kind === reportDeliveriesJob.name) return;
  await scheduleJob(deps.jobs, REPORT_DELIVERIES_SCHEDULE, REPORT_DELIVERIES_CRON, reportDeliveriesJob, {});
}
