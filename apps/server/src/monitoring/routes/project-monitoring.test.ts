import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { insertChange, insertObservation, insertRun } from "../../../test/project-rows";
import { setPersonalPlan } from "../../../test/workspaces";
import { MANUAL_CHECKS_PER_DAY } from "../projects/start-project-check";

/**
 * What a project shows once it runs (issue 17): "Check now" and its runs and job, the detected
 * changes (pages, filters, CSV), a page's history and the alert switches. No worker runs here:
 * runs, observations and changes are written the way a project check writes them.
 */
describe.each(testDatabaseKinds())("project monitoring API [%s]", (kind) => {
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
  }

  async function proProject(body: unknown = { siteUrl: "example.com", competitors: ["rival.example"] }) {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const response = await send(user.cookie, "POST", "/api/v1/projects", body);
    expect(response.status, await response.clone().text()).toBe(201);
    return { ...user, project: await json(response) };
  }

  const checkJobs = () =>
    t.database.db.selectFrom("jobs").selectAll().where("kind", "=", "project-check").execute();

  it("Check now queues one run and one job, however often it is pressed while open", async () => {
    const { cookie, project } = await proProject();
    const now = new Date("2026-11-24T10:00:00.000Z");
    t.deps.now = () => now;
    const presses = await Promise.all(
      [1, 2, 3].map(() => send(cookie, "POST", `/api/v1/projects/${project.id}/check`)),
    );
    expect(presses.map((r) => r.status)).toEqual([202, 202, 202]);
    const runs = await Promise.all(presses.map((r) => json(r)));
    expect(new Set(runs.map((r) => r.id)).size).toBe(1);
    const [run] = runs;
    expect(run).toMatchObject({
      trigger: "manual",
      state: "queued",
      pagesTotal: 2,
      pagesDone: 0,
      startedAt: null,
    });
    const jobs = await checkJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      id: run.jobId,
      singleton_key: `project-check:${project.id}:manual`,
      state: "queued",
    });
    expect(JSON.parse(jobs[0]!.payload)).toEqual({ projectId: project.id, trigger: "manual", runId: run.id });
    const row = await t.database.db.selectFrom("project_runs").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      period_key: `manual:${run.id}`,
      job_id: run.jobId,
      created_at: now.toISOString(),
    });

    // The job and the run, as the screens follow them.
    const job = await json(await send(cookie, "GET", `/api/v1/jobs/${run.jobId}`));
    expect(job).toMatchObject({
      id: run.jobId,
      kind: "project-check",
      state: "queued",
      progress: null,
      attempts: 0,
    });
    expect(await json(await send(cookie, "GET", `/api/v1/projects/${project.id}/runs/${run.id}`))).toEqual(
      run,
    );

    // The job ends (as a worker would finish it): the next press is a new run and a new job.
    await t.database.db.updateTable("jobs").set({ state: "completed" }).where("id", "=", run.jobId).execute();
    await t.database.db
      .updateTable("project_runs")
      .set({ state: "completed", finished_at: now.toISOString() })
      .execute();
    const second = await json(await send(cookie, "POST", `/api/v1/projects/${project.id}/check`));
    expect(second.id).not.toBe(run.id);
    expect(second.jobId).not.toBe(run.jobId);
    expect(await checkJobs()).toHaveLength(2);
  });

  it("a manual run whose job died does not block Check now; the day's manual checks are limited", async () => {
    const { cookie, project } = await proProject();
    // A minute later at each call, so "newest first" has an answer.
    let minute = 0;
    t.deps.now = () => new Date(Date.UTC(2026, 10, 24, 10, minute++));
    const first = await json(await send(cookie, "POST", `/api/v1/projects/${project.id}/check`));
    await t.database.db.updateTable("jobs").set({ state: "failed" }).where("id", "=", first.jobId).execute();
    const second = await json(await send(cookie, "POST", `/api/v1/projects/${project.id}/check`));
    expect(second.id).not.toBe(first.id);
    expect(
      await json(await send(cookie, "GET", `/api/v1/projects/${project.id}/runs/${first.id}`)),
    ).toMatchObject({
      state: "failed",
      finishedAt: expect.stringMatching(/^2026-11-24T10:0\d:00\.000Z$/),
    });
    for (let i = 2; i < MANUAL_CHECKS_PER_DAY; i++) {
      await t.database.db
        .updateTable("jobs")
        .set({ state: "completed" })
        .where("kind", "=", "project-check")
        .execute();
      expect((await send(cookie, "POST", `/api/v1/projects/${project.id}/check`)).status).toBe(202);
    }
    await t.database.db
      .updateTable("jobs")
      .set({ state: "completed" })
      .where("kind", "=", "project-check")
      .execute();
    const refused = await send(cookie, "POST", `/api/v1/projects/${project.id}/check`);
    const newest = await t.database.db
      .selectFrom("project_runs")
      .select("id")
      .orderBy("created_at", "desc")
      .limit(2)
      .execute();
    expect(refused.status).toBe(429);
    expect((await json(refused)).error.code).toBe("RATE_LIMITED");
    // Runs, newest first.
    const list = await json(await send(cookie, "GET", `/api/v1/projects/${project.id}/runs?limit=2`));
    expect(list.total).toBe(MANUAL_CHECKS_PER_DAY);
    expect(list.items).toHaveLength(2);
    expect(list.items.map((r: { id: string }) => r.id)).toEqual(newest.map((r) => r.id));
  });

  it("jobs are the workspace's own; runs of another project are 404", async () => {
    const owner = await proProject();
    const run = await json(await send(owner.cookie, "POST", `/api/v1/projects/${owner.project.id}/check`));
    const stranger = await proProject({ siteUrl: "stranger.example" });
    await expectError(await send(stranger.cookie, "GET", `/api/v1/jobs/${run.jobId}`), 404, "Job not found");
    await expectError(await send(owner.cookie, "GET", "/api/v1/jobs/no-such-job"), 404, "Job not found");
    await expectError(
      await send(stranger.cookie, "GET", `/api/v1/projects/${stranger.project.id}/runs/${run.id}`),
      404,
      "Run not found",
    );
  });

  it("changes: newest first, a page at a time, filtered, and every one as CSV", async () => {
    const { cookie, project } = await proProject();
    const db = t.database.db;
    const [own, theirs] = project.pages;
    const observations: number[] = [];
    for (let day = 1; day <= 5; day++) {
      const at = `2026-11-0${day}T05:00:00.000Z`;
      const run = await insertRun(db, project.id, at);
      observations.push(await insertObservation(db, own.id, run, at, { title: `Title ${day}` }));
    }
    const ids: string[] = [];
    for (let day = 2; day <= 5; day++) {
      const at = `2026-11-0${day}T05:00:00.000Z`;
      ids.push(
        await insertChange(db, {
          projectId: project.id,
          pageId: own.id,
          url: own.url,
          observationId: observations[day - 1]!,
          previousObservationId: observations[day - 2]!,
          type: "title_changed",
          severity: day === 4 ? "critical" : "warning",
          before: `Title ${day - 1}`,
          after: day === 5 ? '=HYPERLINK("http://evil.example")' : `Title ${day}`,
          at,
        }),
      );
    }
    // A competitor page's change on the same day as the newest: both are listed, by id within the day.
    const run = await insertRun(db, project.id, "2026-11-05T06:00:00.000Z", { trigger: "manual" });
    const theirObservation = await insertObservation(db, theirs.id, run, "2026-11-05T05:00:00.000Z", {
      status: 404,
    });
    ids.push(
      await insertChange(db, {
        projectId: project.id,
        pageId: theirs.id,
        url: theirs.url,
        observationId: theirObservation,
        type: "http_error",
        severity: "critical",
        after: "404",
        at: "2026-11-05T05:00:00.000Z",
        competitorId: theirs.competitorId,
      }),
    );

    // A competitor's sitemap gaining a page: no tracked page, no observation, listed all the same.
    ids.push(
      await insertChange(db, {
        projectId: project.id,
        pageId: null,
        url: `${new URL(theirs.url).origin}/new-article`,
        observationId: null,
        type: "competitor_page_added",
        severity: "info",
        after: `${new URL(theirs.url).origin}/new-article`,
        at: "2026-11-03T06:00:00.000Z",
        competitorId: theirs.competitorId,
      }),
    );

    const base = `/api/v1/projects/${project.id}/changes`;
    const seen: { id: string; detectedAt: string; pageId: number | null; observationId: number | null }[] =
      [];
    let cursor: string | null = null;
    do {
      const page: {
        items: { id: string; detectedAt: string; pageId: number | null; observationId: number | null }[];
        nextCursor: string | null;
      } = await json(await send(cookie, "GET", `${base}?limit=2${cursor ? `&cursor=${cursor}` : ""}`));
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(seen.find((c) => c.id === ids.at(-1))).toMatchObject({ pageId: null, observationId: null });
    expect(new Set(seen.map((c) => c.id))).toEqual(new Set(ids));
    const times = seen.map((c) => c.detectedAt);
    expect(times).toEqual([...times].sort().reverse());

    const critical = await json(await send(cookie, "GET", `${base}?severity=critical`));
    expect(critical.items.map((c: { type: string }) => c.type).sort()).toEqual([
      "http_error",
      "title_changed",
    ]);
    expect(critical.nextCursor).toBeNull();
    const theirsOnly = await json(await send(cookie, "GET", `${base}?pageId=${theirs.id}`));
    expect(theirsOnly.items).toEqual([
      expect.objectContaining({
        competitorId: theirs.competitorId,
        url: theirs.url,
        after: "404",
        previousObservationId: null,
      }),
    ]);
    await expectError(
      await send(cookie, "GET", `${base}?cursor=bm90LWEtY3Vyc29y`),
      400,
      "This cursor is not from this list; start again without it",
    );
    await expectError(await send(cookie, "GET", `${base}?limit=501`), 400, "Limit must be at most 500");
    // Ids beyond PostgreSQL's integer are refused, not a database error.
    expect((await send(cookie, "GET", `${base}?pageId=99999999999`)).status).toBe(400);
    expect(
      (await send(cookie, "GET", `/api/v1/projects/${project.id}/pages/99999999999/history`)).status,
    ).toBe(400);

    const csv = await send(cookie, "GET", `${base}?format=csv&severity=warning`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="project-${project.id}-changes.csv"`,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "id,detected_at,severity,type,label,page_id,url,competitor_id,before,after,observation_id,previous_observation_id",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`,warning,title_changed,Title changed,${own.id},${own.url},,Title 4,`);
    // A formula-like cell is neutralised.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const byAccept = await t.request(base, { cookie, headers: { accept: "text/csv" } });
    // The header and every change, the sitemap one (no page, no observation) included.
    expect((await byAccept.text()).trimEnd().split("\r\n")).toHaveLength(7);
    expect((await send(cookie, "GET", `/api/v1/projects/no-such-project/changes?format=csv`)).status).toBe(
      404,
    );
  });

  it("a page's history is oldest first, the newest `limit`; pages of other projects are 404", async () => {
    const { cookie, project } = await proProject();
    const db = t.database.db;
    const page = project.pages[0];
    // Inserted out of order: history orders by observation time.
    for (const day of [3, 1, 2]) {
      const at = `2026-11-0${day}T05:00:00.000Z`;
      await insertObservation(db, page.id, await insertRun(db, project.id, at), at, { seoScore: 60 + day });
    }
    const history = await json(
      await send(cookie, "GET", `/api/v1/projects/${project.id}/pages/${page.id}/history`),
    );
    expect(history.page).toEqual({ id: page.id, url: page.url, competitorId: null });
    expect(history.observations.map((o: { seoScore: number }) => o.seoScore)).toEqual([61, 62, 63]);
    expect(history.observations[0]).toMatchObject({
      status: 200,
      noindex: false,
      failingChecks: [],
      robotsAllowed: true,
    });
    const newest = await json(
      await send(cookie, "GET", `/api/v1/projects/${project.id}/pages/${page.id}/history?limit=2`),
    );
    expect(newest.observations.map((o: { seoScore: number }) => o.seoScore)).toEqual([62, 63]);

    const other = await json(await send(cookie, "POST", "/api/v1/projects", { siteUrl: "other.example" }));
    await expectError(
      await send(cookie, "GET", `/api/v1/projects/${other.id}/pages/${page.id}/history`),
      404,
      "Tracked page not found",
    );
  });

  it("diff: two observations field by field and word by word; the last check's by default", async () => {
    const { cookie, project } = await proProject();
    const db = t.database.db;
    const page = project.pages[0];
    const base = `/api/v1/projects/${project.id}/pages/${page.id}/diff`;
    await expectError(await send(cookie, "GET", base), 404, "This page has not been checked yet");
    const at = (day: number) => `2026-11-0${day}T05:00:00.000Z`;
    const observe = async (day: number, fields: Parameters<typeof insertObservation>[4]) =>
      insertObservation(db, page.id, await insertRun(db, project.id, at(day)), at(day), fields);
    const first = await observe(1, { title: "Fresh bread", text: "We bake sourdough bread every morning" });
    const second = await observe(2, { title: "Fresh bread daily", text: "We bake rye bread every morning" });
    const third = await observe(3, {
      title: "Fresh bread daily",
      seoScore: 70,
      text: "We bake rye bread every morning",
    });

    const explicit = await json(await send(cookie, "GET", `${base}?from=${first}&to=${second}`));
    expect(explicit.from.id).toBe(first);
    expect(explicit.to.id).toBe(second);
    expect(explicit.fields).toEqual([{ field: "title", before: "Fresh bread", after: "Fresh bread daily" }]);
    expect(
      explicit.text
        .filter((p: { kind: string }) => p.kind !== "same")
        .map((p: { kind: string; text: string }) => [p.kind, p.text.trim()]),
    ).toEqual([
      ["removed", "sourdough"],
      ["added", "rye"],
    ]);
    expect(explicit.textChange).toBeGreaterThan(0);

    // No parameters: the newest observation against the one before it.
    const latest = await json(await send(cookie, "GET", base));
    expect([latest.from.id, latest.to.id]).toEqual([second, third]);
    expect(latest.fields).toEqual([{ field: "seoScore", before: 80, after: 70 }]);
    expect(latest.textChange).toBe(0);

    // Another page's observation is not this page's.
    const rival = project.pages[1];
    const theirs = await insertObservation(db, rival.id, await insertRun(db, project.id, at(4)), at(4));
    await expectError(
      await send(cookie, "GET", `${base}?from=${first}&to=${theirs}`),
      404,
      "Observation not found for this page",
    );
  });

  it("alert settings: the account's preferences until changed, then per user and workspace", async () => {
    const { cookie } = await proProject();
    expect(await json(await send(cookie, "GET", "/api/v1/alerts/settings"))).toEqual({
      emailNotifications: true,
      contentAlerts: true,
      rankingAlerts: true,
    });
    // The account's preference is the default…
    await send(cookie, "PATCH", "/api/v1/account/preferences", { rankingAlerts: false });
    expect(await json(await send(cookie, "GET", "/api/v1/alerts/settings"))).toMatchObject({
      rankingAlerts: false,
    });
    // …until the workspace's switches are set.
    await expectError(
      await send(cookie, "PUT", "/api/v1/alerts/settings", {}),
      400,
      "Send at least one setting to change",
    );
    const changed = await json(
      await send(cookie, "PUT", "/api/v1/alerts/settings", { contentAlerts: false }),
    );
    expect(changed).toEqual({ emailNotifications: true, contentAlerts: false, rankingAlerts: false });
    await send(cookie, "PATCH", "/api/v1/account/preferences", { rankingAlerts: true });
    expect(await json(await send(cookie, "GET", "/api/v1/alerts/settings"))).toEqual(changed);
    expect(
      await t.database.db.selectFrom("alert_settings").select(["content_alerts", "ranking_alerts"]).execute(),
    ).toEqual([{ content_alerts: 0, ranking_alerts: 0 }]);
    // Another member's switches are theirs.
    const other = await t.createUser();
    expect(await json(await send(other.cookie, "GET", "/api/v1/alerts/settings"))).toMatchObject({
      contentAlerts: true,
    });
  });
});
