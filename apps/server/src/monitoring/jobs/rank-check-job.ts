import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { defineJob, enqueueJob } from "../../jobs/job-definition";
import type { JobQueue } from "../../jobs/job-queue";
import { appRankingDeps } from "../rankings/app-ranking-deps";
import type { RankingDeps } from "../rankings/ranking-deps";
import { runRankCheck } from "../rankings/run-rank-check";
import { scheduledRankCheckDue } from "../rankings/scheduled-rank-check-due";
import { monitoringAllowance } from "../runs/plan-in-force";
import { scheduledAt } from "../runs/scheduled-period";
import { rankCollectJobKind } from "./rank-collect-job";

/** A live check of 200 keywords takes a few requests of seconds each. */
const RANK_CHECK_LEASE_MS = 120_000;
/** DataForSEO's standard queue answers in about 5 minutes: the first collection waits that long. */
export const FIRST_COLLECTION_DELAY_MS = 5 * 60_000;

export const RankCheckPayload = z.object({
  projectId: z.string().min(1),
  trigger: z.enum(["schedule", "manual"]),
});

/** What "Check now" and the projects' rank schedules enqueue. */
export const rankCheckJobKind = { name: "rank-check", payload: RankCheckPayload };

interface RankCheckJobDeps {
  ranking: RankingDeps;
  jobs: JobQueue;
  billingEnabled: boolean;
}

/**
 * Checks a project's tracked keywords (monitoring/rankings/run-rank-check.ts). A scheduled job
 * checks at most once per period of the schedule the plan allows today (a retry, or a daily
 * schedule on a plan now weekly, finds the period done); keywords posted to the provider's queue
 * are collected by a rank-collect job five minutes later.
 */
export const rankCheckJob = defineJob({
  ...rankCheckJobKind,
  deps: (app: AppDeps): RankCheckJobDeps => ({
    ranking: appRankingDeps(app),
    jobs: app.jobs,
    billingEnabled: app.billingEnabled,
  }),
  options: () => ({ concurrency: 1, leaseMs: RANK_CHECK_LEASE_MS }),
  async handler({ ranking, jobs, billingEnabled }, { job, payload, signal }) {
    const { projectId, trigger } = payload;
    if (trigger === "schedule") {
      const allowance = await monitoringAllowance(ranking.db, projectId, billingEnabled);
      if (!allowance || allowance.pageSchedule === "off") return;
      const due = scheduledAt(job);
      if (!(await scheduledRankCheckDue(ranking.db, projectId, allowance.pageSchedule, due))) return;
    }
    const { queued } = await runRankCheck(ranking, { projectId, trigger, signal });
    if (queued > 0)
      await enqueueJob(
        jobs,
        rankCollectJobKind,
        { projectId },
        {
          singletonKey: `rank-collect:${projectId}`,
          runAt: new Date(ranking.now().getTime() + FIRST_COLLECTION_DELAY_MS),
        },
      );
  },
});
