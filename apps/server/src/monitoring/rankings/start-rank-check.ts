import { PLANS, type PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { enqueueJob } from "../../jobs/job-definition";
import type { Job, JobQueue } from "../../jobs/job-queue";
import { planIncludes } from "../../quota/plan-limits";
import { UPGRADE_URL } from "../../quota/reserve-monthly-count";
import { consumeRateLimit } from "../../rate-limit/consume-rate-limit";
import type { Actor } from "../../workspaces/actor";
import { rankCheckJobKind } from "../jobs/rank-check-job";
import { findProject } from "../projects/find-project";

/** Live checks a project may start per UTC day: each one is paid for at the provider. */
export const RANK_CHECKS_PER_DAY = 10;

/**
 * "Check now" for rankings: a live check of every tracked keyword, in a rank-check job. Live
 * checks are the plan's "Real-time rank monitoring" (Pro, when plans apply); the project must
 * have a provider and keywords; while one is queued or running, pressing again returns it; at
 * most RANK_CHECKS_PER_DAY a day (429 beyond).
 */
export async function startRankCheck(
  db: Kysely<Database>,
  jobs: JobQueue,
  actor: Actor & { plan: PlanId; billingEnabled: boolean },
  projectId: string,
  now: Date,
): Promise<{ job: Job; projectName: string }> {
  const project = await findProject(db, actor.workspaceId, projectId);
  if (!planIncludes(actor.plan, actor.billingEnabled, "rankMonitoring"))
    throw new AppError(
      "PAYMENT_REQUIRED",
      `Real-time rank checks are part of the Pro plan; the ${PLANS[actor.plan].name} plan checks rankings on the project's schedule.`,
      { details: { upgradeUrl: UPGRADE_URL } },
    );
  if (!project.rank_provider)
    throw new AppError(
      "INVALID_REQUEST",
      "Choose the provider this project's rankings are checked with first.",
      { details: { field: "provider" } },
    );
  const { n } = await db
    .selectFrom("tracked_keywords")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("project_id", "=", projectId)
    .executeTakeFirstOrThrow();
  if (Number(n) === 0)
    throw new AppError("INVALID_REQUEST", "Add keywords to track first.", { details: { field: "keywords" } });
  // Consumed before the job is queued, so a press beyond the limit queues nothing. A press while a
  // check is open returns that check but still counts: the limit bounds presses, simply.
  await consumeRateLimit(
    db,
    `rank-check:${projectId}`,
    { limit: RANK_CHECKS_PER_DAY, windowSeconds: 86_400 },
    now.getTime(),
  );
  const job = await enqueueJob(
    jobs,
    rankCheckJobKind,
    { projectId, trigger: "manual" },
    { singletonKey: `rank-check:manual:${projectId}`, workspaceId: actor.workspaceId, maxAttempts: 1 },
  );
  return { job, projectName: project.name };
}
