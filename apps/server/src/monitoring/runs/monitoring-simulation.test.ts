import { detectChanges, observePage } from "@ranklens/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, type TestContext } from "../../../test/harness";
import { createTestClock, eventually } from "../../../test/job-queues";
import {
  type DayAnswer,
  type MonitoredSite,
  type PageVersion,
  REWRITTEN_PARAGRAPHS,
  startMonitoredSite,
} from "../../../test/monitored-site";
import { type SeededProject, seedProject } from "../../../test/monitoring-projects";
import { personalWorkspaceId } from "../../../test/workspaces";
import { enqueueJob, workOn } from "../../jobs/job-definition";
import { KyselyJobQueue } from "../../jobs/kysely-job-queue";
import { PROJECT_CHECK_LEASE_MS, projectCheckJob } from "../jobs/project-check-job";
import type { MonitoringDeps } from "./monitoring-deps";
import { pageScheduleName, syncProjectSchedules } from "./project-schedules";
import { runProjectCheck } from "./run-project-check";

const DAYS = 60;
const DAY_MS = 86_400_000;
/** Day 0: Sunday 1 November 2026, UTC. */
const START = Date.UTC(2026, 10, 1);
const FETCH_TIMEOUTS = { connectMs: 500, headersMs: 500, totalMs: 800 };

/** How each own page answers on a day: the plan the expected changes below follow. */
function ownPage(path: string, day: number): DayAnswer | undefined {
  const page = (p: PageVersion = {}): DayAnswer => ({ kind: "page", page: p });
  switch (path) {
    case "/title":
      if (day >= 38) return page({ title: null });
      return page(day >= 5 ? { title: "Sourdough guide, the new edition" } : {});
    case "/desc":
      return page(day >= 8 ? { description: "Everything about sourdough, now with rye and spelt." } : {});
    case "/noindex":
      return page({ noindex: day >= 12 });
    case "/canonical":
      return page(day >= 15 ? { canonical: "/elsewhere" } : {});
    case "/flap":
      return day === 20 ? { kind: "status", status: 503 } : page();
    case "/h1":
      return page(day >= 22 ? { h1: "Baking sourdough at home" } : {});
    case "/text":
      return page(day >= 25 ? { paragraphs: REWRITTEN_PARAGRAPHS } : {});
    case "/down":
      return day === 30 || day === 31 ? { kind: "status", status: 503 } : page();
    case "/score":
      return page({ neglected: day >= 35 });
    case "/unreachable":
      if (day === 40) return { kind: "drop" };
      if (day === 41) return { kind: "hang" };
      return page();
    case "/private":
    case "/stable":
      return page();
    default:
      return undefined;
  }
}

function competitorPage(path: string, day: number): DayAnswer | undefined {
  if (path === "/c1")
    return { kind: "page", page: day >= 45 ? { title: "Rye bread, the competitor's take" } : {} };
  if (path === "/c2" || path === "/c3") return { kind: "page", page: {} };
  return undefined;
}

const competitorSitemap = (day: number) => {
  if (day < 10) return ["/c1", "/c2"];
  if (day < 50) return ["/c1", "/c2", "/c3"];
  return ["/c1", "/c3"];
};

const OWN_PAGES = [
  "/title",
  "/desc",
  "/noindex",
  "/canonical",
  "/flap",
  "/h1",
  "/text",
  "/down",
  "/score",
  "/unreachable",
  "/private",
  "/stable",
];

/**
 * Every change the plan above must produce, as "day path type severity" — nothing more (no
 * duplicates, nothing on the days a page only flapped, nothing for the muted description).
 */
const EXPECTED = [
  "5 /title title_changed warning",
  "10 c:/c3 competitor_page_added warning",
  // noindex also fails the crawlability check, which costs the score its 10+ points: both are
  // the noindex's consequences, reported once as it (engine monitor/consequences.ts).
  "12 /noindex noindex_added critical",
  "15 /canonical canonical_changed critical",
  "22 /h1 h1_changed warning",
  "25 /text text_changed info",
  // Day 20's lone 503 on /flap: nothing. Days 30 and 31 on /down: one alert, on the second.
  "31 /down http_error critical",
  "32 /down page_recovered info",
  "35 /score check_failing warning: html-lang, image-alt, viewport",
  "35 /score score_dropped warning",
  "38 /title title_removed critical",
  // A dropped connection on day 40, a timeout on day 41: unreachable twice in a row.
  "41 /unreachable unreachable critical",
  "42 /unreachable page_recovered info",
  "45 c:/c1 title_changed warning",
  "50 c:/c2 competitor_page_removed info",
  "55 /private robots_blocked critical",
];

