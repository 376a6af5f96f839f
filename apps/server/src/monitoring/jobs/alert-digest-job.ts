import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { defineJob, scheduleJob } from "../../jobs/job-definition";
import { sendDigests } from "../alerts/send-digests";

/** The one cron schedule of the daily digest: every day at 07:00 UTC. */
export const ALERT_DIGEST_SCHEDULE = "alert-digest";
export const ALERT_DIGEST_CRON = "0 7 * * *";

/**
 * The daily digest job. A retry after a crash or a failed send mails only the members not reached
 * yet (deliveries are recorded per change and member); failed sends make the attempt fail so the
 * queue retries them.
 */
export const alertDigestJob = defineJob({
  name: "alert-digest",
  payload: z.object({}),
  deps: (app: AppDeps) => app,
  options: { concurrency: 1, leaseMs: 10 * 60_000 },
  async handler(app) {
    const { sent, failed } = await sendDigests(app);
    app.logger.info("alert digests sent", { sent, failed });
    if (failed > 0) throw new Error(`${failed} digest e-mail(s) could not be sent`);
  },
});

/**
 * Creates the digest's schedule when it is missing or its time changed; otherwise leaves it alone,
 * so starting the app or a worker again never moves (or skips) the next digest.
 */
export async function ensureAlertDigestSchedule(deps: Pick<AppDeps, "jobs">): Promise<void> {
  const existing = await deps.jobs.getSchedule(ALERT_DIGEST_SCHEDULE);
  if (existing?.cron === ALERT_DIGEST_CRON && existing.kind === alertDigestJob.name) return;
  await scheduleJob(deps.jobs, ALERT_DIGEST_SCHEDULE, ALERT_DIGEST_CRON, alertDigestJob, {});
}
