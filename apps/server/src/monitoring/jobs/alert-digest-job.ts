import type { AppDeps } from "../../app-env";
import type { JobKind } from "../../jobs/handlers";
import { sendDigests } from "../alerts/send-digests";

export const ALERT_DIGEST_JOB = "alert-digest";
/** The one cron schedule of the daily digest: every day at 07:00 UTC. */
export const ALERT_DIGEST_SCHEDULE = "alert-digest";
export const ALERT_DIGEST_CRON = "0 7 * * *";

/**
 * The daily digest job. A retry after a crash or a failed send mails only the members not reached
 * yet (deliveries are recorded per change and member); failed sends make the attempt fail so the
 * queue retries them.
 */
export function alertDigestJobKind(deps: AppDeps): JobKind {
  return {
    options: { concurrency: 1, leaseMs: 10 * 60_000 },
    async handler() {
      const { sent, failed } = await sendDigests(deps);
      deps.logger.info("alert digests sent", { sent, failed });
      if (failed > 0) throw new Error(`${failed} digest e-mail(s) could not be sent`);
    },
  };
}

/**
 * Creates the digest's schedule when it is missing or its time changed; otherwise leaves it alone,
 * so starting the app or a worker again never moves (or skips) the next digest. Both job queues
 * keep schedules in the job_schedules table.
 */
export async function ensureAlertDigestSchedule(deps: Pick<AppDeps, "db" | "jobs">): Promise<void> {
  const existing = await deps.db
    .selectFrom("job_schedules")
    .select(["cron", "kind"])
    .where("name", "=", ALERT_DIGEST_SCHEDULE)
    .executeTakeFirst();
  if (existing?.cron === ALERT_DIGEST_CRON && existing.kind === ALERT_DIGEST_JOB) return;
  await deps.jobs.schedule(ALERT_DIGEST_SCHEDULE, ALERT_DIGEST_CRON, ALERT_DIGEST_JOB, {});
}
