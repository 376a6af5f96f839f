import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { type FakeDataForSeo, startFakeDataForSeo } from "../../../test/fake-dataforseo";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { appRankingDeps } from "./app-ranking-deps";
import { collectRankTickets } from "./collect-rank-tickets";
import { runRankCheck } from "./run-rank-check";

const CREDENTIALS = { login: "ranks@agency.example", password: "dfs-run-check" };

/**
 * A scheduled rank check through DataForSEO's queue, against the fake: a query the provider
 * refuses at posting is that keyword's failed reading at once, with DataForSEO's words, and leaves
 * no ticket to wait a day for; the others are queued and collected.
 */
describe.each(testDatabaseKinds())("a scheduled rank check [%s]", (kind) => {
  let fake: FakeDataForSeo;
  let t: TestContext;
  beforeAll(async () => {
    fake = await startFakeDataForSeo(CREDENTIALS);
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.failTasksWith(null);
    t = await createTestContext(kind, { env: { DATAFORSEO_API_BASE: fake.url, BILLING: "off" } });
  });
  afterEach(() => t.close());

  it("records a query refused at posting as failed now, and queues the rest", async () => {
    const user = await t.createUser();
    const send = (method: string, path: string, body?: unknown) =>
      t.request(`/api/v1${path}`, {
        method,
        cookie: user.cookie,
        ...(body === undefined ? {} : { json: body }),
      });
    await send("PUT", "/providers/dataforseo", CREDENTIALS);
    const project = await json(
      await send("POST", "/projects", { siteUrl: "https://shop.example/", keywords: ["running shoes"] }),
    );
    await send("PUT", `/projects/${project.id}/rankings/settings`, { provider: "dataforseo" });
    fake.serps.set("running shoes", { organic: [{ url: "https://shop.example/running" }] });
    const deps = appRankingDeps(t.deps);

    fake.failTasksWith(40501, "Invalid Field: 'location_code'.");
    expect(await runRankCheck(deps, { projectId: project.id, trigger: "schedule" })).toEqual({
      checked: 1,
      queued: 0,
    });
    expect(await t.deps.db.selectFrom("rank_tickets").selectAll().execute()).toEqual([]);
    const [failed] = await t.deps.db.selectFrom("rank_readings").selectAll().execute();
    expect(failed).toMatchObject({ state: "failed", position: null, failure: "PROVIDER_REJECTED" });
    expect(failed!.error).toContain("Invalid Field: 'location_code'.");

    fake.failTasksWith(null);
    expect(await runRankCheck(deps, { projectId: project.id, trigger: "schedule" })).toEqual({
      checked: 0,
      queued: 1,
    });
    expect(await collectRankTickets(deps, project.id)).toBe(0);
    const readings = await t.deps.db
      .selectFrom("rank_readings")
      .select(["state", "position"])
      .orderBy("id")
      .execute();
    expect(readings).toEqual([
      { state: "failed", position: null },
      { state: "ranked", position: 1 },
    ]);
  });
});
