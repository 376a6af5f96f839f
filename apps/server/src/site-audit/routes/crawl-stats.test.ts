import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { eventually } from "../../../test/job-queues";
import { setPersonalPlan } from "../../../test/workspaces";
import { jobKinds } from "../../job-kinds";
import { startWorkers } from "../../jobs/job-definition";
import type { StopWorker } from "../../jobs/job-queue";

const jsonLd = (types: string[]) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@graph": types.map((t) => ({ "@type": t, name: t })) })}</script>`;

/** GET /crawls/:id/stats after a real crawl of a real local site: the counts are the crawl's rows. */
describe.each(testDatabaseKinds())("crawl stats [%s]", (kind) => {
  let t: TestContext;
  let site: CrawlSite;
  let stopWorkers: StopWorker;
  beforeEach(async () => {
    site = await startCrawlSite({
      "/": page("Home", ["/about", "/missing", "/old", "/hidden"], jsonLd(["WebSite", "Organization"])),
      "/about": page("About us", ["/", "/about/team"], jsonLd(["Organization", "BreadcrumbList"])),
      // Says /about is the page to index: not indexable, canonicalised.
      "/about/team": page("Team", ["/"], '<link rel="canonical" href="/about">'),
      "/hidden": page("Hidden", [], '<meta name="robots" content="noindex">'),
      "/old": { status: 301, headers: { location: "/about" } },
    });
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true" } });
    stopWorkers = startWorkers(t.deps.jobs, t.deps, jobKinds);
  });
  afterEach(async () => {
    await stopWorkers({ graceMs: 0 });
    await t.close();
    await site.close();
  });

  it("counts fetched URLs by status class, depth, indexability and response time; another workspace gets 404", async () => {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const as = { cookie: user.cookie };
    const created = await t.request("/api/v1/sites", {
      ...as,
      json: { startUrl: site.url, settings: { ratePerSecond: 50 } },
    });
    const siteId = (await json(created)).id;
    const crawl = await json(await t.request(`/api/v1/sites/${siteId}/crawls`, { ...as, method: "POST" }));
    await eventually(
      async () => (await json(await t.request(`/api/v1/crawls/${crawl.id}`, as))).state === "completed",
      "the crawl to complete",
      20_000,
    );

    const res = await t.request(`/api/v1/crawls/${crawl.id}/stats`, as);
    expect(res.status).toBe(200);
    const stats = await json(res);
    expect(stats.crawlId).toBe(crawl.id);
    expect(stats.statusClasses).toEqual([
      { label: "2xx", count: 4 },
      { label: "3xx", count: 1 },
      { label: "4xx", count: 1 },
      { label: "5xx", count: 0 },
      { label: "failed", count: 0 },
    ]);
    expect(stats.depths).toEqual([
      { label: "0", count: 1 },
      { label: "1", count: 4 },
      { label: "2", count: 1 },
    ]);
    // /hidden answers 200 with noindex and /about/team names /about canonical: two HTML 2xx pages not to index.
    expect(stats.indexability).toEqual({ indexable: 2, nonIndexable: 2 });
    expect(stats.indexabilityReasons).toEqual([
      { label: "indexable", count: 2 },
      { label: "noindex", count: 1 },
      { label: "canonicalised", count: 1 },
      { label: "robots", count: 0 },
    ]);
    const times = stats.responseTimes as { label: string; count: number }[];
    expect(times.map((b) => b.label)).toEqual([
      "<200 ms",
      "200–499 ms",
      "500–999 ms",
      "1–2 s",
      "≥2 s",
      "unknown",
    ]);
    expect(times.reduce((sum, b) => sum + b.count, 0)).toBe(6);
    // HTML 2xx pages per JSON-LD type, the most common first; the two pages without any as "none".
    expect(stats.structuredData).toEqual([
      { label: "Organization", count: 2 },
      { label: "BreadcrumbList", count: 1 },
      { label: "WebSite", count: 1 },
      { label: "none", count: 2 },
    ]);

    const stranger = await t.createUser();
    expect((await t.request(`/api/v1/crawls/${crawl.id}/stats`, { cookie: stranger.cookie })).status).toBe(
      404,
    );

    // A 2xx HTML page whose analysis failed (as the crawler records it) is an HTML page answering
    // 2xx all the same: a bar of its own, and neither indexable nor not.
    const about = await t.database.db
      .selectFrom("crawl_urls")
      .select("id")
      .where("crawl_id", "=", crawl.id)
      .where("url", "=", `${site.url}about`)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable("crawl_pages")
      .set({ is_html: 0, indexable: 0, non_indexable_reason: null, error_code: "ANALYSIS_FAILED" })
      .where("url_id", "=", about.id)
      .execute();
    const after = await json(await t.request(`/api/v1/crawls/${crawl.id}/stats`, as));
    expect(after.indexability).toEqual({ indexable: 1, nonIndexable: 2 });
    expect(after.indexabilityReasons).toEqual([
      { label: "indexable", count: 1 },
      { label: "noindex", count: 1 },
      { label: "canonicalised", count: 1 },
      { label: "robots", count: 0 },
      { label: "not-analysed", count: 1 },
    ]);
  });
});
