import { afterEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, type SiteRoute, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { eventually } from "../../../test/job-queues";
import { setPersonalPlan } from "../../../test/workspaces";
import { jobKinds } from "../../job-kinds";
import { startWorkers } from "../../jobs/job-definition";
import type { StopWorker } from "../../jobs/job-queue";

/** A site of `pages` pages that answer after `delayMs`: a crawl of it takes about pages × delay. */
function slowSite(pages: number, delayMs: number): Promise<CrawlSite> {
  const links = Array.from({ length: pages - 1 }, (_, i) => `/p${i}`);
  const routes: Record<string, SiteRoute> = { "/": page("Home", links) };
  for (const link of links) routes[link] = { body: page(link), delayMs };
  return startCrawlSite(routes);
}

const firstPageRequest = (site: CrawlSite) =>
  site.requests.find((request) => request.path.startsWith("/p"))?.startedAt ?? Number.POSITIVE_INFINITY;

/**
 * Fair crawling (issue 25, ADR 019), through the API with the app's real queue and workers: one
 * workspace's crawls cannot hold everyone else's.
 */
// Real crawls of slow sites taking turns: tens of seconds on PostgreSQL with pg-boss's polling.
describe.each(testDatabaseKinds())(
  "crawls taken fairly across workspaces [%s]",
  { timeout: 120_000 },
  (kind) => {
    let t: TestContext;
    let stopWorkers: StopWorker | undefined;
    const sites: CrawlSite[] = [];
    afterEach(async () => {
      await stopWorkers?.({ graceMs: 0 });
      await t?.close();
      for (const site of sites.splice(0)) await site.close();
    });

    async function start(slots: number) {
      t = await createTestContext(kind, {
        env: { ALLOW_PRIVATE_NETWORKS: "true", CRAWL_SLOTS: String(slots), CRAWL_SLICE_MS: "1000" },
      });
      stopWorkers = startWorkers(t.deps.jobs, t.deps, jobKinds);
    }

    async function proUser() {
      const user = await t.createUser();
      await setPersonalPlan(t.database.db, user.id, "pro");
      return user;
    }

    async function startCrawl(cookie: string, site: CrawlSite): Promise<string> {
      const created = await t.request("/api/v1/sites", {
        cookie,
        json: { startUrl: site.url, settings: { ratePerSecond: 50, concurrency: 1 } },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const crawl = await t.request(`/api/v1/sites/${(await json(created)).id}/crawls`, {
        method: "POST",
        cookie,
      });
      expect(crawl.status, await crawl.clone().text()).toBe(201);
      return (await json(crawl)).id;
    }

    const crawlOf = async (cookie: string, id: string) =>
      json(await t.request(`/api/v1/crawls/${id}`, { cookie }));

    it("a workspace's second crawl waits behind another workspace's first, and running crawls take turns", async () => {
      await start(1);
      const [a1, a2, b1] = await Promise.all([slowSite(25, 100), slowSite(25, 100), slowSite(25, 100)]);
      sites.push(a1!, a2!, b1!);
      const alice = await proUser();
      const bob = await proUser();
      const crawlA1 = await startCrawl(alice.cookie, a1!);
      const crawlA2 = await startCrawl(alice.cookie, a2!);
      const crawlB1 = await startCrawl(bob.cookie, b1!);

      // While Alice's first crawl runs, Bob's waits first in line and Alice's second behind it.
      await eventually(async () => (await crawlOf(alice.cookie, crawlA1)).state === "running", "A1 running");
      const waitingB = await crawlOf(bob.cookie, crawlB1);
      expect(waitingB.queue).toEqual({
        position: 1,
        reason: "Next to start: waiting for a free crawl slot on this server.",
      });
      expect((await crawlOf(alice.cookie, crawlA2)).queue).toEqual({
        position: 2,
        reason: "Waiting for a free crawl slot on this server: 1 crawl ahead.",
      });
      expect((await crawlOf(alice.cookie, crawlA1)).queue).toBeNull();

      for (const [cookie, id] of [
        [alice.cookie, crawlA1],
        [alice.cookie, crawlA2],
        [bob.cookie, crawlB1],
      ] as const) {
        await eventually(
          async () => (await crawlOf(cookie, id)).state === "completed",
          `crawl ${id}`,
          60_000,
        );
      }
      // Bob's crawl started while Alice's first still ran (the slot was shared by time slices), and
      // before Alice's second.
      const lastOfA1 = Math.max(...a1!.requests.map((request) => request.startedAt));
      expect(firstPageRequest(b1!)).toBeLessThan(lastOfA1);
      expect(firstPageRequest(b1!)).toBeLessThan(firstPageRequest(a2!));
      // Each page fetched once, whatever the slices: resuming a crawl fetches nothing twice.
      for (const site of [a1!, a2!, b1!]) {
        const pages = site.paths().filter((path) => path.startsWith("/p"));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toHaveLength(24);
      }
    });

    it("a workspace runs at most its plan's crawls at once; the next says why it waits", async () => {
      await start(8);
      const own = await Promise.all(Array.from({ length: 4 }, () => slowSite(12, 150)));
      sites.push(...own);
      const carol = await proUser();
      const crawls: string[] = [];
      for (const site of own) crawls.push(await startCrawl(carol.cookie, site));

      await eventually(
        async () =>
          (await Promise.all(crawls.slice(0, 3).map((id) => crawlOf(carol.cookie, id)))).every(
            (crawl) => crawl.state === "running",
          ),
        "three crawls running",
      );
      const fourth = await crawlOf(carol.cookie, crawls[3]!);
      expect(fourth.state).toBe("queued");
      expect(fourth.queue).toEqual({
        position: 1,
        reason:
          "This workspace's plan runs 3 crawls at a time: this one starts when one of the running ones finishes or pauses.",
      });
      for (const id of crawls) {
        await eventually(
          async () => (await crawlOf(carol.cookie, id)).state === "completed",
          `crawl ${id}`,
          60_000,
        );
      }
      // The fourth site saw its first request (robots.txt) only after one of the first three crawls
      // had fetched its last page: it took the slot that crawl gave back.
      const firstFinished = Math.min(
        ...own.slice(0, 3).map((site) => Math.max(...site.requests.map((request) => request.endedAt ?? 0))),
      );
      expect(own[3]!.requests[0]!.startedAt).toBeGreaterThan(firstFinished);
    });
  },
);
