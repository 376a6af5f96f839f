import { PLANS } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/harness";
import { seedProject } from "../../../test/monitoring-projects";
import { setPersonalPlan } from "../../../test/workspaces";
import { crawlJobKind } from "../../site-audit/jobs/crawl-job";
import { recrawlProjectSite } from "./recrawl-project-site";

/** The scheduled recrawl: the project's site found or created within the plan, and one crawl per due time. */
describe("recrawlProjectSite", () => {
  let t: TestContext;
  let workspaceId: string;
  let userId: string;

  beforeEach(async () => {
    t = await createTestContext("sqlite");
    const user = await t.createUser();
    userId = user.id;
    workspaceId = await setPersonalPlan(t.deps.db, user.id, "pro");
  });
  afterEach(async () => {
    await t.close();
  });

  it("creates the site once, remembers it on the project, and starts one crawl per due time", async () => {
    const { db } = t.deps;
    const project = await seedProject(db, {
      workspaceId,
      createdBy: userId,
      siteUrl: "https://shop.example",
      pages: ["https://shop.example/"],
      crawlSchedule: "weekly",
      now: t.deps.now(),
    });
    const dueAt = new Date(t.deps.now().getTime() - 60_000);
    const first = await recrawlProjectSite(t.deps, { projectId: project.id, dueAt, billingEnabled: true });
    expect(first).toMatchObject({ outcome: "started" });
    const sites = await db.selectFrom("sites").selectAll().where("workspace_id", "=", workspaceId).execute();
    expect(sites.map((s) => s.start_url)).toEqual(["https://shop.example/"]);
    const stored = await db
      .selectFrom("projects")
      .select("site_id")
      .where("id", "=", project.id)
      .executeTakeFirst();
    expect(stored?.site_id).toBe(sites[0]!.id);
    const crawls = await db.selectFrom("crawls").select(["id", "state"]).execute();
    expect(crawls).toEqual([{ id: (first as { crawlId: string }).crawlId, state: "queued" }]);
    const job = await db.selectFrom("jobs").select(["kind", "singleton_key"]).executeTakeFirstOrThrow();
    expect(job).toEqual({ kind: crawlJobKind.name, singleton_key: crawls[0]!.id });

    // The same due time again (a retried job): nothing more.
    expect(await recrawlProjectSite(t.deps, { projectId: project.id, dueAt, billingEnabled: true })).toEqual({
      outcome: "skipped",
      reason: "already-crawled",
      siteId: sites[0]!.id,
    });
    // The next due time while that crawl is still queued: skipped, not a second crawl.
    expect(
      await recrawlProjectSite(t.deps, {
        projectId: project.id,
        dueAt: new Date(t.deps.now().getTime() + 60_000),
        billingEnabled: true,
      }),
    ).toMatchObject({ outcome: "skipped", reason: "crawl-running" });
    expect(await db.selectFrom("crawls").select("id").execute()).toHaveLength(1);
  });

  it("uses the workspace's existing site for the URL, and skips when the plan has no site left", async () => {
    const { db } = t.deps;
    const now = t.deps.now();
    const dueAt = new Date(now.getTime() - 60_000);
    const weekly = { crawlSchedule: "weekly" as const, pages: [], now };
    const mine = await seedProject(db, { workspaceId, siteUrl: "https://a.example", ...weekly });
    const first = await recrawlProjectSite(t.deps, { projectId: mine.id, dueAt, billingEnabled: true });
    expect(first).toMatchObject({ outcome: "started" });
    // A second project on the same URL shares its site.
    const again = await seedProject(db, { workspaceId, siteUrl: "https://a.example/", ...weekly });
    const shared = await recrawlProjectSite(t.deps, { projectId: again.id, dueAt, billingEnabled: true });
    expect(shared).toMatchObject({ outcome: "skipped", reason: "already-crawled" });
    expect(await db.selectFrom("sites").select("id").execute()).toHaveLength(1);
    // Pro's other sites all taken: a project on a new URL finds none left.
    const at = now.toISOString();
    await db
      .insertInto("sites")
      .values(
        Array.from({ length: PLANS.pro.sites - 1 }, (_, i) => ({
          id: `site-${i}`,
          workspace_id: workspaceId,
          name: `s${i}.example`,
          start_url: `https://s${i}.example/`,
          settings: "{}",
          created_by: userId,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const other = await seedProject(db, { workspaceId, siteUrl: "https://b.example", ...weekly });
    expect(await recrawlProjectSite(t.deps, { projectId: other.id, dueAt, billingEnabled: true })).toEqual({
      outcome: "skipped",
      reason: "plan-limit",
    });
  });

  it("after a downgrade to a plan without scheduled recrawls, and for a schedule turned off, starts nothing", async () => {
    const { db } = t.deps;
    const now = t.deps.now();
    const dueAt = new Date(now.getTime() - 60_000);
    const project = await seedProject(db, {
      workspaceId,
      siteUrl: "https://shop.example",
      pages: [],
      crawlSchedule: "monthly",
      now,
    });
    const off = await seedProject(db, { workspaceId, siteUrl: "https://off.example", pages: [], now });
    await db.updateTable("workspaces").set({ plan: "basic" }).where("id", "=", workspaceId).execute();
    expect(await recrawlProjectSite(t.deps, { projectId: project.id, dueAt, billingEnabled: true })).toEqual({
      outcome: "skipped",
      reason: "plan-limit",
    });
    expect(await recrawlProjectSite(t.deps, { projectId: off.id, dueAt, billingEnabled: true })).toEqual({
      outcome: "skipped",
      reason: "schedule-off",
    });
    // Without plans on the server (BILLING=off) the monthly recrawl runs.
    expect(
      await recrawlProjectSite(t.deps, { projectId: project.id, dueAt, billingEnabled: false }),
    ).toMatchObject({ outcome: "started" });
    expect(await db.selectFrom("crawls").select("id").execute()).toHaveLength(1);
  });

  it("does nothing for a project that is gone", async () => {
    expect(
      await recrawlProjectSite(t.deps, { projectId: "gone", dueAt: t.deps.now(), billingEnabled: true }),
    ).toEqual({ outcome: "skipped", reason: "no-project" });
  });
});
