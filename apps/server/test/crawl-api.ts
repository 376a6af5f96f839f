import { jobKinds } from "../src/job-kinds";
import { startWorkers } from "../src/jobs/job-definition";
import type { TestDatabaseKind } from "./databases";
import { createTestContext, json, type TestContext } from "./harness";
import { eventually } from "./job-queues";

/**
 * A signed-in user of a test server whose real queue and workers crawl: what the site-audit API
 * tests of a whole crawl share (custom extraction, rendering, segments). Private networks are
 * allowed, for the test's own site on 127.0.0.1.
 */
export interface CrawlApi {
  t: TestContext;
  cookie: string;
  /** Starts a crawl of the site and resolves with the crawl once it completed. */
  crawl(siteId: string): Promise<{ id: string; [key: string]: unknown }>;
  close(): Promise<void>;
}

export async function startCrawlApi(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  { crawlTimeoutMs = 20_000 }: { crawlTimeoutMs?: number } = {},
): Promise<CrawlApi> {
  const t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true", ...env } });
  const stopWorkers = startWorkers(t.deps.jobs, t.deps, jobKinds);
  const { cookie } = await t.createUser();
  return {
    t,
    cookie,
    async crawl(siteId) {
      const started = await json(
        await t.request(`/api/v1/sites/${siteId}/crawls`, { method: "POST", cookie }),
      );
      return eventually(
        async () => {
          const current = await json(await t.request(`/api/v1/crawls/${started.id}`, { cookie }));
          return current.state === "completed" && current;
        },
        "the crawl to complete",
        crawlTimeoutMs,
      );
    },
    async close() {
      await stopWorkers({ graceMs: 0 });
      await t.close();
    },
  };
}
