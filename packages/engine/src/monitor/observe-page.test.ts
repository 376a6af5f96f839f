import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { analyzeUrl } from "../page/analyze";
import { type LocalServer, startLocalServer } from "../page/gather/gather-test-kit";
import { detectChanges } from "./detect-changes";
import { type ObservePageOptions, observePage } from "./observe-page";

/** Every test talks to its own node:http server on 127.0.0.1, so private networks are allowed. */
const fast = { connectMs: 300, headersMs: 300, totalMs: 3_000 };
const options = { allowPrivateNetworks: true, timeouts: fast } satisfies ObservePageOptions;
const servers: LocalServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A site: path → [status, content type, body, extra headers]; robots.txt served like any path. */
type Site = Record<string, [number, string, string, Record<string, string>?]>;

async function serve(site: Site): Promise<LocalServer> {
  const server = await startLocalServer((request, response: ServerResponse) => {
    const entry = site[request.url ?? "/"];
    if (!entry) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
      return;
    }
    const [status, type, body, headers = {}] = entry;
    response.writeHead(status, { "content-type": type, ...headers });
    response.end(body);
  });
  servers.push(server);
  return server;
}

const html = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

const ARTICLE = html(
  `<title>Blue   widgets</title><meta name="description" content="All about blue widgets.">
   <link rel="canonical" href="/widgets#top"><meta name="robots" content="noindex, follow">`,
  `<nav>Home Shop</nav><main><h1>Blue widgets</h1>
   <p>Blue widgets are the best widgets.
      Every workshop needs blue widgets.</p><h1>Second heading</h1></main>`,
);

describe("observePage: an analysed page", () => {
  it("records what the report says, compactly, at the clock's time", async () => {
    const server = await serve({
      "/widgets": [200, "text/html; charset=utf-8", ARTICLE, { "x-robots-tag": "noarchive" }],
      "/robots.txt": [200, "text/plain", "User-agent: *\nDisallow: /private\n"],
    });
    const at = new Date("2026-11-24T06:00:00.000Z");
    // Two fetches, so two measured TTFBs: on a busy machine loopback passed response-time's 800 ms
    // in one and not the other (issue 34). What is compared here is what the report says of the
    // same page, so response time is graded alike in both, whatever the fetches measured.
    const sameTiming = { ...options, checkOptions: { "response-time": { goodMs: Number.MAX_VALUE } } };
    const observation = await observePage(server.url("/widgets"), { ...sameTiming, now: () => at });
    const report = await analyzeUrl(server.url("/widgets"), sameTiming);
    expect(observation).toMatchObject({
      url: server.url("/widgets"),
      observedAt: "2026-11-24T06:00:00.000Z",
      status: 200,
      errorCode: null,
      finalUrl: server.url("/widgets"),
      robotsAllowed: true,
      title: "Blue widgets",
      metaDescription: "All about blue widgets.",
      h1: "Blue widgets",
      canonical: server.url("/widgets#top"),
      robots: "noindex, follow, noarchive",
      noindex: true,
      wordCount: report.wordCount,
      seoScore: report.contentScore.seo,
      readabilityScore: report.contentScore.readability,
      performanceScore: report.contentScore.performance,
      mainText:
        "Blue widgets Blue widgets are the best widgets. Every workshop needs blue widgets. Second heading",
      engineVersion: report.engineVersion,
    });
    expect(observation.wordCount).toBe(15);
    const failing = report.checks.filter((c) => c.status === "fail").map((c) => c.id);
    expect(failing.length).toBeGreaterThan(0);
    expect(observation.failingChecks).toEqual([...failing].sort());
    expect(observation.keywords).toEqual(report.keywords.slice(0, 10).map((k) => k.keyword));
    expect(observation.keywords.length).toBeGreaterThan(0);
    expect(observation.keywords.length).toBeLessThanOrEqual(10);
  });

  it("follows redirects and reads noindex given to one crawler by X-Robots-Tag", async () => {
    const server = await serve({
      "/old": [301, "text/html", "", { location: "/new" }],
      "/new": [
        200,
        "text/html",
        html("<title>T</title>", "<p>Words here.</p>"),
        { "x-robots-tag": "googlebot: noindex" },
      ],
    });
    const observation = await observePage(server.url("/old"), options);
    expect(observation).toMatchObject({
      url: server.url("/old"),
      finalUrl: server.url("/new"),
      status: 200,
      robots: "googlebot: noindex",
      noindex: true,
      robotsAllowed: true,
    });
    const indexable = await serve({
      "/": [200, "text/html", html("<title>T</title>", "<p>Words here.</p>")],
    });
    expect(await observePage(indexable.url(), options)).toMatchObject({ robots: null, noindex: false });
  });
});

