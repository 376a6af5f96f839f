import { gzipSync } from "node:zlib";
import { CrawlSettingsSchema } from "@ranklens/shared";
import { afterEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, type SiteRoute, startCrawlSite } from "../../../test/crawl-site";
import {
  createTestCrawl,
  createTestRecrawl,
  openCrawlDatabase,
  type TestCrawl,
  testCrawlDeps,
} from "../../../test/crawls";
import { testDatabaseKinds } from "../../../test/databases";
import { recordRequestWrites } from "../../../test/request-writes";
import { type AnalysisPool, createAnalysisPool } from "../../analysis-pool";
import type { DatabaseHandle } from "../../db/client";
import { siteCheckById } from "../site-checks";
import { runCrawl } from "./run-crawl";

describe.each(testDatabaseKinds())("runCrawl [%s]", (kind) => {
  let database: DatabaseHandle;
  let site: CrawlSite;
  afterEach(async () => {
    await site?.close();
    await database?.close();
  });

  const urls = async (crawlId: string) =>
    database.db
      .selectFrom("crawl_urls")
      .leftJoin("crawl_pages", "crawl_pages.url_id", "crawl_urls.id")
      .select([
        "crawl_urls.url",
        "crawl_urls.state",
        "crawl_urls.skip_reason",
        "crawl_urls.depth",
        "crawl_pages.status",
        "crawl_pages.title",
      ])
      .where("crawl_urls.crawl_id", "=", crawlId)
      .orderBy("crawl_urls.url")
      .execute();

  it("crawls every linked page once, records statuses, redirects and external links, and completes", async () => {
    site = await startCrawlSite({
      "/": page("Home", ["/a", "/b", "/old", "https://elsewhere.example/x"]),
      "/a": page("A", ["/", "/b", "/a#top"]),
      "/b": page("B", ["/missing"]),
      "/old": { status: 301, headers: { location: "/a" } },
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    let issuesComputed = 0;
    const result = await runCrawl(
      testCrawlDeps(database, { computeIssues: async () => void issuesComputed++ }),
      { crawlId },
    );
    expect(result).toBe("completed");
    expect(issuesComputed).toBe(1);
    const rows = await urls(crawlId);
    const by = new Map(rows.map((row) => [row.url.replace(site.origin, ""), row]));
    expect(by.get("/")).toMatchObject({ state: "done", status: 200, title: "Home", depth: 0 });
    expect(by.get("/a")).toMatchObject({ state: "done", status: 200, depth: 1 });
    expect(by.get("/old")).toMatchObject({ state: "done", status: 301, depth: 1 });
    expect(by.get("/missing")).toMatchObject({ state: "done", status: 404, depth: 2 });
    expect(rows.find((row) => row.url === "https://elsewhere.example/x")).toMatchObject({
      state: "skipped",
      skip_reason: "external",
    });
    // Each page fetched once: "/a#top" is "/a", and the redirect's target was already known.
    const pagePaths = site.paths().filter((path) => !path.endsWith(".txt") && !path.endsWith(".xml"));
    expect(pagePaths.sort()).toEqual(["/", "/a", "/b", "/missing", "/old"]);
    const crawl = await database.db
      .selectFrom("crawls")
      .selectAll()
      .where("id", "=", crawlId)
      .executeTakeFirstOrThrow();
    expect(crawl.state).toBe("completed");
    expect(crawl.finished_at).not.toBeNull();
  });

  it("keeps to the per-host rate and concurrency (request times measured on the wire)", async () => {
    const pages: Record<string, SiteRoute> = {};
    const links = Array.from({ length: 12 }, (_, i) => `/p${i}`);
    pages["/"] = page("Home", links);
    for (const link of links) pages[link] = { body: page(link), delayMs: 80 };
    site = await startCrawlSite(pages);
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 10, concurrency: 2 });
    const wire = recordRequestWrites(site.origin);
    try {
      expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    } finally {
      wire.stop();
    }
    const writes = wire.writes.filter((w) => w.path.startsWith("/p"));
    expect(writes).toHaveLength(12);
    // 10 requests/s: each request began leaving at least 100 ms after the previous one had left,
    // less 1 ms for Date.now()'s whole-millisecond steps (the crawler's clock reads it).
    for (let i = 1; i < writes.length; i++)
      expect(writes[i]!.began - writes[i - 1]!.written, writes[i]!.path).toBeGreaterThanOrEqual(99);
    // The site's own stamps, a looser second check: it runs in this process and stamps a request
    // when its event loop gets to it, which a busy machine makes late (two requests sent 105 ms
    // apart were once stamped 1 ms apart). Over 12 requests, one interval of lateness is allowed.
    const arrivals = site.requests.filter((r) => r.path.startsWith("/p")).map((r) => r.startedAt);
    expect(arrivals).toHaveLength(12);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(10 * 100);
    expect(site.maxInFlight()).toBeLessThanOrEqual(2);
  });

  it("obeys robots.txt: Disallow and Allow for its user agent, and a Crawl-delay that is stricter than the rate", async () => {
    site = await startCrawlSite({
      "/robots.txt": {
        headers: { "content-type": "text/plain" },
        body: "User-agent: *\nDisallow: /\n\nUser-agent: RankLens\nDisallow: /private/\nAllow: /private/open\nCrawl-delay: 0.3\n",
      },
      "/": page("Home", ["/a", "/private/secret", "/private/open"]),
      "/a": page("A"),
      "/private/open": page("Open"),
      "/private/secret": page("Secret"),
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50, concurrency: 4 });
    const wire = recordRequestWrites(site.origin);
    try {
      expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    } finally {
      wire.stop();
    }
    const rows = await urls(crawlId);
    expect(rows.find((r) => r.url.endsWith("/private/secret"))).toMatchObject({
      state: "skipped",
      skip_reason: "robots",
    });
    expect(rows.find((r) => r.url.endsWith("/private/open"))).toMatchObject({ state: "done", status: 200 });
    expect(site.paths()).not.toContain("/private/secret");
    // Crawl-delay 0.3 s: each page request began leaving at least 300 ms after the previous one had
    // left (less 1 ms for Date.now()'s steps), measured on the wire as the rate test does.
    const isPage = (path: string) => !path.endsWith(".txt") && !path.endsWith(".xml");
    const writes = wire.writes.filter((w) => isPage(w.path));
    expect(writes.map((w) => w.path).sort()).toEqual(["/", "/a", "/private/open"]);
    for (let i = 1; i < writes.length; i++)
      expect(writes[i]!.began - writes[i - 1]!.written, writes[i]!.path).toBeGreaterThanOrEqual(299);
    // The site's own stamps, the looser check: on a busy machine its event loop stamps a request
    // late (a loaded CI run saw two sent 300 ms apart stamped 223 ms apart); one interval is allowed.
    const arrivals = site.requests.filter((r) => isPage(r.path)).map((r) => r.startedAt);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(300);
    expect(site.maxInFlight()).toBe(1);
  });

  it("treats a robots.txt answering 5xx as 'disallow everything' (RFC 9309) and a 404 as no rules", async () => {
    site = await startCrawlSite({
      "/robots.txt": { status: 503, body: "down" },
      "/": page("Home", ["/a"]),
      "/a": page("A"),
    });
    database = await openCrawlDatabase(kind);
    const blocked = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId: blocked.crawlId })).toBe("failed");
    expect(await urls(blocked.crawlId)).toMatchObject([{ state: "skipped", skip_reason: "robots" }]);
    const failed = await database.db
      .selectFrom("crawls")
      .select(["state", "state_reason"])
      .where("id", "=", blocked.crawlId)
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({
      state: "failed",
      state_reason: `${site.origin}/robots.txt could not be read (it answered HTTP 503); robots.txt rules (RFC 9309) then keep crawlers off the whole site.`,
    });
    expect(site.paths().filter((p) => p === "/" || p === "/a")).toEqual([]);
    await site.close();

    site = await startCrawlSite({ "/": page("Home", ["/a"]), "/a": page("A") });
    const open = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId: open.crawlId })).toBe("completed");
    expect((await urls(open.crawlId)).map((r) => r.state)).toEqual(["done", "done"]);
  });

  it("waits out 429 with Retry-After, then crawls the page", async () => {
    let calls = 0;
    site = await startCrawlSite({
      "/": page("Home", ["/busy"]),
      "/busy": (_request, response) => {
        calls++;
        if (calls === 1) response.writeHead(429, { "retry-after": "1" }).end();
        else response.writeHead(200, { "content-type": "text/html" }).end(page("Busy"));
      },
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    const busy = site.requests.filter((r) => r.path === "/busy");
    expect(busy).toHaveLength(2);
    expect(busy[1]!.startedAt - busy[0]!.startedAt).toBeGreaterThanOrEqual(950);
    expect((await urls(crawlId)).find((r) => r.url.endsWith("/busy"))).toMatchObject({
      status: 200,
      title: "Busy",
    });
  });

  it("records a redirect loop as hops without following it forever", async () => {
    site = await startCrawlSite({
      "/": page("Home", ["/loop-a"]),
      "/loop-a": { status: 301, headers: { location: "/loop-b" } },
      "/loop-b": { status: 302, headers: { location: "/loop-a" } },
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    expect(site.paths().filter((p) => p.startsWith("/loop"))).toEqual(["/loop-a", "/loop-b"]);
    const hops = await database.db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .innerJoin("crawl_urls as t", "t.id", "p.redirect_url_id")
      .select(["u.url as from", "t.url as to"])
      .where("p.crawl_id", "=", crawlId)
      .orderBy("u.url")
      .execute();
    expect(hops.map((h) => [h.from.replace(site.origin, ""), h.to.replace(site.origin, "")])).toEqual([
      ["/loop-a", "/loop-b"],
      ["/loop-b", "/loop-a"],
    ]);
  });

  it("stops at max pages exactly and records the rest as skipped", async () => {
    const links = Array.from({ length: 30 }, (_, i) => `/p${i}`);
    const pages: Record<string, string> = { "/": page("Home", links) };
    for (const link of links) pages[link] = page(link, links);
    site = await startCrawlSite(pages);
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50, maxPages: 10 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    const rows = await urls(crawlId);
    expect(rows.filter((r) => r.state === "done")).toHaveLength(10);
    expect(rows.filter((r) => r.skip_reason === "max-pages")).toHaveLength(21);
  });

  it("seeds from robots.txt's sitemap index and a gzipped child sitemap; a listed page nobody links is crawled and marked", async () => {
    const urlset = (origin: string) =>
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url><url><loc>${origin}/orphan</loc></url></urlset>`;
    const routes: Record<string, SiteRoute> = {
      "/": page("Home", ["/a"]),
      "/a": page("A"),
      "/orphan": page("Orphan"),
    };
    site = await startCrawlSite(routes);
    routes["/robots.txt"] = {
      headers: { "content-type": "text/plain" },
      body: `User-agent: *\nAllow: /\nSitemap: ${site.origin}/index.xml\n`,
    };
    routes["/index.xml"] = {
      headers: { "content-type": "application/xml" },
      body: `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${site.origin}/pages.xml.gz</loc></sitemap><sitemap><loc>${site.origin}/broken.xml</loc></sitemap></sitemapindex>`,
    };
    routes["/pages.xml.gz"] = {
      headers: { "content-type": "application/gzip" },
      body: gzipSync(urlset(site.origin)),
    };
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    const rows = await database.db
      .selectFrom("crawl_urls")
      .select(["url", "in_sitemap", "depth", "state"])
      .where("crawl_id", "=", crawlId)
      .orderBy("url")
      .execute();
    expect(rows.map((r) => [r.url.replace(site.origin, ""), r.in_sitemap, r.depth, r.state])).toEqual([
      ["/", 1, 0, "done"],
      ["/a", 0, 1, "done"],
      ["/orphan", 1, null, "done"],
    ]);
    const sitemaps = await database.db
      .selectFrom("crawl_sitemaps")
      .select(["url", "status", "kind", "url_count"])
      .where("crawl_id", "=", crawlId)
      .orderBy("url")
      .execute();
    expect(sitemaps.map((s) => [s.url.replace(site.origin, ""), s.status, s.kind, s.url_count])).toEqual([
      ["/broken.xml", 404, null, 0],
      ["/index.xml", 200, "sitemapindex", 2],
      ["/pages.xml.gz", 200, "urlset", 2],
      ["/sitemap.xml", 404, null, 0],
    ]);
  });

  it("recrawls with If-None-Match / If-Modified-Since and carries an unchanged page's analysis and links over on 304", async () => {
    const versioned =
      (body: string, etag: string): SiteRoute =>
      (request, response) => {
        if (request.headers["if-none-match"] === etag) {
          response.writeHead(304, { etag }).end();
          return;
        }
        response
          .writeHead(200, {
            "content-type": "text/html",
            etag,
            "last-modified": "Tue, 24 Nov 2026 10:00:00 GMT",
          })
          .end(body);
      };
    site = await startCrawlSite({
      "/": versioned(page("Home", ["/a", "/gone"]), '"home-v1"'),
      "/a": versioned(page("A", [], '<link rel="stylesheet" href="/a.css">'), '"a-v1"'),
      // Loaded by /a alone: an unchanged /a must still bring it into the recrawl's inventory.
      "/a.css": (_request, response) => {
        response.writeHead(200, { "content-type": "text/css" }).end("body { color: #222 }");
      },
    });
    database = await openCrawlDatabase(kind);
    const first = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId: first.crawlId })).toBe("completed");
    const second = await createTestRecrawl(database, site.url, { ratePerSecond: 50 }, first);
    const before = site.requests.length;
    expect(await runCrawl(testCrawlDeps(database), { crawlId: second.crawlId })).toBe("completed");

    const recrawl = site.requests.slice(before).filter((r) => r.path === "/" || r.path === "/a");
    expect(recrawl.map((r) => [r.path, r.headers["if-none-match"], r.headers["if-modified-since"]])).toEqual([
      ["/", '"home-v1"', "Tue, 24 Nov 2026 10:00:00 GMT"],
      ["/a", '"a-v1"', "Tue, 24 Nov 2026 10:00:00 GMT"],
    ]);
    const rows = await database.db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .select(["u.url", "p.status", "p.title", "p.not_modified", "p.is_html"])
      .where("p.crawl_id", "=", second.crawlId)
      .orderBy("u.url")
      .execute();
    expect(rows.map((r) => [r.url.replace(site.origin, ""), r.status, r.title, r.not_modified])).toEqual([
      ["/", 200, "Home", 1],
      ["/a", 200, "A", 1],
      ["/a.css", 200, null, 0],
      ["/gone", 404, null, 0],
    ]);
    // The home page's links came over from the previous crawl, so /a and /gone were still found.
    const links = await database.db
      .selectFrom("crawl_page_blocks as pb")
      .innerJoin("crawl_block_links as l", "l.block_id", "pb.block_id")
      .innerJoin("crawl_urls as t", "t.id", "l.target_url_id")
      .select("t.url")
      .where("pb.crawl_id", "=", second.crawlId)
      .execute();
    expect(links.map((l) => l.url.replace(site.origin, "")).sort()).toEqual(["/a", "/gone"]);
    // Its stylesheet too: the recrawl's inventory is the first crawl's, and the file was checked again.
    const inventory = async (crawlId: string) =>
      (
        await database.db
          .selectFrom("crawl_urls")
          .select(["url", "state"])
          .where("crawl_id", "=", crawlId)
          .orderBy("url")
          .execute()
      ).map((u) => [u.url.replace(site.origin, ""), u.state]);
    expect(await inventory(second.crawlId)).toEqual(await inventory(first.crawlId));
    expect(await inventory(second.crawlId)).toContainEqual(["/a.css", "done"]);
  });

  it("carries a page's search counts over on 304 only to a crawl with the same searches", async () => {
    const body = page("Sheds", [], "<p>Garden sheds, sheds and more sheds.</p>");
    const occurrences = (needle: string) => body.toLowerCase().split(needle).length - 1;
    const unchanged: SiteRoute = (request, response) => {
      if (request.headers["if-none-match"] === '"v1"') {
        response.writeHead(304, { etag: '"v1"' }).end();
        return;
      }
      response.writeHead(200, { "content-type": "text/html", etag: '"v1"' }).end(body);
    };
    site = await startCrawlSite({ "/": unchanged });
    database = await openCrawlDatabase(kind);
    const crawlWith = async (search: { name: string; pattern: string }[], previous?: TestCrawl) => {
      const settings = { ratePerSecond: 50, search };
      const crawl = previous
        ? await createTestRecrawl(database, site.url, settings, previous)
        : await createTestCrawl(database, site.url, settings);
      const before = site.requests.length;
      expect(await runCrawl(testCrawlDeps(database), { crawlId: crawl.crawlId })).toBe("completed");
      const home = await database.db
        .selectFrom("crawl_pages")
        .select(["searched", "not_modified"])
        .where("crawl_id", "=", crawl.crawlId)
        .executeTakeFirstOrThrow();
      const asked = site.requests.slice(before).find((r) => r.path === "/");
      return { crawl, home, conditional: asked?.headers["if-none-match"] ?? null };
    };
    const first = await crawlWith([{ name: "Sheds", pattern: "shed" }]);
    expect(JSON.parse(first.home.searched ?? "null")).toEqual({ Sheds: occurrences("shed") });

    // The same searches: the unchanged page is not fetched again, and keeps its counts.
    const same = await crawlWith([{ name: "Sheds", pattern: "shed" }], first.crawl);
    expect(same.conditional).toBe('"v1"');
    expect(same.home.not_modified).toBe(1);
    expect(JSON.parse(same.home.searched ?? "null")).toEqual({ Sheds: occurrences("shed") });

    // Other searches: the page is fetched whole and counted for them, with nothing of the old ones.
    const other = await crawlWith([{ name: "Garden", pattern: "garden" }], same.crawl);
    expect(other.conditional).toBeNull();
    expect(other.home.not_modified).toBe(0);
    expect(JSON.parse(other.home.searched ?? "null")).toEqual({ Garden: occurrences("garden") });
  });

  it("stores a template's navigation once for all its pages, and checks the images, scripts and stylesheets pages load", async () => {
    const nav = `<header><nav><a href="/">Home</a> <a href="/a">A</a> <a href="/b">B</a></nav></header>`;
    const withNav = (title: string, body: string) =>
      `<!doctype html><html lang="en"><head><title>${title}</title><link rel="stylesheet" href="/site.css"><script src="/app.js"></script></head><body>${nav}<main><h1>${title}</h1><p>${body}</p></main></body></html>`;
    site = await startCrawlSite({
      "/": withNav("Home", `<img src="/logo.png" alt="Logo"> <a href="/a">Read A</a>`),
      "/a": withNav("A", `<img src="/missing.png" alt="Gone">`),
      "/b": withNav("B", "No links here."),
      "/site.css": { headers: { "content-type": "text/css" }, body: "body{}" },
      "/app.js": { headers: { "content-type": "text/javascript" }, body: "1" },
      "/logo.png": { headers: { "content-type": "image/png" }, body: "png" },
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");

    const blocks = await database.db
      .selectFrom("crawl_link_blocks")
      .select(["id", "in_nav"])
      .where("crawl_id", "=", crawlId)
      .execute();
    const navBlocks = blocks.filter((b) => b.in_nav === 1);
    expect(navBlocks).toHaveLength(1);
    const navUsers = await database.db
      .selectFrom("crawl_page_blocks")
      .select("page_url_id")
      .where("block_id", "=", navBlocks[0]!.id)
      .execute();
    expect(navUsers).toHaveLength(3);
    // Content blocks: only the home page has a content link.
    expect(blocks.filter((b) => b.in_nav === 0)).toHaveLength(1);

    const resources = await database.db
      .selectFrom("crawl_urls as u")
      .innerJoin("crawl_pages as p", "p.url_id", "u.id")
      .select(["u.url", "p.status", "p.content_type", "p.is_html"])
      .where("u.crawl_id", "=", crawlId)
      .where("u.is_resource", "=", 1)
      .orderBy("u.url")
      .execute();
    expect(resources.map((r) => [r.url.replace(site.origin, ""), r.status, r.is_html])).toEqual([
      ["/app.js", 200, 0],
      ["/logo.png", 200, 0],
      ["/missing.png", 404, 0],
      ["/site.css", 200, 0],
    ]);
  });

  it("stores a block's links in their order, with their anchor text and nofollow, whatever the text holds", async () => {
    // Text that quoting could break: PostgreSQL gets a block's links as array parameters.
    site = await startCrawlSite({
      "/": `<!doctype html><html lang="en"><head><title>Home</title></head><body><main><p>
        <a href="/a">He said "hi", {ok}</a> <a href="/b" rel="nofollow">back\\slash \\N</a>
        <a href="/c">Ünïcødé — ✓</a> <a href="/a">NULL</a> <a href="/d"></a></p></main></body></html>`,
      "/a": "<title>A</title>",
      "/b": "<title>B</title>",
      "/c": "<title>C</title>",
      "/d": "<title>D</title>",
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    const links = await database.db
      .selectFrom("crawl_block_links as l")
      .innerJoin("crawl_link_blocks as b", "b.id", "l.block_id")
      .innerJoin("crawl_urls as u", "u.id", "l.target_url_id")
      .select(["l.position", "u.url", "l.anchor", "l.nofollow"])
      .where("b.crawl_id", "=", crawlId)
      .orderBy("l.position")
      .execute();
    expect(links.map((l) => [l.position, l.url.replace(site.origin, ""), l.anchor, l.nofollow])).toEqual([
      [0, "/a", 'He said "hi", {ok}', 0],
      [1, "/b", "back\\slash \\N", 1],
      [2, "/c", "Ünïcødé — ✓", 0],
      [3, "/a", "NULL", 0],
      [4, "/d", "", 0],
    ]);
  });

  it("pauses the crawl with the reason when the host keeps failing, and goes on after a resume", async () => {
    let down = true;
    const links = Array.from({ length: 15 }, (_, i) => `/p${i}`);
    const routes: Record<string, SiteRoute> = { "/": page("Home", links) };
    for (const link of links) {
      routes[link] = (_request, response) => {
        if (down) response.writeHead(500, { "content-type": "text/html" }).end("<h1>Server error</h1>");
        else response.writeHead(200, { "content-type": "text/html" }).end(page(link));
      };
    }
    site = await startCrawlSite(routes);
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("paused");
    const paused = await database.db
      .selectFrom("crawls")
      .select(["state", "state_reason"])
      .where("id", "=", crawlId)
      .executeTakeFirstOrThrow();
    expect(paused.state).toBe("paused");
    expect(paused.state_reason).toBe(
      `${new URL(site.url).host} failed 10 times in a row (no answer, 429 or 5xx). The crawl is paused; resume it when the site is back.`,
    );
    const recorded = (await urls(crawlId)).filter((row) => row.state === "done");
    expect(recorded).toHaveLength(11);

    down = false;
    await database.db
      .updateTable("crawls")
      .set({ state: "queued", state_reason: null })
      .where("id", "=", crawlId)
      .execute();
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    const rows = await urls(crawlId);
    expect(rows.filter((row) => row.status === 200)).toHaveLength(6);
    expect(rows.filter((row) => row.status === 500)).toHaveLength(10);
  });

  const crawlRow = (crawlId: string) =>
    database.db
      .selectFrom("crawls")
      .select(["state", "state_reason"])
      .where("id", "=", crawlId)
      .executeTakeFirstOrThrow();

  it("fails the crawl, with the reason, when judging URLs against the patterns takes too long (issue 25)", async () => {
    site = await startCrawlSite({ "/": page("Home", ["/a", "/b"]), "/a": page("A"), "/b": page("B") });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50, exclude: ["/x/*"] });
    // Any decision is "too long" under a negative limit: the guard's path without a slow machine.
    const result = await runCrawl(testCrawlDeps(database), {
      crawlId,
      scopeLimits: { perUrlMs: -1, totalMs: 30_000, sliceMs: 10 },
    });
    expect(result).toBe("failed");
    const crawl = await crawlRow(crawlId);
    expect(crawl.state).toBe("failed");
    expect(crawl.state_reason).toMatch(/^The include\/exclude patterns took \d+ ms to judge one URL \(http/);
    // A failed crawl is final: running it again (a retried job, a restart) does nothing.
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("failed");
  });

  it("fails a crawl whose stored pattern the engine refuses, saying which and what to do", async () => {
    site = await startCrawlSite({ "/": page("Home") });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { exclude: ["/a/*"] });
    // Saved before the rules tightened (the API refuses it now): a back-reference.
    const settings = JSON.stringify({ ...CrawlSettingsSchema.parse({}), exclude: ["re:^/(a+)\\1$"] });
    await database.db.updateTable("crawls").set({ settings }).where("id", "=", crawlId).execute();
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("failed");
    const crawl = await crawlRow(crawlId);
    expect(crawl.state_reason).toBe(
      'Pattern "re:^/(a+)\\1$": regex back-references (\\1, \\k<name>) are not supported: they cannot run in guaranteed time. Edit the site\'s include/exclude patterns and start the crawl again.',
    );
    expect(site.paths()).toEqual([]);
  });

  it("records a page whose analysis keeps failing as ANALYSIS_FAILED after three attempts, and goes on", async () => {
    site = await startCrawlSite({
      "/start": page("Start", ["/", "/b"]),
      "/": page("Home", ["/a"]),
      "/a": page("A"),
      "/b": page("B"),
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, `${site.url}start`, {
      ratePerSecond: 50,
      concurrency: 1,
    });
    const analysing = createAnalysisPool({ threads: 0 });
    // The home page's analysis fails every time (as when a page fills a thread's heap); /b's does not.
    const failingOnHome: AnalysisPool = {
      ...analysing,
      run: async (task, input) => {
        if ((input as { response: { url: string } }).response.url === site!.url)
          throw new Error(
            "Worker terminated due to reaching memory limit: JS heap out of memory\n    at stack",
          );
        return analysing.run(task, input);
      },
    };
    // Each failed visit used to keep its host's only slot, so the second attempt never started;
    // then the third failure stopped the whole crawl.
    expect(await runCrawl({ ...testCrawlDeps(database), analysis: failingOnHome }, { crawlId })).toBe(
      "completed",
    );
    expect(site.paths().filter((path) => path === "/")).toHaveLength(3);
    const home = await database.db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .select(["p.status", "p.error_code", "p.error_message", "p.is_html", "p.score"])
      .where("u.url", "=", site.url)
      .executeTakeFirstOrThrow();
    expect(home).toEqual({
      status: 200,
      error_code: "ANALYSIS_FAILED",
      error_message: "Worker terminated due to reaching memory limit: JS heap out of memory",
      is_html: 0,
      score: null,
    });
    // Its links were not followed (there are none without an analysis); /b was analysed as usual.
    const paths = (await urls(crawlId)).map((row) => new URL(row.url).pathname);
    expect(paths).not.toContain("/a");
    expect((await urls(crawlId)).find((row) => row.url.endsWith("/b"))).toMatchObject({ status: 200 });
    await siteCheckById("analysis-failed")!.run(database.db, crawlId, {});
    const issue = await database.db
      .selectFrom("crawl_issues as i")
      .innerJoin("crawl_urls as u", "u.id", "i.url_id")
      .select(["u.url", "i.detail"])
      .where("i.crawl_id", "=", crawlId)
      .where("i.check_id", "=", "analysis-failed")
      .execute();
    expect(issue.map((row) => row.url)).toEqual([site.url]);
    expect(JSON.parse(issue[0]!.detail!)).toEqual({
      status: 200,
      reason: "Worker terminated due to reaching memory limit: JS heap out of memory",
    });
  });

  it("sends the next request while an answered page is still analysed, one request in flight at most", async () => {
    site = await startCrawlSite({
      "/": page("Home", ["/a", "/b", "/c"]),
      "/a": page("A"),
      "/b": page("B"),
      "/c": page("C"),
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50, concurrency: 1 });
    const analysing = createAnalysisPool({ threads: 0 });
    // /a's analysis lasts until /b is asked for (or 3 s): a loop that waited for a page to be
    // stored before its next request would ask for /b only after it.
    let bAskedDuringA = false;
    const slowOnA: AnalysisPool = {
      ...analysing,
      run: async (task, input) => {
        if ((input as { response: { url: string } }).response.url === `${site!.url}a`) {
          for (let waited = 0; waited < 3_000 && !bAskedDuringA; waited += 10) {
            await new Promise((resolve) => setTimeout(resolve, 10));
            bAskedDuringA = site!.paths().includes("/b");
          }
        }
        return analysing.run(task, input);
      },
    };
    expect(await runCrawl({ ...testCrawlDeps(database), analysis: slowOnA }, { crawlId })).toBe("completed");
    expect(bAskedDuringA).toBe(true);
    // The crawl's concurrency is still what the site sees.
    expect(site.maxInFlight()).toBe(1);
    expect((await urls(crawlId)).map((row) => [new URL(row.url).pathname, row.status, row.title])).toEqual([
      ["/", 200, "Home"],
      ["/a", 200, "A"],
      ["/b", 200, "B"],
      ["/c", 200, "C"],
    ]);
  });

  it("records a page that times out at its first attempt instead of trying it three times", async () => {
    site = await startCrawlSite({
      "/": page("Home", ["/slow"]),
      "/slow": { body: page("Slow"), delayMs: 3_000 },
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    // The test fetcher waits 2 s for headers; the page sends them after 3 s.
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    expect(site.paths().filter((path) => path === "/slow")).toHaveLength(1);
    const slow = (await urls(crawlId)).find((row) => row.url.endsWith("/slow"));
    expect(slow).toMatchObject({ state: "done", status: null });
  });
});
