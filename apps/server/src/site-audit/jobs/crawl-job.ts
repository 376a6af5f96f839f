import { z } from "zod";
import type { AppDeps } from "../../app-env";
import { defineJob, enqueueJob } from "../../jobs/job-definition";
import type { JobQueue } from "../../jobs/job-queue";
import { planLimits } from "../../quota/plan-limits";
import { RUNNABLE } from "../crawl/crawl-lifecycle";
import type { CrawlRunDeps } from "../crawl/crawl-run";
import { crawlRunDeps } from "../crawl/crawl-run-deps";
import { crawlPriority, releaseSlot, renewSlot, someoneWaits, takeSlot } from "../crawl/crawl-slots";
import { runCrawl } from "../crawl/run-crawl";

/** What a crawl job needs: the crawl's own dependencies, the queue (shards) and the crawl settings of this process. */
export interface CrawlJobDeps {
  run: CrawlRunDeps;
  jobs: JobQueue;
  billingEnabled: boolean;
  /** CRAWL_SHARDS, CRAWL_SLOTS, CRAWL_SLICE_MS (env.ts). */
  shards: number;
  slots: number;
  sliceMs: number;
  /** The crawls this process runs a job of now (one per process: `deps` is made once per process). */
  here: CrawlsHere;
}

/**
 * The crawls a process runs now, and since when. A shard is meant for another worker: a process
 * that already runs a crawl hands a second job of it back for a while (SPREAD_MS), so that the
 * shards spread over the workers instead of all running where the first one enqueued them.
 */
export class CrawlsHere {
  private readonly crawls = new Map<string, { since: number; jobs: number }>();

  /** Milliseconds this process has run `crawlId` for, or null when it runs no job of it. */
  runningFor(crawlId: string): number | null {
    const crawl = this.crawls.get(crawlId);
    return crawl ? Date.now() - crawl.since : null;
  }

  enter(crawlId: string): void {
    const crawl = this.crawls.get(crawlId);
    if (crawl) crawl.jobs++;
    else this.crawls.set(crawlId, { since: Date.now(), jobs: 1 });
  }

  leave(crawlId: string): void {
    const crawl = this.crawls.get(crawlId);
    if (crawl && --crawl.jobs === 0) this.crawls.delete(crawlId);
  }
}

/** The crawl job's name and payload: what starting, resuming or sharding a crawl enqueues. */
export const crawlJobKind = {
  name: "crawl",
  payload: z.object({
    crawlId: z.string().min(1),
    /** Which of the crawl's shards this job is (0: the one that starts the others). */
    shard: z.number().int().min(0).optional(),
  }),
};

/** Progress goes to the job (visible through the queue, and it renews the job's lease) this often. */
const PROGRESS_EVERY_MS = 5_000;
/** Site issues are refreshed while a crawl runs this often, so the screens show them before the end. */
const REFRESH_ISSUES_EVERY_MS = 2 * 60_000;
/** The job's lease, and the crawl's slot lease (renewed with every progress report). */
const LEASE_MS = 60_000;
/** A crawl whose workspace runs its plan's crawls at once looks again this much later. */
const WAIT_FOR_WORKSPACE_MS = 10_000;
/**
 * How long a process that runs a crawl hands a second job of it (a shard) back to the queue, and how
 * soon it may come back: other workers poll every second, so one of them takes it within this time
 * if any has a free slot; past it, no other worker did, and the shard runs here. Without this, the
 * worker whose first shard enqueued the others took them all itself (its own queue is woken by the
 * enqueue, and it fetches as many jobs as it has free slots): a crawl in 4 shards on 4 workers ran in
 * one process, the other three idle (bench/site-audit/scale-out.ts, ADR 044).
 */
const SPREAD_MS = 5_000;
const HAND_BACK_MS = 250;

/**
 * Runs a crawl (ADR 014) in a fair share of the process's CRAWL_SLOTS (ADR 019, crawl-slots.ts): a
 * crawl whose workspace already runs its plan's crawls at once goes back to the queue for a while;
 * one that has had its CRAWL_SLICE_MS while another crawl could run goes back behind it. Neither
 * counts as an attempt. With `CRAWL_SHARDS` above 1 (PostgreSQL with several workers), the first
 * job enqueues one job per extra shard once the frontier is seeded; every shard claims from the
 * same frontier, each at its share of the per-host rate. A process runs one job of a crawl at a
 * time while other workers may take the rest: a second one is handed back for SPREAD_MS (CrawlsHere).
 * A job that is retried after its worker died simply continues the crawl from its frontier.
 */
