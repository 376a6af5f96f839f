import { CAPABILITIES, type CapabilityId, PLANS, SEARCH_INTENT_VALUES } from "@ranklens/shared";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { workOn } from "../src/jobs/job-definition";
import { notifyChanges } from "../src/monitoring/alerts/notify-changes";
import { projectCheckJob } from "../src/monitoring/jobs/project-check-job";
import { rankCheckJob } from "../src/monitoring/jobs/rank-check-job";
import { reportDeliveryDeps } from "../src/reports/delivery/report-delivery-deps";
import { sendWeeklySummaries } from "../src/reports/delivery/send-weekly-summaries";
import { testDatabaseKinds } from "./databases";
import { type FakeDataForSeo, startFakeDataForSeo } from "./fake-dataforseo";
import { createTestContext, json, type TestContext } from "./harness";
import { eventually } from "./job-queues";
import { insertChange, insertObservation, insertRun } from "./project-rows";
import { startTargetSite, type TargetSite, THIN_PAGE } from "./target-site";
import { setPersonalPlan } from "./workspaces";

/**
 * Every plan feature shown without "Coming soon" is a promise. This test holds
 * each capability flag that is true (packages/shared/src/capabilities.ts) to
 * the real server and engine: a proof per flag, run through the HTTP API on a
 * real database. A flag set to true without a proof here fails the test, so a
 * feature cannot be advertised before someone shows that it works.
 */

const DATAFORSEO = { login: "plans@agency.example", password: "dfs-plans-password" };

let site: TargetSite;
let dataForSeo: FakeDataForSeo;
beforeAll(async () => {
  dataForSeo = await startFakeDataForSeo(DATAFORSEO);
  // One real page per competitor slot (the largest plan's maximum): an unknown path answers 404,
  // and an error page is never scored as a competitor.
  const competitorPages = Object.fromEntries(
    Array.from({ length: PLANS.pro.maxCompetitors + 1 }, (_, i) => [`/competitor-${i}`, THIN_PAGE]),
  );
  site = await startTargetSite(competitorPages);
});
afterAll(async () => {
  await site.close();
  await dataForSeo.close();
});

type Proof = (t: TestContext) => Promise<void>;

// biome-ignore lint/suspicious/noExplicitAny: the report is inspected as plain JSON
type Json = any;

async function analyse(t: TestContext, cookie: string, body: { url: string; competitors?: string[] }) {
  return t.request("/api/v1/analyses", { cookie, json: body });
}

async function report(t: TestContext, cookie: string, url: string): Promise<Json> {
  const res = await analyse(t, cookie, { url });
  expect(res.status).toBe(201);
  return (await json(res)).report;
}

async function userOn(t: TestContext, plan: "basic" | "pro") {
  const user = await t.createUser();
  await setPersonalPlan(t.database.db, user.id, plan);
  return user;
}

const competitorUrls = (count: number) =>
  Array.from({ length: count }, (_, i) => `${site.url}/competitor-${i}`);

