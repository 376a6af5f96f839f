import { PLANS } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { setPersonalPlan } from "../../../test/workspaces";
import { formatResetDate, usagePeriod } from "../../quota/usage-period";

/**
 * The site audit API end to end (issue 15): sites, starting crawls under the plan's limits,
 * the crawl's state machine, its progress, and its pages. The crawler is not run here: crawl
 * rows are written the way it writes them, and the job it would work is read back from the queue.
 */
describe.each(testDatabaseKinds())("site audits API [%s]", (kind) => {
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

  async function createdSite(cookie: string, body: unknown) {
    const response = await send(cookie, "POST", "/api/v1/sites", body);
    expect(response.status, await response.clone().text()).toBe(201);
    return json(response);
  }

  async function startedCrawl(cookie: string, siteId: string) {
    const response = await send(cookie, "POST", `/api/v1/sites/${siteId}/crawls`);
    expect(response.status, await response.clone().text()).toBe(201);
    return json(response);
  }

  /** The open job of a crawl, read through the app's own queue. */
  async function crawlJob(crawlId: string) {
    const rows = await t.database.db
      .selectFrom("jobs")
      .select("id")
      .where("singleton_key", "=", crawlId)
      .orderBy("created_at")
      .execute();
    return Promise.all(rows.map((row) => t.deps.jobs.get(row.id)));
  }

  it("validates a new site with the form's words and fills in the settings' defaults", async () => {
    const { cookie } = await t.createUser();
    await expectError(
      await send(cookie, "POST", "/api/v1/sites", { startUrl: "  " }),
      400,
      "Please enter a URL",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/sites", { startUrl: "ftp://files.example.com/" }),
      400,
      "Please enter a valid URL (e.g., example.com)",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/sites", { startUrl: "https://user:pw@example.com/" }),
      400,
      "Please enter a valid URL (e.g., example.com)",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/sites", { startUrl: "example.com", settings: { maxPages: 0 } }),
      400,
      "Max pages must be at least 1",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/sites", {
        startUrl: "example.com",
        settings: { ratePerSecond: 100 },
      }),
      400,
      "Rate must be at most 50 requests per second",
    );
    await expectError(
      await send(cookie, "POST", "/api/v1/sites", {
        startUrl: "example.com",
        settings: { exclude: ["/cart/*", "re:^/(tag|author"] },
      }),
      400,
      'Pattern "re:^/(tag|author": invalid regex: missing closing )',
    );
    // What RE2 cannot run in linear time is refused, saying why (issue 25).
    await expectError(
      await send(cookie, "POST", "/api/v1/sites", {
        startUrl: "example.com",
        settings: { exclude: ["re:^/(a+)-\\1$"] },
      }),
      400,
      'Pattern "re:^/(a+)-\\1$": regex back-references (\\1, \\k<name>) are not supported: they cannot run in guaranteed time',
    );
    // Patterns see the path and query ("/blog/post?page=2"): these can match no URL at all.
    for (const [field, pattern, message] of [
      ["include", "blog/*", 'Pattern "blog/*" matches nothing: patterns are matched against the path'],
      [
        "include",
        "https://example.com/blog/*",
        'Pattern "https://example.com/blog/*" matches nothing: write the path',
      ],
      ["exclude", "re:^https?://example", 'Pattern "re:^https?://example" matches nothing: write the path'],
      ["include", "re:^blog/", 'Pattern "re:^blog/" matches nothing: patterns are matched'],
    ] as const) {
      const response = await send(cookie, "POST", "/api/v1/sites", {
        startUrl: "example.com",
        settings: { [field]: ["/shop/*", pattern] },
      });
      const body = await json(response);
      expect(response.status, pattern).toBe(400);
      expect(body.error.message.startsWith(message), body.error.message).toBe(true);
      expect(body.error.message).toContain("(for example /blog/*)");
      expect(body.error.details).toEqual({ field: `settings.${field}` });
    }
    // Patterns that can match: a path glob, a glob starting with *, an unanchored or /-anchored regex.
    // An include the start URL does not match is fine: the start URL is the crawl's seed.
    for (const include of [["/blog/*"], ["*?page=*"], ["re:\\.pdf$"], ["re:^/(en|de)/"]]) {
      const { cookie: own } = await t.createUser();
      const response = await send(own, "POST", "/api/v1/sites", {
        startUrl: "example.com",
        settings: { include },
      });
      expect(response.status, `${include} ${await response.clone().text()}`).toBe(201);
    }
    await expectError(
      await send(cookie, "POST", "/api/v1/sites", { startUrl: "example.com", name: "" }),
      400,
      "Name is required",
    );

    const site = await createdSite(cookie, { startUrl: "example.com/blog#top", settings: { maxDepth: 3 } });
    expect(site).toMatchObject({
      name: "example.com",
      startUrl: "https://example.com/blog",
      settings: { maxDepth: 3, maxPages: 500, ratePerSecond: 5, concurrency: 2, includeSubdomains: false },
    });
    expect(await json(await send(cookie, "GET", `/api/v1/sites/${site.id}`))).toEqual(site);
    expect(await json(await send(cookie, "GET", "/api/v1/sites"))).toEqual({ items: [site], total: 1 });
  });

  it("Basic: one site, max pages capped at the plan's 500, two crawls a month", async () => {
    const { cookie } = await t.createUser();
    const site = await createdSite(cookie, {
      startUrl: "https://shop.example/",
      settings: { maxPages: 10_000 },
    });
    expect(site.settings.maxPages).toBe(10_000);
    await expectError(
      await send(cookie, "POST", "/api/v1/sites", { startUrl: "https://blog.example/" }),
      402,
      "The Basic plan audits 1 site. Delete it or upgrade to Pro for up to 50 sites.",
    );

    const first = await startedCrawl(cookie, site.id);
    expect(first).toMatchObject({ siteId: site.id, state: "queued", previousCrawlId: null, startedAt: null });
    expect(first.settings.maxPages).toBe(PLANS.basic.pagesPerCrawl);
    const [job] = await crawlJob(first.id);
    expect(job).toMatchObject({ kind: "crawl", payload: { crawlId: first.id }, state: "queued" });
    expect(job!.workspaceId).toEqual(expect.any(String));

    // One crawl of a site at a time.
    await expectError(
      await send(cookie, "POST", `/api/v1/sites/${site.id}/crawls`),
      409,
      "This site already has a queued crawl. Resume or cancel it before starting another.",
    );
    // The first one completes (as the crawler would mark it): the next one compares with it.
    await t.database.db
      .updateTable("crawls")
      .set({ state: "completed" })
      .where("id", "=", first.id)
      .execute();
    const second = await startedCrawl(cookie, site.id);
    expect(second.previousCrawlId).toBe(first.id);
    await send(cookie, "POST", `/api/v1/crawls/${second.id}/cancel`);

    const period = usagePeriod(new Date());
    const refused = await expectError(
      await send(cookie, "POST", `/api/v1/sites/${site.id}/crawls`),
      429,
      `You have used all 2 crawls of the Basic plan for ${period.monthName}. ` +
        `They reset on ${formatResetDate(period.resetsAt)}. Upgrade to Pro for unlimited crawls.`,
    );
    expect(refused.details).toMatchObject({ limit: 2, used: 2, upgradeUrl: "/upgrade" });
    // Counted apart from the analyses: the analyses' month is untouched.
    const counters = await t.database.db.selectFrom("workspace_usage_counters").selectAll().execute();
    expect(counters.map((c) => [c.period, c.count])).toEqual([[`crawls:${period.id}`, 2]]);
    expect(await json(await send(cookie, "GET", "/api/v1/usage"))).toMatchObject({ used: 0 });
  });

  it("holds the limits under concurrent requests: one site on Basic, one open crawl per site", async () => {
    const { cookie } = await t.createUser();
    const sites = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        send(cookie, "POST", "/api/v1/sites", { startUrl: `https://site-${i}.example/` }),
      ),
    );
    expect(sites.map((r) => r.status).sort()).toEqual([201, 402, 402, 402, 402]);
    const siteId = (await json(sites.find((r) => r.status === 201)!)).id;
    const crawls = await Promise.all(
      Array.from({ length: 4 }, () => send(cookie, "POST", `/api/v1/sites/${siteId}/crawls`)),
    );
    expect(crawls.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    // Refused starts counted nothing.
    const counter = await t.database.db
      .selectFrom("workspace_usage_counters")
      .select("count")
      .executeTakeFirstOrThrow();
    expect(counter.count).toBe(1);
  });

  it("pause, resume and cancel move only where the state allows; a finished crawl never changes", async () => {
    const { cookie } = await t.createUser();
    const site = await createdSite(cookie, { startUrl: "https://shop.example/" });
    const crawl = await startedCrawl(cookie, site.id);
    const move = (verb: string, id = crawl.id) => send(cookie, "POST", `/api/v1/crawls/${id}/${verb}`);

    await expectError(await move("resume"), 409, "Only a paused crawl can be resumed; this one is queued.");
    const paused = await move("pause");
    expect(paused.status).toBe(200);
    expect((await json(paused)).state).toBe("paused");
    await expectError(await move("pause"), 409, "This crawl is already paused.");
    // Paused while its job ran: the job finished; resuming enqueues it again.
    await t.database.db
      .updateTable("jobs")
      .set({ state: "completed" })
      .where("singleton_key", "=", crawl.id)
      .execute();
    const resumed = await move("resume");
    expect((await json(resumed)).state).toBe("queued");
    const jobs = await crawlJob(crawl.id);
    expect(jobs.map((j) => j?.state)).toEqual(["completed", "queued"]);

    await t.database.db
      .updateTable("crawls")
      .set({ state: "finishing" })
      .where("id", "=", crawl.id)
      .execute();
    await expectError(
      await move("cancel"),
      409,
      "This crawl is computing its issues and can no longer be cancelled.",
    );
    await t.database.db.updateTable("crawls").set({ state: "running" }).where("id", "=", crawl.id).execute();
    const cancelled = await json(await move("cancel"));
    expect(cancelled).toMatchObject({ state: "cancelled", finishedAt: expect.any(String) });
    for (const [verb, done] of [
      ["pause", "paused"],
      ["resume", "resumed"],
      ["cancel", "cancelled"],
    ]) {
      const error = await expectError(
        await move(verb!),
        409,
        `This crawl has finished (cancelled) and can no longer be ${done}.`,
      );
      expect(error.details).toEqual({ state: "cancelled" });
    }
    // Cancel enqueues nothing.
    expect(await crawlJob(crawl.id)).toHaveLength(2);
    await expectError(await move("pause", "no-such-crawl"), 404, "Crawl not found");
  });

  it("reports progress: crawled, queued, failed, pages per second and the time left", async () => {
    const { cookie } = await t.createUser();
    const site = await createdSite(cookie, { startUrl: "https://shop.example/" });
    const crawl = await startedCrawl(cookie, site.id);
    const before = await json(await send(cookie, "GET", `/api/v1/crawls/${crawl.id}`));
    expect(before.progress).toEqual({
      crawled: 0,
      queued: 0,
      failed: 0,
      pagesPerSecond: null,
      etaSeconds: null,
      latest: [],
    });

    const startedAt = new Date(Date.now() - 10_000).toISOString();
    await t.database.db
      .updateTable("crawls")
      .set({ state: "running", started_at: startedAt })
      .where("id", "=", crawl.id)
      .execute();
    await writePages(crawl.id, [
      ...Array.from({ length: 18 }, (_, i) => page(`/ok-${i}`, { status: 200 })),
      page("/down", { status: null, error_code: "CONNECT_FAILED" }),
      page("/gone", { status: 404 }),
    ]);
    await writeFrontier(crawl.id, ["/next-1", "/next-2"], "queued");
    await writeFrontier(crawl.id, ["/next-3"], "claimed");
    await writeFrontier(crawl.id, ["https://elsewhere.example/"], "skipped");

    const { progress } = await json(await send(cookie, "GET", `/api/v1/crawls/${crawl.id}`));
    expect(progress.crawled).toBe(20);
    expect(progress.queued).toBe(3);
    expect(progress.failed).toBe(1);
    // 20 URLs in about 10 seconds: about 2 per second, 3 left: about 2 seconds.
    expect(progress.pagesPerSecond).toBeGreaterThan(1.8);
    expect(progress.pagesPerSecond).toBeLessThanOrEqual(2);
    expect(progress.etaSeconds).toBe(2);

    // The latest fetches, newest first: the failed one last written, then the 404.
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
    const urlId = async (path: string) =>
      (
        await t.database.db
          .selectFrom("crawl_urls")
          .select("id")
          .where("url", "=", `https://shop.example${path}`)
          .executeTakeFirstOrThrow()
      ).id;
    for (const [path, seconds] of [
      ["/gone", 1],
      ["/down", 2],
      ["/ok-0", -60],
    ] as const) {
      await t.database.db
        .updateTable("crawl_pages")
        .set({ fetched_at: later(seconds), total_ms: 123 })
        .where("url_id", "=", await urlId(path))
        .execute();
    }
    const { progress: live } = await json(await send(cookie, "GET", `/api/v1/crawls/${crawl.id}`));
    expect(live.latest).toHaveLength(10);
    expect(live.latest.slice(0, 2)).toEqual([
      {
        url: "https://shop.example/down",
        status: null,
        errorCode: "CONNECT_FAILED",
        totalMs: 123,
        fetchedAt: expect.any(String),
      },
      {
        url: "https://shop.example/gone",
        status: 404,
        errorCode: null,
        totalMs: 123,
        fetchedAt: expect.any(String),
      },
    ]);
    const urls = live.latest.map((fetch: { url: string }) => fetch.url);
    // Fetched a minute earlier than the rest: not among the last ten; nor is what is still queued.
    expect(urls).not.toContain("https://shop.example/ok-0");
    expect(urls.some((url: string) => url.includes("/next-"))).toBe(false);
  });

  it("lists pages with filters, sorts and keyset pages, and exports every row as CSV", async () => {
    const { cookie } = await t.createUser();
    const site = await createdSite(cookie, { startUrl: "https://shop.example/" });
    const crawl = await startedCrawl(cookie, site.id);
    const statuses = [200, 200, 200, 301, 404, 500, null] as const;
    await writePages(
      crawl.id,
      Array.from({ length: 140 }, (_, i) => {
        const status = statuses[i % statuses.length]!;
        return page(`/p-${String(i).padStart(3, "0")}`, {
          status,
          error_code: status === null ? "TIMEOUT" : null,
          is_html: status === 200 ? 1 : 0,
          indexable: status === 200 && i % 2 === 0 ? 1 : 0,
          title:
            i === 7 ? '=HYPERLINK("http://evil") 100% off, "quoted"' : status === 200 ? `Page ${i}` : null,
          word_count: status === 200 ? (i * 37) % 500 : null,
          depth: i % 4,
        });
      }),
    );
    const list = async (query: string) => {
      const response = await send(cookie, "GET", `/api/v1/crawls/${crawl.id}/pages${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return json(response);
    };

    const first = await list("");
    expect(first.total).toBe(140);
    expect(first.items).toHaveLength(100);
    expect(first.items[0]).toMatchObject({ url: "https://shop.example/p-000", status: 200, isHtml: true });
    const rest = await list(`?cursor=${first.nextCursor}`);
    expect(rest.items.map((p: { url: string }) => p.url)).toEqual(
      Array.from({ length: 40 }, (_, i) => `https://shop.example/p-${String(100 + i).padStart(3, "0")}`),
    );
    expect(rest.nextCursor).toBeNull();

    expect((await list("?status=4xx")).total).toBe(20);
    expect(
      (await list("?status=failed")).items.every((p: { errorCode: string }) => p.errorCode === "TIMEOUT"),
    ).toBe(true);
    expect((await list("?status=2xx&indexable=true")).total).toBe(30);
    expect((await list("?html=false")).total).toBe(80);
    // A search matches the URL or the title, any case; % is a character, not a wildcard.
    expect((await list("?q=P-01")).total).toBe(10);
    expect((await list("?q=100%25%20off")).items.map((p: { url: string }) => p.url)).toEqual([
      "https://shop.example/p-007",
    ]);
    expect((await list("?q=%25")).total).toBe(1);

    // Every sort, walked page by page, gives each row once and in order.
    for (const [sort, field] of [
      ["word_count", "wordCount"],
      ["status", "status"],
      ["depth", "depth"],
    ] as const) {
      for (const order of ["asc", "desc"] as const) {
        const seen: { id: number; value: number }[] = [];
        let cursor: string | null = null;
        do {
          const pageOf: { items: Record<string, number | null>[]; nextCursor: string | null } = await list(
            `?sort=${sort}&order=${order}&limit=17${cursor ? `&cursor=${cursor}` : ""}`,
          );
          seen.push(...pageOf.items.map((p) => ({ id: p.id!, value: p[field] ?? -1 })));
          cursor = pageOf.nextCursor;
        } while (cursor);
        expect(new Set(seen.map((s) => s.id)).size, `${sort} ${order}`).toBe(140);
        const values = seen.map((s) => s.value);
        const sorted = [...values].sort((a, b) => (order === "asc" ? a - b : b - a));
        expect(values, `${sort} ${order}`).toEqual(sorted);
      }
    }

    await expectError(
      await send(cookie, "GET", `/api/v1/crawls/${crawl.id}/pages?limit=501`),
      400,
      "Limit must be at most 500",
    );
    await expectError(
      await send(cookie, "GET", `/api/v1/crawls/${crawl.id}/pages?sort=status&cursor=${first.nextCursor}`),
      400,
      "This cursor is not from this list; start again without it",
    );
    await expectError(
      await send(cookie, "GET", `/api/v1/crawls/${crawl.id}/pages?status=6xx`),
      400,
      "Status must be one of 2xx, 3xx, 4xx, 5xx, failed",
    );

    // CSV: every row (not one page), by Accept or by the .csv suffix, with the same filters.
    for (const [path, headers] of [
      [`/api/v1/crawls/${crawl.id}/pages`, { accept: "text/csv" }],
      [`/api/v1/crawls/${crawl.id}/pages.csv`, {}],
    ] as const) {
      const response = await t.request(path, { cookie, headers });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="crawl-${crawl.id}-pages.csv"`,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      const lines = text.split("\r\n");
      expect(lines[0]).toMatch(/^url,status,error_code,/);
      expect(lines).toHaveLength(1 + 140 + 1);
      expect(lines.at(-1)).toBe("");
      expect(text).toContain(`"'=HYPERLINK(""http://evil"") 100% off, ""quoted"""`);
    }
    const notFound = await t.request(`/api/v1/crawls/${crawl.id}/pages.csv?status=4xx&sort=url&order=desc`, {
      cookie,
    });
    const rows = (await notFound.text()).split("\r\n").slice(1, -1);
    expect(rows).toHaveLength(20);
    expect(rows[0]!.startsWith("https://shop.example/p-137,404,")).toBe(true);
  });

  it("edits settings field by field; a crawl keeps the settings it started with; deleting waits for a running crawl", async () => {
    const { cookie } = await t.createUser();
    const site = await createdSite(cookie, { startUrl: "https://shop.example/", settings: { maxDepth: 4 } });
    const crawl = await startedCrawl(cookie, site.id);
    const patched = await send(cookie, "PATCH", `/api/v1/sites/${site.id}`, {
      settings: { ratePerSecond: 1 },
    });
    expect(patched.status).toBe(200);
    expect((await json(patched)).settings).toMatchObject({ maxDepth: 4, ratePerSecond: 1 });
    await expectError(
      await send(cookie, "PATCH", `/api/v1/sites/${site.id}`, {}),
      400,
      "Send a name, a start URL or settings to change",
    );
    expect((await json(await send(cookie, "GET", `/api/v1/crawls/${crawl.id}`))).settings.ratePerSecond).toBe(
      5,
    );

    const crawlsCsv = await t.request(`/api/v1/sites/${site.id}/crawls`, {
      cookie,
      headers: { accept: "text/csv" },
    });
    expect((await crawlsCsv.text()).split("\r\n")[1]).toMatch(new RegExp(`^${crawl.id},${site.id},queued,`));

    await t.database.db.updateTable("crawls").set({ state: "running" }).where("id", "=", crawl.id).execute();
    await expectError(
      await send(cookie, "DELETE", `/api/v1/sites/${site.id}`),
      409,
      "A crawl of this site is running. Pause or cancel it, then delete the site.",
    );
    await send(cookie, "POST", `/api/v1/crawls/${crawl.id}/cancel`);
    await writePages(crawl.id, [page("/", { status: 200 })]);
    expect((await send(cookie, "DELETE", `/api/v1/sites/${site.id}`)).status).toBe(204);
    expect(await t.database.db.selectFrom("crawls").selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom("crawl_pages").selectAll().execute()).toEqual([]);
    await expectError(await send(cookie, "GET", `/api/v1/crawls/${crawl.id}`), 404, "Crawl not found");
    // The site's slot is free again.
    await createdSite(cookie, { startUrl: "https://blog.example/" });
  });

  it("works by API key (Pro): create a site, start a crawl, read its progress and pages", async () => {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const { key } = await json(await send(user.cookie, "POST", "/api/v1/api-keys", { name: "CI" }));
    const byKey = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      t.request(path, {
        method,
        headers: { origin: "", authorization: `Bearer ${key}`, ...headers },
        ...(body === undefined ? {} : { json: body }),
      });
    const created = await byKey("POST", "/api/v1/sites", {
      startUrl: "https://shop.example/",
      settings: { maxPages: 20_000 },
    });
    expect(created.status).toBe(201);
    const site = await json(created);
    const started = await byKey("POST", `/api/v1/sites/${site.id}/crawls`);
    expect(started.status).toBe(201);
    const crawl = await json(started);
    // Pro's cap is above what the site asks.
    expect(crawl.settings.maxPages).toBe(20_000);
    await writePages(crawl.id, [page("/", { status: 200, title: "Home" })]);
    expect((await json(await byKey("GET", `/api/v1/crawls/${crawl.id}`))).progress.crawled).toBe(1);
    expect((await json(await byKey("GET", `/api/v1/crawls/${crawl.id}/pages`))).items[0].title).toBe("Home");
    const csv = await byKey("GET", "/api/v1/sites.csv");
    expect(csv.status).toBe(200);
    expect((await csv.text()).split("\r\n")[1]).toMatch(
      new RegExp(`^${site.id},shop\\.example,https://shop\\.example/,20000,`),
    );
    expect((await byKey("POST", `/api/v1/crawls/${crawl.id}/pause`)).status).toBe(200);
  });

  // --- crawl rows as the crawler writes them ---

  type PageFields = Partial<{
    status: number | null;
    error_code: string | null;
    is_html: number;
    indexable: number;
    title: string | null;
    word_count: number | null;
    depth: number;
  }>;
  const page = (path: string, fields: PageFields) => ({ path, ...fields });

  async function writeFrontier(crawlId: string, paths: string[], state: string) {
    await t.database.db
      .insertInto("crawl_urls")
      .values(
        paths.map((p) => ({
          crawl_id: crawlId,
          url: p.startsWith("http") ? p : `https://shop.example${p}`,
          depth: 1,
          state,
          skip_reason: state === "skipped" ? "external" : null,
          found_via: "link",
          first_source_id: null,
        })),
      )
      .execute();
  }

  async function writePages(crawlId: string, pages: (PageFields & { path: string })[]) {
    const ids = await t.database.db
      .insertInto("crawl_urls")
      .values(
        pages.map((p) => ({
          crawl_id: crawlId,
          url: `https://shop.example${p.path}`,
          depth: p.depth ?? 0,
          state: "done",
          skip_reason: null,
          found_via: "link",
          first_source_id: null,
        })),
      )
      .returning(["id", "url"])
      .execute();
    const byUrl = new Map(ids.map((row) => [row.url, row.id]));
    await t.database.db
      .insertInto("crawl_pages")
      .values(
        pages.map((p) => ({
          url_id: byUrl.get(`https://shop.example${p.path}`)!,
          crawl_id: crawlId,
          fetched_at: new Date().toISOString(),
          status: p.status === undefined ? 200 : p.status,
          error_code: p.error_code ?? null,
          error_message: null,
          redirect_target: null,
          redirect_url_id: null,
          content_type: "text/html",
          bytes: 1000,
          transferred_bytes: 1000,
          ttfb_ms: 10,
          total_ms: 20,
          etag: null,
          last_modified: null,
          is_html: p.is_html ?? 1,
          title: p.title ?? null,
          title_hash: null,
          description: null,
          description_hash: null,
          h1: null,
          h1_hash: null,
          h1_count: null,
          text_hash: null,
          simhash: null,
          word_count: p.word_count ?? null,
          lang: null,
          canonical: null,
          canonical_url_id: null,
          meta_robots: null,
          x_robots_tag: null,
          indexable: p.indexable ?? 1,
          non_indexable_reason: null,
          mixed_content: 0,
          score: null,
          failing_checks: null,
        })),
      )
      .execute();
  }
});
