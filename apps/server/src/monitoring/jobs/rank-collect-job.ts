import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { defineJob } from "../../jobs/job-definition";
import { appRankingDeps } from "../rankings/app-ranking-deps";
import { collectRankTickets } from "../rankings/collect-rank-tickets";
import type { RankingDeps } from "../rankings/ranking-deps";

/** Between two looks at the provider's queue while checks still wait. */
export const COLLECTION_INTERVAL_MS = 2 * 60_000;

export const RankCollectPayload = z.object({ projectId: z.string().min(1) });

export const rankCollectJobKind = { name: "rank-collect", payload: RankCollectPayload };

/**
 * Collects a project's checks from the provider's queue (DataForSEO's tasks_ready and task_get)
 * and comes back every two minutes while some still wait; after a day a check still not
 * delivered is recorded as failed (collect-rank-tickets.ts).
 */
export const rankCollectJob = defineJob({
  ...rankCollectJobKind,
  deps: (app: AppDeps): RankingDeps => appRankingDeps(app),
  options: () => ({ concurrency: 1, leaseMs: 120_000 }),
  async handler(ranking, { payload }) {
    const waiting = await collectRankTickets(ranking, payload.projectId);
    if (waiting > 0)
      return { requeue: { runAt: new Date(ranking.now().getTime() + COLLECTION_INTERVAL_MS) } };
  },
});
