import { detectChanges, observePage } from "@ranklens/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, type TestContext } from "../../../test/harness";
import { type MonitoredSite, startMonitoredSite } from "../../../test/monitored-site";
import { seedProject } from "../../../test/monitoring-projects";
import { setPersonalPlan } from "../../../test/workspaces";
import type { Job, JobContext } from "../../jobs/job-queue";
import { PROJECT_CHECK_LEASE_MS, type ProjectJobPayload, projectCheckJob } from "../jobs/project-check-job";
import type { MonitoringDeps } from "./monitoring-deps";

const FETCH = {
  allowPrivateNetworks: true,
  timeouts: { connectMs: 500, headersMs: 500, totalMs: 800 },
  userAgent: "RankLensTest",
};
const PAGES = 12;

/**
 * A project set up on Pro (daily, 12 pages) whose workspace is on Basic now: each run takes the
 * plan in force — one run per ISO week whatever the daily schedule fires, and Basic's 10 pages.
 */
describe.each(testDatabaseKinds())("monitoring under the plan in force (%s)", (kind) => {
  let t: TestContext;
  let site: MonitoredSite;
  let projectId: string;
  let monitoring: MonitoringDeps;

  beforeAll(async () => {
    site = await startMonitoredSite({
      answer: (p) => (p.startsWith("/p") ? { kind: "page", page: {} } : undefined),
    });
    t = await createTestContext(kind);
    const user = await t.createUser();
    const workspaceId = await setPersonalPlan(t.deps.db, user.id, "basic");
    const project = await seedProject(t.deps.db, {
      workspaceId,
      siteUrl: site.url,
      pages: Array.from({ length: PAGES }, (_, i) => `${site.url}/p${i}`),
      pageSchedule: "daily",
      now: new Date(),
    });
    projectId = project.id;
    monitoring = {
      db: t.deps.db,
      now: () => new Date(),
      logger: t.deps.logger,
      observe: (url, run) => observePage(url, { ...FETCH, ...run }),
      detect: detectChanges,
      notify: async () => {},
      fetch: FETCH,
      concurrency: 4,
      perHost: 2,
    };
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  /** The job a daily schedule enqueues for `due` (its due time is in the singleton key). */
  const scheduledJob = (due: string): JobContext<ProjectJobPayload> => {
    const job = {
      id: `job-${due}`,
      kind: "project-check",
      payload: { projectId, trigger: "schedule" },
      singletonKey: `schedule:project:${projectId}:pages:${due}`,
      runAt: new Date(due),
      maxAttempts: 3,
    } as Job<ProjectJobPayload>;
    return {
      job,
      payload: job.payload,
      attempt: 1,
      signal: new AbortController().signal,
      reportProgress: async () => {},
    };
  };

  const siteFileHits = () => ({
    "/robots.txt": site.hits.filter((path) => path === "/robots.txt").length,
    "/llms.txt": site.hits.filter((path) => path === "/llms.txt").length,
  });
  const runs = () =>
    t.deps.db.selectFrom("project_runs").select(["period_key"]).where("project_id", "=", projectId).execute();
  const observations = () =>
    t.deps.db
      .selectFrom("page_observations")
      .innerJoin("project_pages", "project_pages.id", "page_observations.page_id")
      .select(["project_pages.url"])
      .where("project_pages.project_id", "=", projectId)
      .execute();

  it("Basic: a daily project runs once per ISO week, on the plan's first 10 pages", async () => {
    const deps = { monitoring, billingEnabled: true, leaseMs: PROJECT_CHECK_LEASE_MS };
    // Monday to Wednesday of ISO week 48 of 2026.
    for (const due of ["2026-11-23T05:07:00.000Z", "2026-11-24T05:07:00.000Z", "2026-11-25T05:07:00.000Z"])
      await projectCheckJob.handler(deps, scheduledJob(due));
    expect(await runs()).toEqual([{ period_key: "2026-W48" }]);
    const seen = (await observations()).map((o) => o.url.replace(site.url, "")).sort();
    expect(seen).toEqual(["/p0", "/p1", "/p2", "/p3", "/p4", "/p5", "/p6", "/p7", "/p8", "/p9"].sort());
    // The site's robots.txt and llms.txt once for the run's ten pages, not once per page.
    expect(siteFileHits()).toEqual({ "/robots.txt": 1, "/llms.txt": 1 });
  });

  it("without plans on the server (BILLING=off) the same project runs daily on every page", async () => {
    const deps = { monitoring, billingEnabled: false, leaseMs: PROJECT_CHECK_LEASE_MS };
    await projectCheckJob.handler(deps, scheduledJob("2026-11-26T05:07:00.000Z"));
    expect((await runs()).map((r) => r.period_key).sort()).toEqual(["2026-11-26", "2026-W48"]);
    expect(await observations()).toHaveLength(10 + PAGES);
    // Each run reads them afresh.
    expect(siteFileHits()).toEqual({ "/robots.txt": 2, "/llms.txt": 2 });
  });
});