describe("observePage: robots.txt", () => {
  const page = html("<title>T</title>", "<p>Some words.</p>");

  it("tells a page that robots.txt disallows, still analysing it", async () => {
    const server = await serve({
      "/blocked/page": [200, "text/html", page],
      "/robots.txt": [200, "text/plain", "User-agent: *\nDisallow: /blocked/\n"],
    });
    const observation = await observePage(server.url("/blocked/page"), options);
    expect(observation.robotsAllowed).toBe(false);
    expect(observation.title).toBe("T");
  });

  it("counts a missing or empty robots.txt as allowing, and a failing one as unknown", async () => {
    const missing = await serve({ "/": [200, "text/html", page] });
    expect((await observePage(missing.url(), options)).robotsAllowed).toBe(true);
    const empty = await serve({ "/": [200, "text/html", page], "/robots.txt": [200, "text/plain", ""] });
    expect((await observePage(empty.url(), options)).robotsAllowed).toBe(true);
    const failing = await serve({
      "/": [200, "text/html", page],
      "/robots.txt": [503, "text/plain", "busy"],
    });
    expect((await observePage(failing.url(), options)).robotsAllowed).toBeNull();
    expect(
      (await observePage(missing.url(), { ...options, fetchRobotsTxt: false })).robotsAllowed,
    ).toBeNull();
  });

  it("reads it for an error page with HTML too", async () => {
    const server = await serve({
      "/gone": [410, "text/html", html("<title>Gone</title>", "<p>This page is gone.</p>")],
      "/robots.txt": [200, "text/plain", "User-agent: *\nDisallow: /\n"],
    });
    expect(await observePage(server.url("/gone"), options)).toMatchObject({
      status: 410,
      robotsAllowed: false,
      title: null,
      wordCount: null,
    });
  });
});

describe("observePage: answers without an analysis", () => {
  it("keeps the status of a 4xx or 5xx, HTML or not, with the analysis fields empty", async () => {
    const server = await serve({
      "/missing": [404, "text/html", html("<title>Not found</title>", "<h1>Oops</h1><p>No such page.</p>")],
      "/down": [503, "text/plain", "maintenance"],
    });
    const missing = await observePage(server.url("/missing"), options);
    expect(missing).toMatchObject({
      status: 404,
      errorCode: null,
      finalUrl: server.url("/missing"),
      title: null,
      h1: null,
      wordCount: null,
      seoScore: null,
      failingChecks: [],
      keywords: [],
      mainText: null,
      noindex: false,
    });
    expect(await observePage(server.url("/down"), options)).toMatchObject({
      status: 503,
      errorCode: null,
      finalUrl: server.url("/down"),
      robotsAllowed: null,
      title: null,
      wordCount: null,
    });
  });

  it("keeps the status of a 2xx that is not HTML, is empty or has no text", async () => {
    const server = await serve({
      "/file.pdf": [200, "application/pdf", "%PDF-1.7"],
      "/empty": [200, "text/html", ""],
      "/textless": [200, "text/html", html("<title>Only a title</title>", "<img src=a.png>")],
    });
    for (const path of ["/file.pdf", "/empty", "/textless"]) {
      expect(await observePage(server.url(path), options)).toMatchObject({
        status: 200,
        errorCode: null,
        title: null,
        wordCount: null,
        mainText: null,
      });
    }
  });
});

describe("observePage: an analysis that fails", () => {
  it("keeps the answer's status with ANALYSIS_FAILED and the analysis fields empty, without throwing", async () => {
    const server = await serve({ "/": [200, "text/html", ARTICLE] });
    const observation = await observePage(server.url("/"), {
      ...options,
      analyse: async () => {
        throw new Error("Worker terminated due to reaching memory limit: JS heap out of memory");
      },
    });
    expect(observation).toMatchObject({
      status: 200,
      errorCode: "ANALYSIS_FAILED",
      finalUrl: server.url("/"),
      title: null,
      wordCount: null,
      mainText: null,
      failingChecks: [],
    });
    // Nothing of it to compare: no change against an analysed observation of the same page.
    const analysed = await observePage(server.url("/"), options);
    expect(analysed.wordCount).toBeGreaterThan(0);
    expect(detectChanges([analysed], observation)).toEqual([]);
  });
});

describe("observePage: no response", () => {
  it("records a timeout, a refused connection and a refused address without throwing", async () => {
    const silent = await startLocalServer(() => {});
    servers.push(silent);
    const at = new Date("2026-11-24T06:00:00.000Z");
    expect(await observePage(silent.url(), { ...options, now: () => at })).toEqual({
      url: silent.url(),
      observedAt: at.toISOString(),
      status: null,
      errorCode: "TIMEOUT",
      finalUrl: null,
      robotsAllowed: null,
      title: null,
      metaDescription: null,
      h1: null,
      canonical: null,
      robots: null,
      noindex: false,
      wordCount: null,
      seoScore: null,
      readabilityScore: null,
      performanceScore: null,
      failingChecks: [],
      keywords: [],
      mainText: null,
      engineVersion: null,
    });
    const closed = await startLocalServer(() => {});
    const url = closed.url();
    await closed.close();
    expect(await observePage(url, options)).toMatchObject({ status: null, errorCode: "CONNECT_FAILED" });
    expect(await observePage(url, { timeouts: fast })).toMatchObject({
      status: null,
      errorCode: "BLOCKED_ADDRESS",
    });
    expect(await observePage("not a url", options)).toMatchObject({ status: null, errorCode: "INVALID_URL" });
  });
});

describe("observePage then detectChanges", () => {
  it("sees a title rewritten on the live page", async () => {
    const site: Site = {
      "/": [200, "text/html", html("<title>Blue widgets</title>", "<p>Blue widgets.</p>")],
    };
    const server = await serve(site);
    const first = await observePage(server.url(), options);
    site["/"] = [200, "text/html", html("<title>Red widgets</title>", "<p>Blue widgets.</p>")];
    const second = await observePage(server.url(), options);
    expect(detectChanges([first], second)).toEqual([
      {
        type: "title_changed",
        severity: "warning",
        before: "Blue widgets",
        after: "Red widgets",
        previousIndex: 0,
      },
    ]);
  });
});