export const crawlJob = defineJob({
  ...crawlJobKind,
  deps: (app: AppDeps): CrawlJobDeps => ({
    run: crawlRunDeps(app),
    jobs: app.jobs,
    billingEnabled: app.billingEnabled,
    shards: app.env.CRAWL_SHARDS,
    slots: app.env.CRAWL_SLOTS,
    sliceMs: app.env.CRAWL_SLICE_MS,
    here: new CrawlsHere(),
  }),
  options: (deps) => ({ concurrency: deps.slots, leaseMs: LEASE_MS }),
  async handler(deps, { payload, signal, reportProgress, job }) {
    const { crawlId, shard = 0 } = payload;
    const { db, now: clock } = deps.run;
    const crawlsAtOnce = (plan: string) =>
      planLimits(plan === "pro" ? "pro" : "basic", deps.billingEnabled).crawlsAtOnce;
    const leaseEnd = () => new Date(clock().getTime() + LEASE_MS);
    const crawl = await db
      .selectFrom("crawls")
      .innerJoin("workspaces", "workspaces.id", "crawls.workspace_id")
      .select(["crawls.id", "crawls.workspace_id", "crawls.created_at", "crawls.state", "workspaces.plan"])
      .where("crawls.id", "=", crawlId)
      .executeTakeFirst();
    if (!crawl || !RUNNABLE.has(crawl.state)) return;
    const runningFor = deps.here.runningFor(crawlId);
    if (runningFor !== null && runningFor < SPREAD_MS) {
      // Job times are the queue's (pg-boss: the database's clock), real time.
      return { requeue: { runAt: new Date(Date.now() + HAND_BACK_MS) } };
    }
    // Counted before anything is awaited: the jobs of one fetch start together, and each must see the others.
    deps.here.enter(crawlId);
    const now = clock();
    const limit = crawlsAtOnce(crawl.plan);
    let slot = false;
    try {
      slot = await takeSlot(db, { crawl, limit, now, until: leaseEnd() });
    } finally {
      if (!slot) deps.here.leave(crawlId);
    }
    if (!slot) {
      return {
        requeue: {
          runAt: new Date(now.getTime() + WAIT_FOR_WORKSPACE_MS),
          priority: await crawlPriority(db, crawl),
        },
      };
    }
    const sliceStarted = Date.now();
    let waitingFrom: Date | null = null;
    try {
      const result = await runCrawl(deps.run, {
        crawlId,
        signal,
        shards: deps.shards,
        // A slice is checked at progress reports: often enough for the shortest slice.
        progressEveryMs: Math.min(PROGRESS_EVERY_MS, deps.sliceMs / 2),
        refreshIssuesEveryMs: shard === 0 ? REFRESH_ISSUES_EVERY_MS : undefined,
        onProgress: async (progress) => {
          await renewSlot(db, crawlId, leaseEnd());
          await reportProgress(progress);
        },
        shouldYield: async () =>
          Date.now() - sliceStarted >= deps.sliceMs &&
          (await someoneWaits(db, { crawlId, now: clock(), crawlsAtOnce })),
        onSeeded:
          shard === 0 && deps.shards > 1
            ? async () => {
                for (let next = 1; next < deps.shards; next++) {
                  await enqueueJob(
                    deps.jobs,
                    crawlJobKind,
                    { crawlId, shard: next },
                    {
                      singletonKey: `${crawlId}:${next}`,
                      ...(job.workspaceId ? { workspaceId: job.workspaceId } : {}),
                    },
                  );
                }
              }
            : undefined,
      });
      // Back in the queue (a slice given up, or this worker stopping): the crawl waits again from now.
      if (result === "yielded" || result === "stopped") waitingFrom = clock();
      if (result === "yielded") return { requeue: { priority: await crawlPriority(db, crawl) } };
    } finally {
      deps.here.leave(crawlId);
      await releaseSlot(db, crawlId, waitingFrom);
    }
  },
});