const PROOFS: Partial<Record<CapabilityId, Proof>> = {
  async monthlyAnalysisQuota(t) {
    const { cookie } = await userOn(t, "basic");
    const allowance = PLANS.basic.analysesPerMonth!;
    for (let i = 0; i < allowance; i++)
      expect((await analyse(t, cookie, { url: site.url })).status).toBe(201);
    const refused = await analyse(t, cookie, { url: site.url });
    expect(refused.status).toBe(429);
  },

  async unlimitedAnalyses(t) {
    const { cookie } = await userOn(t, "pro");
    for (let i = 0; i <= PLANS.basic.analysesPerMonth! + 1; i++) {
      expect((await analyse(t, cookie, { url: site.url })).status).toBe(201);
    }
  },

  async keywordAnalysis(t) {
    const { cookie } = await userOn(t, "basic");
    const { keywords } = await report(t, cookie, site.url);
    const sourdough = keywords.find((k: Json) => k.keyword === "sourdough");
    expect(sourdough.frequency).toBeGreaterThan(1);
    expect(sourdough.density).toBeGreaterThan(0);
    expect(SEARCH_INTENT_VALUES).toContain(sourdough.intent);
    expect(sourdough.prominence).toMatchObject({ title: true, h1: true });
  },

  async contentStructureRecommendations(t) {
    const { cookie } = await userOn(t, "basic");
    const thin = await report(t, cookie, `${site.url}/thin`);
    const failed = (id: string) => thin.checks.find((c: Json) => c.id === id)?.status === "fail";
    expect(failed("single-h1")).toBe(true);
    expect(failed("thin-content")).toBe(true);
    const suggested = thin.suggestions.map((s: Json) => s.checkId);
    expect(suggested).toEqual(expect.arrayContaining(["single-h1", "thin-content"]));
  },

  async metaTagChecks(t) {
    const { cookie } = await userOn(t, "basic");
    const thin = await report(t, cookie, `${site.url}/thin`);
    const status = (id: string) => thin.checks.find((c: Json) => c.id === id)?.status;
    expect(status("meta-description")).toBe("fail");
    expect(status("title-length")).not.toBe("pass");
    expect(thin.suggestions.map((s: Json) => s.checkId)).toContain("meta-description");
    const good = await report(t, cookie, site.url);
    expect(good.checks.find((c: Json) => c.id === "meta-description")?.status).toBe("pass");
  },

  async competitorComparison(t) {
    for (const plan of ["basic", "pro"] as const) {
      const { cookie } = await userOn(t, plan);
      const max = PLANS[plan].maxCompetitors;
      const tooMany = await analyse(t, cookie, { url: site.url, competitors: competitorUrls(max + 1) });
      // Basic: 402 with the way to Pro; Pro: the request schema's own maximum (400).
      expect([400, 402], `${plan}: ${max + 1} competitors`).toContain(tooMany.status);
      const res = await analyse(t, cookie, { url: site.url, competitors: competitorUrls(max) });
      expect(res.status, `${plan}: ${max} competitors`).toBe(201);
      const { competitors } = (await json(res)).report;
      expect(competitors).toHaveLength(max);
      expect(competitors[0]).toMatchObject({ error: null, wordCount: expect.any(Number) });
      expect(competitors[0].pointsAhead.seo).toEqual(expect.any(Number));
    }
  },

  async prioritySupport(t) {
    const request = { subject: "Help with my report", message: "The export is empty." };
    const sent: Record<string, { priority: number; subject: string }> = {};
    for (const plan of ["basic", "pro"] as const) {
      const { cookie } = await userOn(t, plan);
      const res = await t.request("/api/v1/support", { cookie, json: request });
      expect(res.status, plan).toBe(201);
      const { id, priority, responseTarget } = await json(res);
      expect(priority, plan).toBe(PLANS[plan].prioritySupport);
      expect(responseTarget, plan).toBe(PLANS[plan].supportResponseTarget);
      const row = await t.database.db
        .selectFrom("support_requests")
        .select("priority")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const mail = t.mail.messages.find((m) => m.text.includes(`Reference: ${id}`));
      sent[plan] = { priority: row.priority, subject: mail?.subject ?? "(no mail)" };
    }
    expect(sent.pro!.priority).toBe(1);
    expect(sent.pro!.subject.startsWith("[Priority] ")).toBe(true);
    expect(sent.basic!.priority).toBe(0);
    expect(sent.basic!.subject).not.toContain("[Priority]");
  },

  async apiAccess(t) {
    const basic = await userOn(t, "basic");
    expect((await t.request("/api/v1/api-keys", { cookie: basic.cookie, json: { name: "x" } })).status).toBe(
      402,
    );
    const pro = await userOn(t, "pro");
    const created = await t.request("/api/v1/api-keys", { cookie: pro.cookie, json: { name: "CI" } });
    expect(created.status).toBe(201);
    const { key } = await json(created);
    const usage = await t.app.request(`${t.env.publicUrl}/api/v1/usage`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(usage.status).toBe(200);
    expect((await json(usage)).plan).toBe("pro");
  },
  async siteAudits(t) {
    // Each plan: its sites, its pages per crawl (a site asking for more is capped), its crawls a month.
    for (const plan of ["basic", "pro"] as const) {
      const { cookie } = await userOn(t, plan);
      const limits = PLANS[plan];
      const sites: string[] = [];
      for (let i = 0; i < Math.min(limits.sites, 3); i++) {
        const res = await t.request("/api/v1/sites", {
          cookie,
          json: { startUrl: `${site.url}/?site=${i}`, settings: { maxPages: 100_000 } },
        });
        expect(res.status, `${plan}: site ${i + 1}`).toBe(201);
        sites.push((await json(res)).id);
      }
      const extra = await t.request("/api/v1/sites", { cookie, json: { startUrl: `${site.url}/?site=x` } });
      expect(extra.status, `${plan}: one site more than ${limits.sites}`).toBe(
        limits.sites === 1 ? 402 : 201,
      );

      const crawls = limits.crawlsPerMonth ?? PLANS.basic.crawlsPerMonth! + 1;
      for (let i = 0; i < crawls; i++) {
        const started = await t.request(`/api/v1/sites/${sites[0]}/crawls`, { method: "POST", cookie });
        expect(started.status, `${plan}: crawl ${i + 1}`).toBe(201);
        const crawl = await json(started);
        expect(crawl.settings.maxPages).toBe(limits.pagesPerCrawl);
        const job = await t.database.db
          .selectFrom("jobs")
          .select(["kind", "payload"])
          .where("singleton_key", "=", crawl.id)
          .executeTakeFirstOrThrow();
        expect(job.kind).toBe("crawl");
        const cancelled = await t.request(`/api/v1/crawls/${crawl.id}/cancel`, { method: "POST", cookie });
        expect(cancelled.status).toBe(200);
      }
      const next = await t.request(`/api/v1/sites/${sites[0]}/crawls`, { method: "POST", cookie });
      expect(next.status, `${plan}: crawl ${crawls + 1}`).toBe(limits.crawlsPerMonth === null ? 201 : 429);
    }
  },

  async monitoring(t) {
    // Each plan: its projects, tracked pages and schedules, refused past them with the upgrade words.
    const basic = await userOn(t, "basic");
    const first = await t.request("/api/v1/projects", { cookie: basic.cookie, json: { siteUrl: site.url } });
    expect(first.status).toBe(201);
    expect((await json(first)).pageSchedule).toBe("weekly");
    const second = await t.request("/api/v1/projects", {
      cookie: basic.cookie,
      json: { siteUrl: `${site.url}/thin` },
    });
    expect(second.status, "Basic: one project more than 1").toBe(402);
    const pro = await userOn(t, "pro");
    const daily = await t.request("/api/v1/projects", {
      cookie: pro.cookie,
      json: { siteUrl: site.url, pageSchedule: "daily", crawlSchedule: "weekly" },
    });
    expect(daily.status).toBe(201);
    const { id } = await json(daily);
    const schedules = await t.database.db
      .selectFrom("job_schedules")
      .select(["name", "kind"])
      .where("name", "like", `project:${id}:%`)
      .orderBy("name")
      .execute();
    expect(schedules).toEqual([
      { name: `project:${id}:crawl`, kind: "project-recrawl" },
      { name: `project:${id}:pages`, kind: "project-check" },
    ]);
  },

  async competitorTracking(t) {
    // A competitor (another host: localhost against 127.0.0.1) is re-analysed by the project's check job.
    const { cookie } = await userOn(t, "pro");
    const competitor = `${site.url.replace("127.0.0.1", "localhost")}/competitor-0`;
    const created = await t.request("/api/v1/projects", {
      cookie,
      json: { siteUrl: site.url, competitors: [competitor], pages: [`${site.url}/`, competitor] },
    });
    expect(created.status).toBe(201);
    const project = await json(created);
    const check = await t.request(`/api/v1/projects/${project.id}/check`, { method: "POST", cookie });
    expect(check.status).toBe(202);
    const run = await json(check);
    const stop = workOn(t.deps.jobs, projectCheckJob, projectCheckJob.deps(t.deps));
    try {
      await eventually(
        async () => {
          const now = await json(
            await t.request(`/api/v1/projects/${project.id}/runs/${run.id}`, { cookie }),
          );
          return now.state === "completed";
        },
        "the check to complete",
        15_000,
      );
    } finally {
      await stop({ graceMs: 0 });
    }
    const watched = await json(await t.request(`/api/v1/projects/${project.id}`, { cookie }));
    const theirs = watched.pages.find((p: Json) => p.competitorId !== null);
    expect(theirs.url).toBe(competitor);
    expect(theirs.latest.status).toBe(200);
    expect(theirs.latest.title).toBe("Hi");
    expect(typeof theirs.latest.seoScore).toBe("number");
  },

  async rankMonitoring(t) {
    // Pro: a live check now reads where the site ranks for a tracked keyword, with its source;
    // Basic checks on the schedule only (402 for a live check).
    dataForSeo.serps.set("sourdough starter", {
      organic: [{ url: "https://other.example/" }, { url: `${site.url}/` }],
    });
    const { cookie } = await userOn(t, "pro");
    expect(
      (await t.request("/api/v1/providers/dataforseo", { method: "PUT", cookie, json: DATAFORSEO })).status,
    ).toBe(200);
    const project = await json(
      await t.request("/api/v1/projects", {
        cookie,
        json: { siteUrl: site.url, keywords: ["sourdough starter"] },
      }),
    );
    const settings = await t.request(`/api/v1/projects/${project.id}/rankings/settings`, {
      method: "PUT",
      cookie,
      json: { provider: "dataforseo" },
    });
    expect(settings.status).toBe(200);
    const check = await t.request(`/api/v1/projects/${project.id}/rankings/check`, {
      method: "POST",
      cookie,
    });
    expect(check.status).toBe(202);
    const { jobId } = await json(check);
    const stop = workOn(t.deps.jobs, rankCheckJob, rankCheckJob.deps(t.deps));
    try {
      await eventually(
        async () => (await t.deps.jobs.get(jobId))?.state === "completed",
        "the rank check",
        15_000,
      );
    } finally {
      await stop({ graceMs: 0 });
    }
    const rankings = await json(await t.request(`/api/v1/projects/${project.id}/rankings`, { cookie }));
    expect(rankings.keywords[0].latest).toMatchObject({
      state: "ranked",
      position: 2,
      provider: "dataforseo",
      trigger: "manual",
    });
    const basic = await userOn(t, "basic");
    const own = await json(
      await t.request("/api/v1/projects", {
        cookie: basic.cookie,
        json: { siteUrl: site.url, keywords: ["rye"] },
      }),
    );
    const refused = await t.request(`/api/v1/projects/${own.id}/rankings/check`, {
      method: "POST",
      cookie: basic.cookie,
    });
    expect(refused.status).toBe(402);
  },

  async advancedKeywordIntent(t) {
    // Beyond the word cues: with the workspace's DataForSEO, a keyword's intent is the one Google's
    // results show (DataForSEO Labs), labelled with its source and probability.
    dataForSeo.keywords.set("sourdough", {
      searchVolume: 1000,
      competitionIndex: 10,
      difficulty: 20,
      intent: { label: "commercial", probability: 0.8 },
    });
    const { cookie } = await userOn(t, "pro");
    expect(
      (await t.request("/api/v1/providers/dataforseo", { method: "PUT", cookie, json: DATAFORSEO })).status,
    ).toBe(200);
    const { keywords } = await report(t, cookie, site.url);
    const sourdough = keywords.find((k: Json) => k.keyword === "sourdough");
    expect(sourdough).toMatchObject({
      intent: "transactional",
      intentSource: "DataForSEO",
      providerIntent: { label: "commercial", probability: 0.8 },
    });
  },

  async notifications(t) {
    // A critical change on an own page is e-mailed at once, with a one-click unsubscribe that works without a session.
    const user = await userOn(t, "pro");
    const project = await json(
      await t.request("/api/v1/projects", { cookie: user.cookie, json: { siteUrl: site.url } }),
    );
    const page = project.pages[0];
    const db = t.database.db;
    const critical = async (day: number) => {
      const at = `2026-11-2${day}T05:00:00.000Z`;
      const before = await insertObservation(db, page.id, await insertRun(db, project.id, at), at, {
        title: "A",
      });
      const after = await insertObservation(
        db,
        page.id,
        await insertRun(db, project.id, `${at.slice(0, 11)}06:00:00.000Z`, { trigger: "manual" }),
        at,
        {
          status: 404,
        },
      );
      const id = await insertChange(db, {
        projectId: project.id,
        pageId: page.id,
        url: page.url,
        observationId: after,
        previousObservationId: before,
        type: "http_error",
        severity: "critical",
        after: "404",
        at,
      });
      await notifyChanges(t.deps, { projectId: project.id, changeIds: [id] });
      return id;
    };
    await critical(1);
    const mail = await t.mail.next(user.email);
    expect(mail.subject).toMatch(/^Critical change on /);
    expect(mail.text).toContain(page.url);
    const unsubscribe = /<([^>]+)>/.exec(String(mail.headers?.["List-Unsubscribe"]))?.[1];
    expect(unsubscribe).toBeDefined();
    const oneClick = await t.request(new URL(unsubscribe!).pathname + new URL(unsubscribe!).search, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const sent = t.mail.messages.length;
    await critical(2);
    expect(t.mail.messages.length).toBe(sent);
  },

  async teamCollaboration(t) {
    // Pro: a second person joins by e-mail invitation and works in the same library, under the policy.
    const owner = await userOn(t, "pro");
    const workspaceId = (await json(await t.request("/api/v1/workspaces", { cookie: owner.cookie })))
      .activeId;
    const item = crypto.randomUUID();
    await t.request("/api/v1/content", { cookie: owner.cookie, json: { id: item, title: "Shared" } });
    const email = `teammate-${item.slice(0, 8)}@example.com`;
    const invited = await t.request(`/api/v1/workspaces/${workspaceId}/invitations`, {
      cookie: owner.cookie,
      json: { email, role: "viewer" },
    });
    expect(invited.status).toBe(201);
    const token = /\/invite\/([\w-]+)/.exec((await t.mail.next(email)).text ?? "")?.[1];
    const teammate = await t.createUser({ email });
    expect(
      (await t.request("/api/v1/invitations/accept", { cookie: teammate.cookie, json: { token } })).status,
    ).toBe(200);
    expect((await t.request(`/api/v1/content/${item}`, { cookie: teammate.cookie })).status).toBe(200);
    const edit = await t.request(`/api/v1/content/${item}`, {
      method: "PUT",
      cookie: teammate.cookie,
      json: { title: "Changed", version: 1 },
    });
    expect(edit.status).toBe(403);
    // Basic: one seat, so inviting is refused with the upgrade message.
    const solo = await userOn(t, "basic");
    const soloWorkspace = (await json(await t.request("/api/v1/workspaces", { cookie: solo.cookie })))
      .activeId;
    const refused = await t.request(`/api/v1/workspaces/${soloWorkspace}/invitations`, {
      cookie: solo.cookie,
      json: { email: "nobody@example.com", role: "viewer" },
    });
    expect(refused.status).toBe(402);
  },

  async customReports(t) {
    // Pro designs a report (its sections in its order) and downloads it; Basic is told it is Pro's.
    const { cookie } = await userOn(t, "pro");
    const created = await t.request("/api/v1/reports", {
      cookie,
      json: {
        name: "Client report",
        sections: [{ kind: "note", text: "Our month in one line." }, { kind: "content_scores" }],
      },
    });
    expect(created.status).toBe(201);
    const report = await json(created);
    const html = await (
      await t.request(`/api/v1/reports/${report.id}/render?format=html`, { method: "POST", cookie })
    ).text();
    expect(html.indexOf("Our month in one line.")).toBeGreaterThan(0);
    expect(html.indexOf("Our month in one line.")).toBeLessThan(html.indexOf("Content library scores</h2>"));
    const basic = await userOn(t, "basic");
    const refused = await t.request("/api/v1/reports", {
      cookie: basic.cookie,
      json: { name: "Mine", sections: [{ kind: "note", text: "x" }] },
    });
    expect(refused.status).toBe(402);
  },

  async emailReports(t) {
    // A Basic workspace with a monitoring project: its member gets the week's summary by e-mail, once.
    const basic = await userOn(t, "basic");
    expect(
      (
        await t.request("/api/v1/projects", {
          cookie: basic.cookie,
          json: { siteUrl: site.url, name: "Bakery" },
        })
      ).status,
    ).toBe(201);
    const deps = reportDeliveryDeps(t.deps);
    expect((await sendWeeklySummaries(deps)).sent).toBe(1);
    const mail = await t.mail.next(basic.email);
    expect(mail.subject).toContain("Weekly summary");
    expect(mail.text).toContain("Bakery");
    expect((await sendWeeklySummaries(deps)).sent).toBe(0);
  },
};

describe("plan features and the capabilities behind them", () => {
  it("every plan feature names a capability and is available exactly when that capability is built", () => {
    for (const plan of Object.values(PLANS)) {
      for (const feature of plan.features) {
        expect(feature.capability in CAPABILITIES, feature.label).toBe(true);
        expect(feature.available, feature.label).toBe(CAPABILITIES[feature.capability]);
      }
    }
  });

  it("nothing is Coming soon any more: every plan feature is built", () => {
    const comingSoon = Object.values(PLANS)
      .flatMap((plan) => plan.features)
      .filter((feature) => !feature.available)
      .map((feature) => feature.label);
    expect(comingSoon).toEqual([]);
    // Built with search data (issue 30): no longer "Coming soon".
    expect(comingSoon).not.toContain("Real-time rank monitoring");
    expect(comingSoon).not.toContain("Advanced keyword intent analysis");
    // Built with the signed-in support form: no longer "Coming soon".
    expect(comingSoon.filter((label) => label.startsWith("Priority support"))).toEqual([]);
  });

  it("every capability marked built has a proof below", () => {
    const built = (Object.keys(CAPABILITIES) as CapabilityId[]).filter((id) => CAPABILITIES[id]);
    expect(built.filter((id) => !PROOFS[id])).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("each built capability works [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind, {
      env: { ALLOW_PRIVATE_NETWORKS: "true", DATAFORSEO_API_BASE: dataForSeo.url },
    });
  });
  afterEach(async () => {
    await t.close();
  });

  const built = (Object.keys(CAPABILITIES) as CapabilityId[]).filter((id) => CAPABILITIES[id] && PROOFS[id]);
  it.each(built)("%s", async (id) => {
    await PROOFS[id]!(t);
  });
});
