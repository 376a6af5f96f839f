import { PLANS } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { insertChange, insertObservation, insertRun } from "../../../test/project-rows";
import { personalWorkspaceId, setPersonalPlan } from "../../../test/workspaces";
import { crawlScheduleName, pageScheduleName } from "../runs/project-schedules";

/**
 * The projects API (issue 17): creating, reading, changing and deleting projects under the
 * plan's limits, which URLs a project may track, who may do what, and the schedules each project
 * keeps in the job queue's cron table.
 */
describe.each(testDatabaseKinds())("projects API [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    t.request(path, { method, cookie, ...(body === undefined ? {} : { json: body }) });

  async function expectError(response: Response, status: number, message: string) {
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(status);
    expect(body.error.message).toBe(message);
    return body.error;
  }

  async function created(cookie: string, body: unknown) {
    const response = await send(cookie, "POST", "/api/v1/projects", body);
    expect(response.status, await response.clone().text()).toBe(201);
    return json(response);
  }

  async function proUser() {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    return user;
  }

  const schedules = (projectId: string) =>
    t.database.db
      .selectFrom("job_schedules")
      .select(["name", "kind", "cron", "payload"])
      .where("name", "in", [pageScheduleName(projectId), crawlScheduleName(projectId)])
      .orderBy("name")
      .execute();

  it("validates with the form's words and tracks the home pages of the site and competitors by default", async () => {
    const { cookie } = await proUser();
    await expectError(
      await send(cookie, "POST", "/api/v1/projects", { siteUrl: " " }),
      400,
      "Please enter a URL",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/projects", { siteUrl: "ftp://files.example.com/" }),
      400,
      "Please enter a valid URL (e.g., example.com)",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/projects", {
        siteUrl: "example.com",
        competitors: ["https://u:p@rival.example/"],
      }),
      400,
      "Please enter a valid URL (e.g., example.com)",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/projects", { siteUrl: "example.com", name: "" }),
      400,
      "Name is required",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/projects", { siteUrl: "example.com", pageSchedule: "hourly" }),
      400,
      'Invalid option: expected one of "daily"|"weekly"|"off"',
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/projects", {
        siteUrl: "example.com",
        competitors: ["www.example.com"],
      }),
      400,
      "example.com is the project's own site, not a competitor.",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/projects", {
        siteUrl: "example.com",
        competitors: ["rival.example"],
        pages: ["example.com/pricing", "https://elsewhere.example/page"],
      }),
      400,
      "https://elsewhere.example/page is not on example.com or a competitor's site. Add its site as a competitor to track it.",
    );
    expect(await t.database.db.selectFrom("projects").selectAll().execute()).toEqual([]);

    const project = await created(cookie, {
      siteUrl: "example.com/#top",
      competitors: ["rival.example", "https://www.rival.example/", "other.example/home"],
      keywords: ["sourdough", "sourdough", "rye"],
    });
    expect(project).toMatchObject({
      name: "example.com",
      siteUrl: "https://example.com/",
      siteId: null,
      pageSchedule: "weekly",
      crawlSchedule: "off",
      trackedPages: 3,
      openCritical: 0,
      newChanges: 0,
      healthScore: null,
      lastCheckAt: null,
      keywords: ["sourdough", "rye"],
      rules: {},
    });
    // One competitor per host (www. or not), the first one listed kept; those added together by host.
    expect(project.competitors.map((c: { url: string; host: string }) => [c.url, c.host])).toEqual([
      ["https://other.example/home", "other.example"],
      ["https://rival.example/", "rival.example"],
    ]);
    const [other, rival] = project.competitors;
    expect(
      project.pages.map((p: { url: string; competitorId: string | null; latest: unknown }) => [
        p.url,
        p.competitorId,
        p.latest,
      ]),
    ).toEqual([
      ["https://example.com/", null, null],
      ["https://rival.example/", rival.id, null],
      ["https://other.example/home", other.id, null],
    ]);
    // The weekly page schedule is in the cron table; its next time is the summary's nextCheckAt.
    const [pages] = await schedules(project.id);
    expect(pages).toMatchObject({ name: pageScheduleName(project.id), kind: "project-check" });
    expect(JSON.parse(pages!.payload)).toEqual({ projectId: project.id, trigger: "schedule" });
    expect(project.nextCheckAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT05:\d\d:00\.000Z$/));
    expect(await json(await send(cookie, "GET", `/api/v1/projects/${project.id}`))).toEqual(project);
    const { pages: _pages, keywords: _k, rules: _r, ...summary } = project;
    expect(await json(await send(cookie, "GET", "/api/v1/projects"))).toEqual({ items: [summary], total: 1 });
  });

  it("tracked pages: the site's host is own, a competitor's host is that competitor's", async () => {
    const { cookie } = await proUser();
    const project = await created(cookie, {
      siteUrl: "https://shop.example",
      competitors: ["rival.example"],
      pages: [
        "shop.example/pricing",
        "https://www.shop.example/about",
        "rival.example/pricing",
        "shop.example/pricing",
      ],
    });
    const rivalId = project.competitors[0].id;
    expect(
      project.pages.map((p: { url: string; competitorId: string | null }) => [p.url, p.competitorId]),
    ).toEqual([
      ["https://shop.example/pricing", null],
      ["https://www.shop.example/about", null],
      ["https://rival.example/pricing", rivalId],
    ]);
  });

  it("Basic: one project, 10 tracked pages, no daily checks and no recrawls, with the upgrade words", async () => {
    const { cookie } = await t.createUser();
    const tooMany = Array.from({ length: 11 }, (_, i) => `example.com/page-${i}`);
    const refusal = await expectError(
      await send(cookie, "POST", "/api/v1/projects", { siteUrl: "example.com", pages: tooMany }),
      402,
      "The Basic plan tracks up to 10 pages per project; this project would track 11. Upgrade to Pro to track up to 1,000.",
    );
    expect(refusal.details).toMatchObject({ limit: 10, requested: 11, upgradeUrl: "/upgrade" });
    await expectError(
      await send(cookie, "POST", "/api/v1/projects", { siteUrl: "example.com", pageSchedule: "daily" }),
      402,
      "The Basic plan checks tracked pages weekly, not daily. Upgrade to Pro for daily checks.",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/projects", { siteUrl: "example.com", crawlSchedule: "weekly" }),
      402,
      "The Basic plan never recrawls sites on a schedule. Upgrade to Pro for weekly recrawls.",
    );
    const project = await created(cookie, { siteUrl: "example.com", pages: tooMany.slice(0, 10) });
    expect(project.trackedPages).toBe(PLANS.basic.trackedPagesPerProject);
    await expectError(
      await send(cookie, "POST", "/api/v1/projects", { siteUrl: "blog.example" }),
      402,
      "The Basic plan monitors 1 project. Delete it or upgrade to Pro for up to 20 projects.",
    );
    await expectError(
      await send(cookie, "PATCH", `/api/v1/projects/${project.id}`, { pageSchedule: "daily" }),
      402,
      "The Basic plan checks tracked pages weekly, not daily. Upgrade to Pro for daily checks.",
    );
    await expectError(
      await send(cookie, "PATCH", `/api/v1/projects/${project.id}`, {
        pages: [...tooMany.slice(0, 10), "example.com/x"],
      }),
      402,
      "The Basic plan tracks up to 10 pages per project; this project would track 11. Upgrade to Pro to track up to 1,000.",
    );
    // Two at once cannot both take the last project.
    expect((await send(cookie, "DELETE", `/api/v1/projects/${project.id}`)).status).toBe(204);
    const racing = await Promise.all(
      ["a.example", "b.example", "c.example"].map((siteUrl) =>
        send(cookie, "POST", "/api/v1/projects", { siteUrl }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 402, 402]);
  });

  it("updates replace lists, keep the history of pages that stay and follow the schedules", async () => {
    const { cookie } = await proUser();
    const project = await created(cookie, {
      siteUrl: "example.com",
      competitors: ["rival.example"],
      pages: ["example.com/", "example.com/pricing", "rival.example/"],
      pageSchedule: "daily",
      crawlSchedule: "weekly",
    });
    expect((await schedules(project.id)).map((s) => [s.name, s.kind])).toEqual([
      [crawlScheduleName(project.id), "project-recrawl"],
      [pageScheduleName(project.id), "project-check"],
    ]);
    const home = project.pages[0];
    const runId = await insertRun(t.database.db, project.id, "2026-11-20T05:00:00.000Z");
    await insertObservation(t.database.db, home.id, runId, "2026-11-20T05:00:00.000Z");

    await expectError(
      await send(cookie, "PATCH", `/api/v1/projects/${project.id}`, {}),
      400,
      "Send at least one field to change",
    );
    // Competitors only: the rival's pages go, the new competitor's home page is tracked, own pages stay.
    const changed = await json(
      await send(cookie, "PATCH", `/api/v1/projects/${project.id}`, {
        name: "Shop",
        competitors: ["newcomer.example"],
        rules: { title_changed: "critical", text_changed: "mute" },
        pageSchedule: "off",
        crawlSchedule: "monthly",
      }),
    );
    expect(changed).toMatchObject({
      name: "Shop",
      pageSchedule: "off",
      crawlSchedule: "monthly",
      nextCheckAt: null,
    });
    expect(changed.rules).toEqual({ title_changed: "critical", text_changed: "mute" });
    const newcomer = changed.competitors[0];
    expect(
      changed.pages.map((p: { id: number; url: string; competitorId: string | null }) => [
        p.url,
        p.competitorId,
      ]),
    ).toEqual([
      ["https://example.com/", null],
      ["https://example.com/pricing", null],
      ["https://newcomer.example/", newcomer.id],
    ]);
    expect(changed.pages[0].id).toBe(home.id);
    expect(changed.pages[0].latest).toMatchObject({ runId, title: "Home" });
    expect((await schedules(project.id)).map((s) => [s.name, s.cron.split(" ").slice(1).join(" ")])).toEqual([
      [crawlScheduleName(project.id), "3 1 * *"],
    ]);
    // Pages replaced whole; an unknown host is refused and nothing changes.
    await expectError(
      await send(cookie, "PATCH", `/api/v1/projects/${project.id}`, { pages: ["rival.example/"] }),
      400,
      "https://rival.example/ is not on example.com or a competitor's site. Add its site as a competitor to track it.",
    );
    const pagesOnly = await json(
      await send(cookie, "PATCH", `/api/v1/projects/${project.id}`, {
        pages: ["example.com", "newcomer.example/blog"],
      }),
    );
    expect(pagesOnly.pages.map((p: { url: string }) => p.url)).toEqual([
      "https://example.com/",
      "https://newcomer.example/blog",
    ]);

    expect((await send(cookie, "DELETE", `/api/v1/projects/${project.id}`)).status).toBe(204);
    expect(await schedules(project.id)).toEqual([]);
    expect(await t.database.db.selectFrom("page_observations").selectAll().execute()).toEqual([]);
    await expectError(await send(cookie, "GET", `/api/v1/projects/${project.id}`), 404, "Project not found");
  });

  it("deleting a project deletes the main texts only it used; texts another project shares stay", async () => {
    const { cookie } = await proUser();
    const db = t.database.db;
    const at = "2026-11-20T05:00:00.000Z";
    const leaving = await created(cookie, { siteUrl: "example.com" });
    const staying = await created(cookie, { siteUrl: "other.example" });
    const leavingRun = await insertRun(db, leaving.id, at);
    const stayingRun = await insertRun(db, staying.id, at);
    await insertObservation(db, leaving.pages[0].id, leavingRun, at, { text: "only the leaving project" });
    await insertObservation(
      db,
      leaving.pages[0].id,
      await insertRun(db, leaving.id, "2026-11-21T05:00:00.000Z"),
      at,
      {
        text: "a text both projects saw",
      },
    );
    await insertObservation(db, staying.pages[0].id, stayingRun, at, { text: "a text both projects saw" });
    const texts = () => db.selectFrom("page_texts").select("text").orderBy("text").execute();
    expect((await texts()).map((r) => r.text)).toEqual([
      "a text both projects saw",
      "only the leaving project",
    ]);

    expect((await send(cookie, "DELETE", `/api/v1/projects/${leaving.id}`)).status).toBe(204);
    expect((await texts()).map((r) => r.text)).toEqual(["a text both projects saw"]);
    expect((await send(cookie, "DELETE", `/api/v1/projects/${staying.id}`)).status).toBe(204);
    expect(await texts()).toEqual([]);
  });

  it("summaries: open critical changes, changes since the last visit, health of the newest completed crawl", async () => {
    const { cookie, id: userId } = await proUser();
    const db = t.database.db;
    t.deps.now = () => new Date("2026-11-19T09:00:00.000Z");
    const project = await created(cookie, { siteUrl: "example.com", competitors: ["rival.example"] });
    const [own, theirs] = project.pages;
    const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T05:00:00.000Z`;
    const run1 = await insertRun(db, project.id, at(20));
    const run2 = await insertRun(db, project.id, at(21));
    const run3 = await insertRun(db, project.id, at(22));
    const o1 = await insertObservation(db, own.id, run1, at(20));
    const o2 = await insertObservation(db, own.id, run2, at(21), { status: 500, title: null });
    const o3 = await insertObservation(db, own.id, run3, at(22), { status: 200, title: null, noindex: true });
    const c1 = await insertObservation(db, theirs.id, run1, at(20));
    const c2 = await insertObservation(db, theirs.id, run2, at(21), { status: 503 });
    const change = (
      pageId: number,
      observationId: number,
      type: string,
      severity: "critical" | "warning",
      day: number,
    ) =>
      insertChange(db, {
        projectId: project.id,
        pageId,
        url: "u",
        observationId,
        type,
        severity,
        at: at(day),
      });
    await change(own.id, o2, "http_error", "critical", 21); // resolved: the page answers 200 again
    await change(own.id, o2, "title_removed", "critical", 21); // still no title
    await change(own.id, o3, "noindex_added", "critical", 22); // on the newest observation
    await change(own.id, o3, "score_dropped", "warning", 22);
    await insertChange(db, {
      projectId: project.id,
      pageId: theirs.id,
      url: "u",
      observationId: c2,
      previousObservationId: c1,
      type: "http_error",
      severity: "critical",
      at: at(21),
      competitorId: theirs.competitorId,
    }); // a competitor's: not ours to fix
    void o1;

    // A crawl of the project's site: the newest completed one's health score.
    const site = await json(await send(cookie, "POST", "/api/v1/sites", { startUrl: "example.com" }));
    await db.updateTable("projects").set({ site_id: site.id }).where("id", "=", project.id).execute();
    const workspaceId = await personalWorkspaceId(db, userId);
    for (const [id, state, score, day] of [
      ["crawl-1", "completed", 71, 18],
      ["crawl-2", "completed", 64, 19],
      ["crawl-3", "failed", null, 20],
    ] as const) {
      await db
        .insertInto("crawls")
        .values({
          id,
          workspace_id: workspaceId,
          site_id: site.id,
          state,
          settings: "{}",
          created_at: at(day),
          updated_at: at(day),
          finished_at: at(day),
          health_score: score,
          pages_admitted: 0,
        })
        .execute();
    }

    // The creator's visit was at creation (before every change here): all five are new.
    const before = (await json(await send(cookie, "GET", "/api/v1/projects"))).items[0];
    expect(before).toMatchObject({
      openCritical: 2,
      newChanges: 5,
      healthScore: 64,
      lastCheckAt: at(22),
      siteId: site.id,
    });
    // Seen on the 21st at noon: only the 22nd's two are new. A GET alone changes nothing.
    t.deps.now = () => new Date("2026-11-21T12:00:00.000Z");
    expect((await send(cookie, "POST", `/api/v1/projects/${project.id}/seen`)).status).toBe(204);
    const after = await json(await send(cookie, "GET", `/api/v1/projects/${project.id}`));
    expect(after).toMatchObject({ openCritical: 2, newChanges: 2 });
    expect(after.pages[0].latest).toMatchObject({ id: o3, noindex: true, status: 200 });
  });

  it("roles: a viewer reads but cannot create, change, delete or check; another workspace's ids are 404", async () => {
    const owner = await proUser();
    const project = await created(owner.cookie, { siteUrl: "example.com" });
    const workspaceId = await personalWorkspaceId(t.database.db, owner.id);
    const viewer = await t.createUser();
    await t.database.db
      .insertInto("workspace_members")
      .values({
        workspace_id: workspaceId,
        user_id: viewer.id,
        role: "viewer",
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await send(viewer.cookie, "POST", `/api/v1/workspaces/${workspaceId}/activate`)).status).toBe(
      200,
    );

    expect((await json(await send(viewer.cookie, "GET", "/api/v1/projects"))).total).toBe(1);
    expect((await send(viewer.cookie, "GET", `/api/v1/projects/${project.id}`)).status).toBe(200);
    const denied = "Your role (viewer) cannot manage monitoring projects in this workspace.";
    await expectError(
      await send(viewer.cookie, "POST", "/api/v1/projects", { siteUrl: "x.example" }),
      403,
      denied,
    );
    await expectError(
      await send(viewer.cookie, "PATCH", `/api/v1/projects/${project.id}`, { name: "X" }),
      403,
      denied,
    );
    await expectError(await send(viewer.cookie, "DELETE", `/api/v1/projects/${project.id}`), 403, denied);
    await expectError(await send(viewer.cookie, "POST", `/api/v1/projects/${project.id}/check`), 403, denied);
    // A viewer's visit is their own.
    expect((await send(viewer.cookie, "POST", `/api/v1/projects/${project.id}/seen`)).status).toBe(204);

    const stranger = await proUser();
    for (const [method, path, body] of [
      ["GET", `/api/v1/projects/${project.id}`],
      ["PATCH", `/api/v1/projects/${project.id}`, { name: "Mine" }],
      ["DELETE", `/api/v1/projects/${project.id}`],
      ["POST", `/api/v1/projects/${project.id}/check`],
      ["POST", `/api/v1/projects/${project.id}/seen`],
      ["GET", `/api/v1/projects/${project.id}/runs`],
      ["GET", `/api/v1/projects/${project.id}/changes`],
      ["GET", `/api/v1/projects/${project.id}/pages/${project.pages[0].id}/history`],
    ] as const) {
      await expectError(await send(stranger.cookie, method, path, body), 404, "Project not found");
    }
    expect((await json(await send(stranger.cookie, "GET", "/api/v1/projects"))).total).toBe(0);
    expect(await schedules(project.id)).toHaveLength(1);
  });

  it("works by API key on the key's workspace", async () => {
    const { cookie } = await proUser();
    const key = (await json(await send(cookie, "POST", "/api/v1/api-keys", { name: "script" }))).key;
    const byKey = (method: string, path: string, body?: unknown) =>
      t.request(path, {
        method,
        headers: { origin: "", authorization: `Bearer ${key}` },
        ...(body === undefined ? {} : { json: body }),
      });
    const response = await byKey("POST", "/api/v1/projects", { siteUrl: "example.com" });
    expect(response.status).toBe(201);
    const project = await json(response);
    expect((await byKey("GET", `/api/v1/projects/${project.id}`)).status).toBe(200);
    expect((await byKey("POST", `/api/v1/projects/${project.id}/check`)).status).toBe(202);
    expect((await byKey("GET", "/api/v1/alerts/settings")).status).toBe(200);
  });
});
