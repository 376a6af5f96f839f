import { MESSAGES } from "@ranklens/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { startTargetSite, type TargetSite } from "../../../test/target-site";
import { personalWorkspaceId, setPersonalPlan } from "../../../test/workspaces";
import { usagePeriod } from "../usage-period";

let site: TargetSite;
beforeAll(async () => {
  site = await startTargetSite({
    "/title-only": "<!doctype html><html><head><title>A fine title</title></head><body> </body></html>",
  });
});
afterAll(async () => {
  await site.close();
});

describe.each(testDatabaseKinds())("analysis quota and usage [%s]", (kind) => {
  let t: TestContext;
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const open = async (env: Record<string, string> = {}) => {
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true", ...env } });
    return t;
  };
  const analyse = (cookie: string, body: unknown) => t.request("/api/v1/analyses", { cookie, json: body });
  const usage = async (cookie: string) => json(await t.request("/api/v1/usage", { cookie }));
  const seedUsage = async (userId: string, count: number) =>
    t.database.db
      .insertInto("workspace_usage_counters")
      .values({
        workspace_id: await personalWorkspaceId(t.database.db, userId),
        period: usagePeriod(new Date()).id,
        count,
      })
      .execute();

  it("lets exactly one of 20 simultaneous analyses through when one is left", async () => {
    // Enough fetch slots for all 20 at once: this is about the quota, not the per-user fetch limit.
    await open({ FETCH_CONCURRENCY_PER_USER: "32" });
    const { cookie, id } = await t.createUser();
    await seedUsage(id, 4);
    const responses = await Promise.all(Array.from({ length: 20 }, () => analyse(cookie, { url: site.url })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const refused = await json(responses.find((r) => r.status === 429)!);
    expect(refused.error.code).toBe("QUOTA_EXCEEDED");
    expect(refused.error.details).toMatchObject({ limit: 5, used: 5, upgradeUrl: "/upgrade" });
    expect(await usage(cookie)).toMatchObject({ plan: "basic", used: 5, limit: 5 });
    expect((await json(await t.request("/api/v1/analyses", { cookie }))).total).toBe(1);
  });

  it("names the month and the reset date, and a new month starts from zero", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T23:58:00Z"));
    await open();
    const { cookie } = await t.createUser();
    for (let i = 0; i < 5; i++) expect((await analyse(cookie, { url: site.url })).status).toBe(201);
    const refused = await analyse(cookie, { url: site.url });
    expect(refused.status).toBe(429);
    expect((await json(refused)).error).toEqual({
      code: "QUOTA_EXCEEDED",
      message:
        "You have used all 5 analyses of the Basic plan for November. They reset on December 1, 2026. Upgrade to Pro for unlimited analyses.",
      details: { limit: 5, used: 5, resetsAt: "2026-12-01T00:00:00.000Z", upgradeUrl: "/upgrade" },
    });
    expect(await usage(cookie)).toEqual({
      plan: "basic",
      period: "2026-11",
      used: 5,
      limit: 5,
      resetsAt: "2026-12-01T00:00:00.000Z",
      billingEnabled: true,
      crawls: { used: 0, limit: 2 },
    });

    vi.setSystemTime(new Date("2026-12-01T00:00:30Z"));
    expect(await usage(cookie)).toMatchObject({ period: "2026-12", used: 0, limit: 5 });
    expect((await analyse(cookie, { url: site.url })).status).toBe(201);
    expect(await usage(cookie)).toMatchObject({ period: "2026-12", used: 1 });
  });

  it("reports an error page as HTTP_ERROR and an empty page as NO_CONTENT, without counting either", async () => {
    await open();
    const { cookie } = await t.createUser();
    const gone = await analyse(cookie, { url: `${site.url}/no-such-page` });
    expect(gone.status).toBe(502);
    expect((await json(gone)).error).toEqual({
      code: "HTTP_ERROR",
      message:
        "The website answered 404 Not Found: there is no page at this address. Please check the URL and try again.",
      details: { url: `${site.url}/no-such-page`, status: 404 },
    });
    const empty = await analyse(cookie, { url: `${site.url}/title-only` });
    expect(empty.status).toBe(422);
    expect((await json(empty)).error).toMatchObject({ code: "NO_CONTENT", message: MESSAGES.noContentFound });
    expect((await usage(cookie)).used).toBe(0);
    expect((await json(await t.request("/api/v1/analyses", { cookie }))).total).toBe(0);
  });

  it("does not count a failed analysis", async () => {
    await open();
    const { cookie } = await t.createUser();
    expect((await analyse(cookie, { url: `${site.url}/data.json` })).status).toBe(422);
    expect((await analyse(cookie, { url: "http://127.0.0.1:1/" })).status).toBe(502);
    expect((await analyse(cookie, { url: "http://" })).status).toBe(400);
    expect((await usage(cookie)).used).toBe(0);
    expect((await analyse(cookie, { url: site.url })).status).toBe(201);
    expect((await usage(cookie)).used).toBe(1);
  });

  it("counts an analysis with competitors once and caps competitors by plan", async () => {
    await open();
    const { cookie, id } = await t.createUser();
    const competitors = (n: number) => Array.from({ length: n }, (_, i) => `${site.url}/thin?c=${i}`);
    const ok = await analyse(cookie, { url: site.url, competitors: competitors(3) });
    expect(ok.status).toBe(201);
    expect((await json(ok)).report.competitors).toHaveLength(3);
    expect((await usage(cookie)).used).toBe(1);

    const tooMany = await analyse(cookie, { url: site.url, competitors: competitors(4) });
    expect(tooMany.status).toBe(402);
    expect((await json(tooMany)).error).toEqual({
      code: "PAYMENT_REQUIRED",
      message:
        "The Basic plan compares up to 3 competitors per analysis; you sent 4. Upgrade to Pro to compare up to 10.",
      details: { limit: 3, requested: 4, upgradeUrl: "/upgrade" },
    });
    expect((await usage(cookie)).used).toBe(1);

    await setPersonalPlan(t.database.db, id, "pro");
    expect((await analyse(cookie, { url: site.url, competitors: competitors(4) })).status).toBe(201);
    const eleven = await analyse(cookie, { url: site.url, competitors: competitors(11) });
    expect(eleven.status).toBe(400);
  });

  it("gives Pro unlimited analyses, still counted for the usage display", async () => {
    await open();
    const { cookie, id } = await t.createUser();
    await setPersonalPlan(t.database.db, id, "pro");
    await seedUsage(id, 50);
    expect((await analyse(cookie, { url: site.url })).status).toBe(201);
    expect(await usage(cookie)).toMatchObject({ plan: "pro", used: 51, limit: null, billingEnabled: true });
  });

  it("makes everyone unlimited with BILLING=off", async () => {
    await open({ BILLING: "off" });
    const { cookie, id } = await t.createUser();
    await seedUsage(id, 5);
    const competitors = Array.from({ length: 6 }, (_, i) => `${site.url}/thin?c=${i}`);
    expect((await analyse(cookie, { url: site.url, competitors })).status).toBe(201);
    expect((await analyse(cookie, { url: site.url })).status).toBe(201);
    expect(await usage(cookie)).toMatchObject({ plan: "basic", used: 7, limit: null, billingEnabled: false });
  });

  it("needs a signed-in user for usage", async () => {
    await open();
    expect((await t.request("/api/v1/usage")).status).toBe(401);
  });
});
