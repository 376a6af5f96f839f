import type { Rankings } from "@ranklens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { type FakeDataForSeo, startFakeDataForSeo } from "../../../test/fake-dataforseo";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { createTestClock, eventually } from "../../../test/job-queues";
import { workOn } from "../../jobs/job-definition";
import { KyselyJobQueue } from "../../jobs/kysely-job-queue";
import { rankCheckJob } from "../jobs/rank-check-job";
import { rankCollectJob } from "../jobs/rank-collect-job";
import { appRankingDeps } from "./app-ranking-deps";

const DAY_MS = 86_400_000;
/** Day 0: Sunday 1 November 2026, 00:00 UTC. */
const START = Date.UTC(2026, 10, 1);
const DAYS = 56;
const SITE = "https://shop.example";
const RIVAL = "https://rival.example";
const CREDENTIALS = { login: "seo@agency.example", password: "dfs-Pa55word-never-shown" };

/** Filler results around ours: other sites, in order. */
const others = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({ url: `https://site${from + i}.example/page` }));

/**
 * The results page of "running shoes" on each day: position 4, one odd reading at 15 on day 10
 * (no alert), a real drop to 12 from day 20 (alert on day 21, the second reading), a provider
 * outage on day 30 (no reading at all, no alert), out of the top 100 on days 35–41 (alert on 36),
 * back at 3 from day 42 (alert on 43).
 */
function runningShoes(day: number) {
  const at = (position: number) => [
    ...others(position - 1),
    { url: `${SITE}/running` },
    { url: `${RIVAL}/running` },
    ...others(5, 50),
  ];
  if (day === 10) return at(15);
  if (day >= 42) return at(3);
  if (day >= 35) return [...others(10), { url: `${RIVAL}/running` }];
  if (day >= 20) return at(12);
  return at(4);
}

/**
 * "trail shoes": two pages of the site in the results (cannibalisation) at 6 and 9; from day 28
 * the blog post outranks the target page, which leaves the results (the wrong page ranks).
 */
function trailShoes(day: number) {
  if (day >= 28) return [...others(4), { url: `${SITE}/blog/trail` }, ...others(5, 20)];
  return [...others(5), { url: `${SITE}/trail` }, ...others(2, 30), { url: `${SITE}/blog/trail` }];
}

/**
 * Eight weeks of daily rank tracking on an injected clock, through the API and the real job
 * kinds, against a fake DataForSEO speaking its protocol (the standard queue: task_post,
 * tasks_ready, task_get): history, movers, alerts after two consistent readings, an outage that
 * writes no position, and a per-keyword failure that fails that keyword only.
 */
