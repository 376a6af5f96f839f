import type { AppDeps } from "../../app-env";
import type { CrawlRunDeps } from "../../crawler/run-crawl";
import { runCrawl } from "../../crawler/run-crawl";
import type { JobKind } from "../handlers";

export const CRAWL_JOB = "crawl";

/** A crawl job: the crawl, and which of its shards this job is (0: the one that starts the others). */
export interface CrawlJobPayload {
  crawlId: string;
  shard?: number;
}

/** Progress goes to the job (visible through the queue, and it renews the job's lease) this often. */
const PROGRESS_EVERY_MS = 5_000;
/** Site issues are refreshed while a crawl runs this often, so the screens show them before the end. */
const REFRESH_ISSUES_EVERY_MS = 2 * 60_000;

/**
 * Runs a crawl (ADR 014). With `CRAWL_SHARDS` above 1 (PostgreSQL with several workers), the
 * first job enqueues one job per extra shard once the frontier is seeded; every shard claims from
 * the same frontier, each at its share of the per-host rate. A job that is retried after its
 * worker died simply continues the crawl from its frontier.
 */
export function crawlJobKind(deps: AppDeps, crawlDeps: CrawlRunDeps): JobKind {
  const shards = deps.env.CRAWL_SHARDS;
  return {
    options: { concurrency: 1, leaseMs: 60_000 },
    async handler({ payload, signal, reportProgress, job }) {
      const { crawlId, shard = 0 } = payload as CrawlJobPayload;
      await runCrawl(crawlDeps, {
        crawlId,
        signal,
        shards,
        progressEveryMs: PROGRESS_EVERY_MS,
        refreshIssuesEveryMs: shard === 0 ? REFRESH_ISSUES_EVERY_MS : undefined,
        onProgress: (progress) => reportProgress(progress),
        onSeeded:
          shard === 0 && shards > 1
            ? async () => {
                for (let next = 1; next < shards; next++) {
                  await deps.jobs.enqueue<CrawlJobPayload>(
                    CRAWL_JOB,
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
    },
  };
}
