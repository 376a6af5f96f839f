import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCrawl } from "../../../test/crawls";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { insertChange, insertObservation, insertRun } from "../../../test/project-rows";
import { setPersonalPlan } from "../../../test/workspaces";

/**
 * GET /projects/:id/trends (issue 17's charts): changes per check date by severity, the site's
 * health over its crawls, and keyword gaps over time. Rows are written the way a check and a
 * crawl write them; the expected numbers are worked out by hand in the comments.
 */
describe.each(testDatabaseKinds())("project trends API [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
    t.deps.now = () => new Date("2026-11-24T12:00:00.000Z");
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (cookie: string, path: string) => t.request(path, { method: "GET", cookie });

  async function proProject() {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const response = await t.request("/api/v1/projects", {
      method: "POST",
      cookie: user.cookie,
      json: {
        siteUrl: "example.com",
        competitors: ["rival.example", "other.example"],
        pages: ["https://example.com/", "https://rival.example/", "https://other.example/"],
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const project = await json(response);
    const page = (url: string) => project.pages.find((p: { url: string }) => p.url === url).id as number;
    return {
      ...user,
      project,
      own: page("https://example.com/"),
      rival: page("https://rival.example/"),
      other: page("https://other.example/"),
    };
  }

  it("keyword gaps: a keyword an own page covers is no gap; a gap an own page later covers leaves the count and the list", async () => {
    const { cookie, project, own, rival, other } = await proProject();
    const db = t.database.db;
    /** A run completed at `at` and, per page, the keywords it observed (null: no observation). */
    async function check(
      at: string,
      keywords: Record<number, string[] | null>,
      options: { state?: string; trigger?: "manual" } = {},
    ) {
      const run = await insertRun(db, project.id, at, options);
      for (const [pageId, list] of Object.entries(keywords)) {
        if (list !== null) await insertObservation(db, Number(pageId), run, at, { keywords: list });
      }
    }
    // Long before the 90 days read: only tells that earlier checks exist.
    await check("2026-01-01T06:00:00.000Z", { [own]: [], [rival]: ["ancient"], [other]: [] });
    // 11-20: "widget repair" is covered by the own page (case and spacing aside); gaps: widget prices, free shipping.
    await check("2026-11-20T06:00:00.000Z", {
      [own]: ["blue widgets", "Widget Repair"],
      [rival]: ["blue widgets", "widget prices", "widget  repair"],
      [other]: ["widget prices", "free shipping"],
    });
    // 11-21: an early run with an own page without keywords, then the day's last run, which counts:
    // the own page now covers "free shipping" and "widget repair": one gap (widget prices).
    await check(
      "2026-11-21T05:00:00.000Z",
      {
        [own]: [],
        [rival]: ["blue widgets", "widget prices", "widget repair"],
        [other]: ["widget prices", "free shipping"],
      },
      { trigger: "manual" },
    );
    await check("2026-11-21T09:00:00.000Z", {
      [own]: ["blue widgets", "widget repair", "free shipping"],
      [rival]: ["blue widgets", "widget prices", "widget repair"],
      [other]: ["widget prices", "free shipping"],
    });
    // 11-22: only a failed run: no check date.
    await check(
      "2026-11-22T06:00:00.000Z",
      { [own]: [], [rival]: ["failed run keyword"], [other]: null },
      { state: "failed" },
    );
    // 11-23: the own page dropped two keywords: widget repair (rival) and free shipping (other) are gaps again.
    await check("2026-11-23T06:00:00.000Z", {
      [own]: ["blue widgets"],
      [rival]: ["blue widgets", "widget prices", "widget repair"],
      [other]: ["free shipping"],
    });
    // 11-24: the own page was not observed: no reading, the current list stays the 11-23 one.
    await check("2026-11-24T06:00:00.000Z", { [own]: null, [rival]: ["something new"], [other]: null });

    const response = await get(cookie, `/api/v1/projects/${project.id}/trends`);
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.from).toBe("2026-08-27");
    expect(body.keywordGaps.byDay).toEqual([
      { date: "2026-11-20", count: 2 },
      { date: "2026-11-21", count: 1 },
      { date: "2026-11-23", count: 3 },
      { date: "2026-11-24", count: null },
    ]);
    expect(body.keywordGaps).toMatchObject({ asOf: "2026-11-23", currentTotal: 3, earlierChecks: true });
    expect(body.keywordGaps.current).toEqual([
      {
        keyword: "free shipping",
        competitors: ["other.example"],
        pages: ["https://other.example/"],
        // A gap on 11-20, covered on 11-21: a gap again since 11-23.
        firstSeen: "2026-11-23",
      },
      {
        keyword: "widget prices",
        competitors: ["rival.example"],
        pages: ["https://rival.example/"],
        firstSeen: "2026-11-20",
      },
      {
        keyword: "widget repair",
        competitors: ["rival.example"],
        pages: ["https://rival.example/"],
        firstSeen: "2026-11-23",
      },
    ]);

    // Three days read: 11-22 to 11-24; the 11-20 and 11-21 checks are earlier ones.
    const recent = await json(await get(cookie, `/api/v1/projects/${project.id}/trends?days=3`));
    expect(recent.from).toBe("2026-11-22");
    expect(recent.keywordGaps.byDay).toEqual([
      { date: "2026-11-23", count: 3 },
      { date: "2026-11-24", count: null },
    ]);
    expect(recent.keywordGaps.current.map((g: { firstSeen: string }) => g.firstSeen)).toEqual([
      "2026-11-23",
      "2026-11-23",
      "2026-11-23",
    ]);
  });

  it("keyword gaps leave out the competitor's name (alone or in a phrase) and what an own keyword covers (plurals, longer phrases)", async () => {
    const { cookie, project, own, rival } = await proProject();
    const db = t.database.db;
    const at = "2026-11-24T06:00:00.000Z";
    const run = await insertRun(db, project.id, at);
    await insertObservation(db, own, run, at, { keywords: ["blue widgets", "widget repair kit"] });
    await insertObservation(db, rival, run, at, {
      keywords: ["rival", "Blue Widget", "widgets", "repair kit", "widget prices", "rival widgets"],
    });
    const body = await json(await get(cookie, `/api/v1/projects/${project.id}/trends`));
    expect(body.keywordGaps.current.map((g: { keyword: string }) => g.keyword)).toEqual(["widget prices"]);
    expect(body.keywordGaps.currentTotal).toBe(1);
  });

  it("keyword gaps: what an own page's main text uses is no gap; without a stored text, its top keywords", async () => {
    const { cookie, project, own, rival } = await proProject();
    const db = t.database.db;
    // "head" 6 times and "rebase" once, yet neither is among the own page's top keywords.
    const ownText =
      "HEAD names the commit you work on. git log HEAD lists what leads to HEAD. HEAD~1 is the " +
      "parent of HEAD; git reset HEAD~1 moves back one commit. Before you rebase, check git status.";
    const rivalKeywords = ["head", "detached head", "rebase", "cherry pick"];
    const rivalText =
      "A detached HEAD, a rebase, a cherry pick: the rival's own text covers nothing of ours.";
    async function check(at: string, text: string | null) {
      const run = await insertRun(db, project.id, at);
      await insertObservation(db, own, run, at, { keywords: ["git", "commit"], text });
      await insertObservation(db, rival, run, at, { keywords: rivalKeywords, text: rivalText });
    }
    await check("2026-11-22T06:00:00.000Z", ownText);
    // An observation from before texts were kept: only the top keywords cover, so "head", "detached
    // head", "rebase" and "cherry pick" are all gaps ("head" ranks above "detached head": a topic of
    // its own, not its fragment).
    await check("2026-11-23T06:00:00.000Z", null);
    await check("2026-11-24T06:00:00.000Z", ownText);

    const body = await json(await get(cookie, `/api/v1/projects/${project.id}/trends`));
    expect(body.keywordGaps.byDay).toEqual([
      { date: "2026-11-22", count: 2 },
      { date: "2026-11-23", count: 4 },
      { date: "2026-11-24", count: 2 },
    ]);
    expect(body.keywordGaps.current).toEqual([
      {
        keyword: "cherry pick",
        competitors: ["rival.example"],
        pages: ["https://rival.example/"],
        firstSeen: "2026-11-22",
      },
      {
        keyword: "detached head",
        competitors: ["rival.example"],
        pages: ["https://rival.example/"],
        firstSeen: "2026-11-22",
      },
    ]);
  });

  it("a gap covered by several competitors lists each, most widely covered first", async () => {
    const { cookie, project, own, rival, other } = await proProject();
    const db = t.database.db;
    const run = await insertRun(db, project.id, "2026-11-24T06:00:00.000Z");
    await insertObservation(db, own, run, "2026-11-24T06:00:00.000Z", { keywords: ["apples"] });
    await insertObservation(db, rival, run, "2026-11-24T06:00:00.000Z", {
      keywords: ["pears", "apples", "zucchini"],
    });
    await insertObservation(db, other, run, "2026-11-24T06:00:00.000Z", { keywords: ["pears"] });
    const body = await json(await get(cookie, `/api/v1/projects/${project.id}/trends`));
    expect(body.keywordGaps).toEqual({
      byDay: [{ date: "2026-11-24", count: 2 }],
      current: [
        {
          keyword: "pears",
          competitors: ["other.example", "rival.example"],
          pages: ["https://other.example/", "https://rival.example/"],
          firstSeen: "2026-11-24",
        },
        {
          keyword: "zucchini",
          competitors: ["rival.example"],
          pages: ["https://rival.example/"],
          firstSeen: "2026-11-24",
        },
      ],
      currentTotal: 2,
      asOf: "2026-11-24",
      earlierChecks: false,
    });
  });

  it("changes per check date by severity, 0s on a check date without changes; other projects' changes are not counted", async () => {
    const { cookie, project, own } = await proProject();
    const db = t.database.db;
    const day = (d: number, hour = 6) => `2026-11-${d}T${String(hour).padStart(2, "0")}:00:00.000Z`;
    for (const d of [20, 21, 23]) await insertRun(db, project.id, day(d));
    const observation = await insertObservation(
      db,
      own,
      await insertRun(db, project.id, day(19), { state: "failed" }),
      day(19),
    );
    const change = (
      at: string,
      severity: "critical" | "warning" | "info",
      type: string,
      projectId = project.id,
    ) =>
      insertChange(db, {
        projectId,
        pageId: own,
        url: "https://example.com/",
        observationId: observation,
        type,
        severity,
        at,
      });
    await change(day(20), "critical", "http_error");
    await change(day(20, 7), "warning", "title_changed");
    await change(day(20, 8), "warning", "h1_changed");
    await change(day(21), "info", "text_changed");
    // A competitor's sitemap change on a day without a check still counts that day.
    await insertChange(db, {
      projectId: project.id,
      pageId: null,
      url: "https://rival.example/new",
      observationId: null,
      type: "competitor_page_added",
      severity: "info",
      at: day(22),
      competitorId: project.competitors[0].id,
    });
    const other = await proProject();
    await insertChange(db, {
      projectId: other.project.id,
      pageId: other.own,
      url: "https://example.com/",
      observationId: null,
      type: "title_removed",
      severity: "critical",
      at: day(23),
    });

    const body = await json(await get(cookie, `/api/v1/projects/${project.id}/trends`));
    // 11-19 had only a failed run and no change: not in the list.
    expect(body.changesByDay).toEqual([
      { date: "2026-11-20", critical: 1, warning: 2, info: 0 },
      { date: "2026-11-21", critical: 0, warning: 0, info: 1 },
      { date: "2026-11-22", critical: 0, warning: 0, info: 1 },
      { date: "2026-11-23", critical: 0, warning: 0, info: 0 },
    ]);
    expect(body.keywordGaps).toMatchObject({ current: [], currentTotal: 0, asOf: null });
  });

  it("site health: each completed crawl of the project's site, by finish time; none before the first crawl", async () => {
    const { cookie, project } = await proProject();
    const db = t.database.db;
    expect((await json(await get(cookie, `/api/v1/projects/${project.id}/trends`))).healthByCrawl).toEqual(
      [],
    );
    const workspaceId = (
      await db
        .selectFrom("projects")
        .select("workspace_id")
        .where("id", "=", project.id)
        .executeTakeFirstOrThrow()
    ).workspace_id;
    const { siteId, crawlId: first } = await createTestCrawl(
      t.database,
      "https://example.com/",
      {},
      workspaceId,
    );
    await db.updateTable("projects").set({ site_id: siteId }).where("id", "=", project.id).execute();
    const finish = (id: string, at: string, health: number | null, state = "completed") =>
      db
        .updateTable("crawls")
        .set({ state, finished_at: at, health_score: health })
        .where("id", "=", id)
        .execute();
    const crawl = async () => {
      const id = randomUUID();
      const row = await db.selectFrom("crawls").selectAll().where("id", "=", first).executeTakeFirstOrThrow();
      await db
        .insertInto("crawls")
        .values({ ...row, id, pages_admitted: 0 })
        .execute();
      return id;
    };
    await finish(first, "2026-11-17T03:00:00.000Z", 64);
    const second = await crawl();
    await finish(second, "2026-11-10T03:00:00.000Z", 71);
    const unscored = await crawl();
    await finish(unscored, "2026-11-24T03:00:00.000Z", null);
    await finish(await crawl(), "2026-11-23T03:00:00.000Z", 99, "cancelled");
    await finish(await crawl(), "2026-01-01T03:00:00.000Z", 10);
    // Another site of the workspace is not the project's.
    const elsewhere = await createTestCrawl(t.database, "https://elsewhere.example/", {}, workspaceId);
    await finish(elsewhere.crawlId, "2026-11-22T03:00:00.000Z", 12);

    const body = await json(await get(cookie, `/api/v1/projects/${project.id}/trends`));
    expect(body.healthByCrawl).toEqual([
      { crawlId: second, finishedAt: "2026-11-10T03:00:00.000Z", healthScore: 71 },
      { crawlId: first, finishedAt: "2026-11-17T03:00:00.000Z", healthScore: 64 },
      { crawlId: unscored, finishedAt: "2026-11-24T03:00:00.000Z", healthScore: null },
    ]);
  });

  it("a project on a site the workspace already audited shows that audit's crawls and health before any recrawl", async () => {
    const { cookie, project } = await proProject();
    const db = t.database.db;
    const { workspace_id: workspaceId } = await db
      .selectFrom("projects")
      .select("workspace_id")
      .where("id", "=", project.id)
      .executeTakeFirstOrThrow();
    // The audit came first (or later): the project's own recrawl never linked a site.
    const audit = await createTestCrawl(t.database, "https://example.com/", {}, workspaceId);
    await db
      .updateTable("crawls")
      .set({ state: "completed", finished_at: "2026-11-20T03:00:00.000Z", health_score: 58 })
      .where("id", "=", audit.crawlId)
      .execute();
    // Another workspace's audit of the same URL is not this project's.
    const stranger = await createTestCrawl(t.database, "https://example.com/");
    await db
      .updateTable("crawls")
      .set({ state: "completed", finished_at: "2026-11-21T03:00:00.000Z", health_score: 12 })
      .where("id", "=", stranger.crawlId)
      .execute();

    const trends = await json(await get(cookie, `/api/v1/projects/${project.id}/trends`));
    expect(trends.healthByCrawl).toEqual([
      { crawlId: audit.crawlId, finishedAt: "2026-11-20T03:00:00.000Z", healthScore: 58 },
    ]);
    const listed = (await json(await get(cookie, "/api/v1/projects"))).items.find(
      (p: { id: string }) => p.id === project.id,
    );
    expect(listed).toMatchObject({ siteId: audit.siteId, healthScore: 58 });
  });

  it("another workspace's project is 404; days out of range is 400", async () => {
    const { cookie, project } = await proProject();
    const stranger = await t.createUser();
    const foreign = await get(stranger.cookie, `/api/v1/projects/${project.id}/trends`);
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).error.message).toBe("Project not found");
    expect((await get(cookie, `/api/v1/projects/${project.id}/trends?days=0`)).status).toBe(400);
    expect((await get(cookie, `/api/v1/projects/${project.id}/trends?days=366`)).status).toBe(400);
    expect((await get(cookie, `/api/v1/projects/${project.id}/trends?days=365`)).status).toBe(200);
  });
});