describe.each(testDatabaseKinds())("eight weeks of rank tracking on an injected clock [%s]", (kind) => {
  let fake: FakeDataForSeo;
  let t: TestContext;
  let cookie: string;
  let projectId: string;
  let stopWorkers: Array<() => Promise<void>> = [];
  let queue: KyselyJobQueue;
  const clock = createTestClock(START);
  const dayOf = (iso: string) => Math.floor((Date.parse(iso) - START) / DAY_MS);
  const snapshots = new Map<number, Rankings>();
  const dashboardMovers = new Map<number, unknown>();

  const send = (method: string, path: string, body?: unknown) =>
    t.request(`/api/v1${path}`, { method, cookie, ...(body === undefined ? {} : { json: body }) });

  /** Waits until no rank job is due now (later ones, such as the next collection, may wait). */
  const drain = () =>
    eventually(
      async () => {
        const open = await t.deps.db
          .selectFrom("jobs")
          .select(["id", "state", "run_at"])
          .where("kind", "in", [rankCheckJob.name, rankCollectJob.name])
          .where("state", "in", ["queued", "running"])
          .execute();
        return open.every(
          (job) => job.state === "queued" && Date.parse(String(job.run_at)) > clock.now().getTime(),
        );
      },
      "rank jobs to settle",
      15_000,
    );

  beforeAll(async () => {
    fake = await startFakeDataForSeo(CREDENTIALS);
    t = await createTestContext(kind, {
      now: clock.now,
      env: { DATAFORSEO_API_BASE: fake.url, BILLING: "off" },
    });
    cookie = (await t.createUser()).cookie;
    expect((await send("PUT", "/providers/dataforseo", CREDENTIALS)).status).toBe(200);
    const created = await send("POST", "/projects", {
      siteUrl: SITE,
      competitors: [RIVAL],
      keywords: ["Running Shoes"],
      pageSchedule: "daily",
    });
    expect(created.status).toBe(201);
    projectId = (await json(created)).id;
    const added = await send("POST", `/projects/${projectId}/keywords`, {
      keywords: ["trail shoes"],
      devices: ["desktop", "mobile"],
      targetUrl: `${SITE}/trail`,
    });
    expect(added.status).toBe(200);
    // The app's queue, polled every 5 ms instead of every second: 56 days pass in seconds.
    queue = new KyselyJobQueue({ db: t.deps.db, dialect: t.deps.dialect, now: clock.now, pollIntervalMs: 5 });
    const deps = appRankingDeps(t.deps);
    stopWorkers = [
      workOn(queue, rankCheckJob, { ranking: deps, jobs: queue, billingEnabled: false }),
      workOn(queue, rankCollectJob, deps),
    ];
  });

  afterAll(async () => {
    for (const stop of stopWorkers) await stop();
    await t?.close();
    await fake?.close();
  });

  it("shows the month's cost before anything is checked", async () => {
    const settings = await send("PUT", `/projects/${projectId}/rankings/settings`, {
      provider: "dataforseo",
    });
    expect(settings.status).toBe(200);
    const body = (await json(settings)) as Rankings;
    expect(body.provider).toBe("dataforseo");
    expect(body.available).toContain("dataforseo");
    // Three queries (running shoes, trail shoes on desktop and mobile) × 30 daily checks, queued.
    const estimate = body.estimates.find((e) => e.provider === "dataforseo")!;
    expect(estimate).toMatchObject({ queries: 3, checksPerMonth: 30, queued: true });
    expect(estimate.perMonth).toBeCloseTo(3 * 30 * estimate.pricePerQuery, 6);
    expect(body.keywords.map((k) => [k.keyword, k.device, k.latest])).toEqual([
      ["running shoes", "desktop", null],
      ["trail shoes", "desktop", null],
      ["trail shoes", "mobile", null],
    ]);
  });

  it("checks every day on the schedule, through DataForSEO's queue", { timeout: 240_000 }, async () => {
    for (let day = 0; day < DAYS; day++) {
      fake.serps.set("running shoes", { organic: runningShoes(day) });
      fake.serps.set("trail shoes", {
        organic: trailShoes(day),
        features: day >= 14 ? ["featured_snippet", "people_also_ask"] : [],
      });
      fake.failWithHttp(day === 30 ? 500 : null);
      // 07:00: the schedule's time (06:mm) has passed, its job is due.
      clock.advance(START + day * DAY_MS + 7 * 3_600_000 - clock.now().getTime());
      await queue.tickSchedules();
      await drain();
      // Five minutes later the queued checks are collected.
      clock.advance(10 * 60_000);
      await drain();
      if (day === 44) {
        snapshots.set(
          day,
          (await json(await send("GET", `/projects/${projectId}/rankings?days=60`))) as Rankings,
        );
        dashboardMovers.set(day, await json(await send("GET", "/rankings/movers")));
      }
    }
    fake.failWithHttp(null);
    expect(fake.pendingTasks()).toBe(0);
  });

  it("keeps one reading a day: positions, not-in-top-100 and the outage as failed, never a position", async () => {
    const rankings = (await json(await send("GET", `/projects/${projectId}/rankings?days=60`))) as Rankings;
    const running = rankings.keywords.find((k) => k.keyword === "running shoes")!;
    expect(running.history).toHaveLength(DAYS);
    const byDay = new Map(running.history.map((r) => [dayOf(r.checkedAt), r]));
    expect(byDay.get(0)).toMatchObject({
      state: "ranked",
      position: 4,
      url: `${SITE}/running`,
      provider: "dataforseo",
    });
    expect(byDay.get(10)).toMatchObject({ state: "ranked", position: 15 });
    expect(byDay.get(30)).toMatchObject({ state: "failed", position: null, url: null });
    expect(byDay.get(30)!.error).toMatch(/DataForSEO/);
    expect(byDay.get(36)).toMatchObject({ state: "not_ranked", position: null });
    expect(running.latest).toMatchObject({ state: "ranked", position: 3 });
    expect(running.latest!.competitors).toEqual([{ host: "rival.example", position: 4 }]);
    expect(running.best).toBe(3);
    expect(running.history.every((r) => r.trigger === "schedule")).toBe(true);
  });

  it("flags two pages of the site for one keyword, then the wrong page ranking", async () => {
    const rankings = (await json(await send("GET", `/projects/${projectId}/rankings?days=60`))) as Rankings;
    const trail = rankings.keywords.filter((k) => k.keyword === "trail shoes");
    expect(trail.map((k) => k.device)).toEqual(["desktop", "mobile"]);
    for (const keyword of trail) {
      expect(keyword.latest).toMatchObject({ position: 5, url: `${SITE}/blog/trail` });
      expect(keyword.latest!.features).toEqual(["featured_snippet", "people_also_ask"]);
      expect(keyword.wrongPage).toBe(true);
      expect(keyword.cannibalised).toBe(false);
      const day27 = keyword.history.find((r) => dayOf(r.checkedAt) === 27)!;
      expect(day27).toMatchObject({ position: 6, url: `${SITE}/trail` });
    }
    const mid = snapshots.get(44)!;
    expect(mid.keywords.find((k) => k.keyword === "trail shoes")!.cannibalised).toBe(false);
  });

  it("alerts after two consistent readings only: a drop, out of the top 100, back in", async () => {
    const changes = await t.deps.db
      .selectFrom("project_changes")
      .select(["type", "severity", "before", "after", "detected_at", "keyword", "url"])
      .where("project_id", "=", projectId)
      .where("type", "like", "rank_%")
      .orderBy("detected_at")
      .execute();
    expect(
      changes.map((c) => `${dayOf(c.detected_at)} ${c.keyword} ${c.type} ${c.before} → ${c.after}`),
    ).toEqual([
      "21 running shoes rank_dropped #4 → #12",
      "36 running shoes rank_lost #12 → not in the top 100",
      "43 running shoes rank_entered not in the top 100 → #3",
    ]);
    // The drop and the loss are warnings: e-mailed at once to members with Ranking Alerts on.
    const alerts = t.mail.messages.filter((m) => m.subject.startsWith("Ranking alert"));
    expect(alerts.map((m) => m.subject)).toEqual([
      "Ranking alert on shop.example: “running shoes” #4 → #12",
      "Ranking alert on shop.example: “running shoes” #12 → not in the top 100",
    ]);
    expect(alerts[0]!.text).toContain("Keyword: running shoes");
    expect(alerts[0]!.headers?.["List-Unsubscribe"]).toMatch(/unsubscribe/);
  });

  it("lists the week's movers", () => {
    const mid = snapshots.get(44)!;
    // Day 44 against day 37 (not in the top 100 = 101): +98.
    expect(mid.movers.up).toEqual([
      expect.objectContaining({ keyword: "running shoes", from: null, to: 3, delta: 98 }),
    ]);
    expect(mid.movers.down).toEqual([]);
    const running = mid.keywords.find((k) => k.keyword === "running shoes")!;
    expect(running.change7d).toBe(98);
    expect(dashboardMovers.get(44)).toMatchObject({
      projects: 1,
      up: [{ keyword: "running shoes", delta: 98, projectId, projectName: "shop.example" }],
      down: [],
    });
  });

  it("a live check now reads every keyword at once, labelled manual", async () => {
    const check = await send("POST", `/projects/${projectId}/rankings/check`);
    expect(check.status).toBe(202);
    const { jobId } = await json(check);
    await eventually(async () => (await queue.get(jobId))?.state === "completed", "the live check");
    const rankings = (await json(await send("GET", `/projects/${projectId}/rankings?days=1`))) as Rankings;
    for (const keyword of rankings.keywords) expect(keyword.history.at(-1)!.trigger).toBe("manual");
    expect(
      fake.requests.filter((r) => r.path === "/v3/serp/google/organic/live/advanced").length,
    ).toBeGreaterThan(0);
  });
});