describe.each(testDatabaseKinds())("60 days of scheduled monitoring on an injected clock (%s)", (kind) => {
  let t: TestContext;
  let own: MonitoredSite;
  let rival: MonitoredSite;
  let queue: KyselyJobQueue;
  let stopWorker: () => Promise<void>;
  let daily: SeededProject;
  let weekly: SeededProject;
  let monitoring: MonitoringDeps;
  const clock = createTestClock(START);
  const notified: { projectId: string; changeIds: string[]; day: number }[] = [];
  const dayOf = (iso: string) => Math.floor((Date.parse(iso) - START) / DAY_MS);

  beforeAll(async () => {
    own = await startMonitoredSite({ answer: ownPage, disallow: (day) => (day >= 55 ? ["/private"] : []) });
    rival = await startMonitoredSite({ answer: competitorPage, sitemap: competitorSitemap });
    t = await createTestContext(kind, { now: clock.now });
    const user = await t.createUser();
    const workspaceId = await personalWorkspaceId(t.deps.db, user.id);
    daily = await seedProject(t.deps.db, {
      workspaceId,
      siteUrl: own.url,
      pages: OWN_PAGES.map((p) => own.url + p),
      competitors: [{ url: rival.url, pages: [`${rival.url}/c1`] }],
      // The description change is muted; a competitor's new page is raised to a warning.
      rules: { description_changed: "mute", competitor_page_added: "warning" },
      now: clock.now(),
    });
    weekly = await seedProject(t.deps.db, {
      workspaceId,
      siteUrl: own.url,
      pages: [`${own.url}/stable`],
      pageSchedule: "weekly",
      now: clock.now(),
    });
    queue = new KyselyJobQueue({
      db: t.deps.db,
      dialect: t.deps.dialect,
      now: clock.now,
      pollIntervalMs: 5,
      onError: (error) => console.error("job queue poll failed", error),
    });
    await syncProjectSchedules(queue, { id: daily.id, pageSchedule: "daily", crawlSchedule: "off" });
    await syncProjectSchedules(queue, { id: weekly.id, pageSchedule: "weekly", crawlSchedule: "off" });
    monitoring = {
      db: t.deps.db,
      now: clock.now,
      logger: t.deps.logger,
      observe: (url) =>
        observePage(url, { allowPrivateNetworks: true, timeouts: FETCH_TIMEOUTS, userAgent: "RankLensTest" }),
      detect: detectChanges,
      notify: async (input) => {
        notified.push({ ...input, day: dayOf(clock.now().toISOString()) });
      },
      fetch: { allowPrivateNetworks: true, timeouts: FETCH_TIMEOUTS, userAgent: "RankLensTest" },
      concurrency: 4,
      perHost: 2,
    };
    stopWorker = workOn(queue, projectCheckJob, {
      monitoring,
      billingEnabled: false,
      leaseMs: PROJECT_CHECK_LEASE_MS,
    });
  });

  afterAll(async () => {
    await stopWorker?.();
    await t?.close();
    await own?.close();
    await rival?.close();
  });

  /** Waits until no project-check job is queued or running. */
  const drain = () =>
    eventually(
      async () => {
        const open = await t.deps.db
          .selectFrom("jobs")
          .select("id")
          .where("kind", "=", projectCheckJob.name)
          .where("state", "in", ["queued", "running"])
          .execute();
        return open.length === 0;
      },
      "the day's jobs",
      20_000,
    );

  it("detects exactly the planned changes, once each, on the right day, and tells notify", async () => {
    let mondays = 0;
    for (let day = 0; day < DAYS; day++) {
      own.day = day;
      rival.day = day;
      // 06:00 UTC: past each project's 05:mm due time.
      clock.advance(START + day * DAY_MS + 6 * 3_600_000 - clock.now().getTime());
      if (clock.now().getUTCDay() === 1) mondays++;
      // The worker's polls tick the schedules too: whoever ticks first enqueues the day's jobs, once.
      await queue.tickSchedules();
      await drain();
      expect(await queue.tickSchedules()).toBe(0);
      const jobs = await t.deps.db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("kind", "=", projectCheckJob.name)
        .executeTakeFirstOrThrow();
      expect(Number(jobs.n), `jobs by day ${day}`).toBe(day + 1 + mondays);
    }

    const jobs = await t.deps.db.selectFrom("jobs").select(["state", "attempts"]).execute();
    expect(jobs.every((job) => job.state === "completed" && job.attempts === 1)).toBe(true);

    const changes = await t.deps.db
      .selectFrom("project_changes")
      .selectAll()
      .where("project_id", "=", daily.id)
      .orderBy("detected_at")
      .orderBy("url")
      .orderBy("type")
      .execute();
    const describe = (c: (typeof changes)[number]) => {
      const path = c.competitor_id ? `c:${new URL(c.url).pathname}` : new URL(c.url).pathname;
      const checks = c.type === "check_failing" ? `: ${c.after}` : "";
      return `${dayOf(c.detected_at)} ${path} ${c.type} ${c.severity}${checks}`;
    };
    expect(changes.map(describe)).toEqual(EXPECTED);

    // Every day has its run, completed with every page observed once.
    const runs = await t.deps.db
      .selectFrom("project_runs")
      .selectAll()
      .where("project_id", "=", daily.id)
      .orderBy("period_key")
      .execute();
    expect(runs.map((r) => r.period_key)).toEqual(
      Array.from({ length: DAYS }, (_, day) => new Date(START + day * DAY_MS).toISOString().slice(0, 10)),
    );
    const pageCount = OWN_PAGES.length + 1;
    expect(
      runs.every((r) => r.state === "completed" && r.pages_done === pageCount && r.pages_total === pageCount),
    ).toBe(true);
    const observations = await t.deps.db
      .selectFrom("page_observations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(
        "run_id",
        "in",
        runs.map((r) => r.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(observations.n)).toBe(DAYS * pageCount);

    // The weekly project: one run per ISO week, on Mondays (2 Nov … 28 Dec), nothing detected.
    const weeklyRuns = await t.deps.db
      .selectFrom("project_runs")
      .select("period_key")
      .where("project_id", "=", weekly.id)
      .orderBy("period_key")
      .execute();
    expect(weeklyRuns.map((r) => r.period_key)).toEqual([
      "2026-W45",
      "2026-W46",
      "2026-W47",
      "2026-W48",
      "2026-W49",
      "2026-W50",
      "2026-W51",
      "2026-W52",
      "2026-W53",
    ]);

    // notify heard of every change on the day it was found; the critical ones among them are exactly the planned ones.
    const byId = new Map(changes.map((c) => [c.id, c]));
    const heard = notified.filter((n) => n.projectId === daily.id);
    expect(heard.flatMap((n) => n.changeIds).sort()).toEqual(changes.map((c) => c.id).sort());
    for (const call of heard)
      for (const id of call.changeIds) expect(dayOf(byId.get(id)!.detected_at)).toBe(call.day);
    expect(
      heard
        .flatMap((n) => n.changeIds)
        .map((id) => byId.get(id)!)
        .filter((c) => c.severity === "critical")
        .map(describe),
    ).toEqual(EXPECTED.filter((line) => line.endsWith("critical")));
    expect(notified.some((n) => n.projectId === weekly.id)).toBe(false);

    const project = await t.deps.db
      .selectFrom("projects")
      .select("last_check_at")
      .where("id", "=", daily.id)
      .executeTakeFirstOrThrow();
    expect(dayOf(project.last_check_at!)).toBe(DAYS - 1);
  }, 120_000);

  it("a second job for a period that already ran creates nothing", async () => {
    const count = async () => {
      const [runs, observations, changes] = await Promise.all(
        (["project_runs", "page_observations", "project_changes"] as const).map((table) =>
          t.deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow(),
        ),
      );
      return [Number(runs!.n), Number(observations!.n), Number(changes!.n)];
    };
    const before = await count();
    const notifiedBefore = notified.length;
    // The last due time again, as a duplicate enqueue would bring it.
    const schedule = await t.deps.db
      .selectFrom("job_schedules")
      .select("next_run_at")
      .where("name", "=", pageScheduleName(daily.id))
      .executeTakeFirstOrThrow();
    const lastDue = new Date(Date.parse(schedule.next_run_at) - DAY_MS).toISOString();
    await enqueueJob(
      queue,
      projectCheckJob,
      { projectId: daily.id, trigger: "schedule" },
      { singletonKey: `schedule:${pageScheduleName(daily.id)}:${lastDue}` },
    );
    await drain();
    expect(
      await runProjectCheck(monitoring, {
        projectId: daily.id,
        target: { trigger: "schedule", periodKey: new Date(START + 30 * DAY_MS).toISOString().slice(0, 10) },
      }),
    ).toEqual({ outcome: "skipped", runId: expect.any(String) });
    expect(await count()).toEqual(before);
    expect(notified.length).toBe(notifiedBefore);
  }, 30_000);
});
