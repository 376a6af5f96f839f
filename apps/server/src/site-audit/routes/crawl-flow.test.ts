import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { eventually } from "../../../test/job-queues";
import { setPersonalPlan } from "../../../test/workspaces";
import { jobKinds } from "../../job-kinds";
import { startWorkers } from "../../jobs/job-definition";
import type { StopWorker } from "../../jobs/job-queue";

/**
 * A site audit from the API to the finished issues, with nothing faked: the app's job queue and
 * workers run the real crawler against a real local site, and the issues, pages (JSON and CSV) and
 * the comparison with the previous crawl are read back by API key and by cookie.
 */
describe.each(testDatabaseKinds())("a site audit through the API [%s]", (kind) => {
  let t: TestContext;
  let site: CrawlSite;
  let stopWorkers: StopWorker;
  /** Version 1 of the home page links to a missing page; version 2 fixes that and adds a page. */
  let version: 1 | 2;
  beforeEach(async () => {
    version = 1;
    const home = () =>
      version === 1 ? page("Home", ["/about", "/missing", "/old"]) : page("Home", ["/about", "/new", "/old"]);
    site = await startCrawlSite({
      "/": (_request, response) => response.writeHead(200, { "content-type": "text/html" }).end(home()),
      "/about": page("About us", ["/"]),
      "/new": page("New page", ["/"]),
      "/old": { status: 301, headers: { location: "/about" } },
    });
    // The server's own analysis threads (the harness analyses inline): this flow proves they are wired.
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true", ANALYSIS_THREADS: "1" } });
    stopWorkers = startWorkers(t.deps.jobs, t.deps, jobKinds);
  });
  afterEach(async () => {
    await stopWorkers({ graceMs: 0 });
    await t.close();
    await site.close();
  });

  /**
   * Waits on the database, not the API: polling the API every few milliseconds meets its rate limit
   * when a crawl takes a few seconds (a thread's first analysis loads the engine), and then every
   * poll is a 429 until the window ends.
   */
  const completed = (crawlId: string, what: string) =>
    eventually(
      async () => {
        const crawl = await t.database.db
          .selectFrom("crawls")
          .select("state")
          .where("id", "=", crawlId)
          .executeTakeFirst();
        return crawl?.state === "completed";
      },
      what,
      20_000,
    );

  it("crawls by API key, reports issues and pages, and compares a second crawl by cookie", async () => {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const { key } = await json(
      await t.request("/api/v1/api-keys", { cookie: user.cookie, json: { name: "audit" } }),
    );
    const byKey = (path: string, init: { method?: string; json?: unknown } = {}) =>
      t.request(path, { ...init, headers: { origin: "", authorization: `Bearer ${key}` } });

    const created = await byKey("/api/v1/sites", {
      method: "POST",
      json: { startUrl: site.url, settings: { ratePerSecond: 50 } },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const siteId = (await json(created)).id;
    const first = await json(await byKey(`/api/v1/sites/${siteId}/crawls`, { method: "POST" }));
    await completed(first.id, "the first crawl to complete");
    const finished = await json(await byKey(`/api/v1/crawls/${first.id}`));
    expect(finished.state).toBe("completed");
    expect(finished.progress.crawled).toBe(4);
    expect(finished.healthScore).toEqual(expect.any(Number));

    const summary = await json(await byKey(`/api/v1/crawls/${first.id}/issues`));
    const broken = summary.checks.find((check: { id: string }) => check.id === "broken-internal-links");
    expect(broken).toMatchObject({ severity: "error", count: 1, urls: 1 });
    const rows = await json(await byKey(`/api/v1/crawls/${first.id}/issues?check=broken-internal-links`));
    expect(rows.items).toEqual([
      { url: `${site.origin}/missing`, relatedUrl: site.url, detail: expect.any(Object) },
    ]);
    const csv = await (await byKey(`/api/v1/crawls/${first.id}/pages.csv`)).text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(1 + 4);
    expect(csv).toContain(`${site.origin}/missing`);

    version = 2;
    const second = await json(
      await t.request(`/api/v1/sites/${siteId}/crawls`, { method: "POST", cookie: user.cookie }),
    );
    await completed(second.id, "the second crawl to complete");
    const comparison = await json(
      await t.request(`/api/v1/crawls/${second.id}/compare/${first.id}`, { cookie: user.cookie }),
    );
    expect(comparison.issues.fixed.items).toContainEqual({
      checkId: "broken-internal-links",
      url: `${site.origin}/missing`,
      relatedUrl: site.url,
    });
    expect(comparison.pages.added.items).toEqual([`${site.origin}/new`]);
    // The missing URL was a 404, not a page, so nothing was removed.
    expect(comparison.pages.removed.items).toEqual([]);
  });
});
