import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { setPersonalPlan } from "../../../test/workspaces";

/**
 * GET /crawls (the dashboard's "latest crawls") and the crawls counted in GET /usage (issue 33).
 * No worker runs: crawls are started through the API and finished by writing their end state.
 */
describe.each(testDatabaseKinds())("latest crawls and crawl usage [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const finish = (crawlId: string, healthScore: number, createdAt: string) =>
    t.database.db
      .updateTable("crawls")
      .set({ state: "completed", health_score: healthScore, created_at: createdAt })
      .where("id", "=", crawlId)
      .execute();

  it("lists each site's newest crawl, newest first, with the health it moved from; only the workspace's", async () => {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const as = { cookie: user.cookie };
    const shop = await json(
      await t.request("/api/v1/sites", { ...as, json: { startUrl: "https://shop.example/" } }),
    );
    const blog = await json(
      await t.request("/api/v1/sites", { ...as, json: { startUrl: "https://blog.example/" } }),
    );
    await json(await t.request("/api/v1/sites", { ...as, json: { startUrl: "https://never.example/" } }));
    const start = async (siteId: string) =>
      json(await t.request(`/api/v1/sites/${siteId}/crawls`, { ...as, method: "POST" }));

    const shopFirst = await start(shop.id);
    await finish(shopFirst.id, 70, "2026-11-01T08:00:00.000Z");
    const blogOnly = await start(blog.id);
    await finish(blogOnly.id, 91, "2026-11-02T08:00:00.000Z");
    const shopSecond = await start(shop.id);
    expect(shopSecond.previousCrawlId).toBe(shopFirst.id);
    await finish(shopSecond.id, 82, "2026-11-03T08:00:00.000Z");

    // Another workspace's crawl is never listed.
    const stranger = await t.createUser();
    await setPersonalPlan(t.database.db, stranger.id, "pro");
    const theirs = await json(
      await t.request("/api/v1/sites", {
        cookie: stranger.cookie,
        json: { startUrl: "https://theirs.example/" },
      }),
    );
    await t.request(`/api/v1/sites/${theirs.id}/crawls`, { cookie: stranger.cookie, method: "POST" });

    const res = await t.request("/api/v1/crawls", as);
    expect(res.status).toBe(200);
    const latest = await json(res);
    expect(latest.total).toBe(2);
    expect(
      latest.items.map((entry: { site: { name: string }; crawl: { id: string; healthScore: number } }) => [
        entry.site.name,
        entry.crawl.id,
        entry.crawl.healthScore,
      ]),
    ).toEqual([
      ["shop.example", shopSecond.id, 82],
      ["blog.example", blogOnly.id, 91],
    ]);
    expect(
      latest.items.map((entry: { previousHealthScore: number | null }) => entry.previousHealthScore),
    ).toEqual([70, null]);
    expect(latest.items[0].site).toEqual({
      id: shop.id,
      name: "shop.example",
      startUrl: "https://shop.example/",
    });

    const one = await json(await t.request("/api/v1/crawls?limit=1", as));
    expect([one.items.length, one.total]).toEqual([1, 2]);
    expect((await t.request("/api/v1/crawls?limit=0", as)).status).toBe(400);
  });

  it("counts the month's crawls against the plan in GET /usage, beside the analyses", async () => {
    const user = await t.createUser();
    const as = { cookie: user.cookie };
    const before = await json(await t.request("/api/v1/usage", as));
    expect(before.crawls).toEqual({ used: 0, limit: 2 });
    const site = await json(
      await t.request("/api/v1/sites", { ...as, json: { startUrl: "https://one.example/" } }),
    );
    const crawl = await json(await t.request(`/api/v1/sites/${site.id}/crawls`, { ...as, method: "POST" }));
    await finish(crawl.id, 90, new Date().toISOString());
    await t.request(`/api/v1/sites/${site.id}/crawls`, { ...as, method: "POST" });
    const after = await json(await t.request("/api/v1/usage", as));
    expect(after.crawls).toEqual({ used: 2, limit: 2 });
    expect(after.used).toBe(0);
  });
});
