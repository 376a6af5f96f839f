import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { type CrawlFetcher, createCrawlFetcher } from "./crawl-fetcher.js";
import { type LocalServer, startLocalServer } from "./gather-test-kit.js";

describe("createCrawlFetcher: onSent", () => {
  let server: LocalServer;
  let fetcher: CrawlFetcher;
  afterEach(async () => {
    await fetcher?.close();
    await server?.close();
  });

  it("fires once, when the request has really been written, not when fetch was called", async () => {
    server = await startLocalServer((request, response) => {
      const answer = () => response.writeHead(200, { "content-type": "text/html" }).end("<title>t</title>");
      if (request.url === "/slow") setTimeout(answer, 60);
      else answer();
    });
    // One connection: the second request waits for the first to finish before it can be written.
    fetcher = createCrawlFetcher({ userAgent: "test", allowPrivateNetworks: true, connectionsPerOrigin: 1 });
    const written: number[] = [];
    const onSendHeaders = (message: unknown) => {
      if ((message as { request: { path: string } }).request.path === "/next")
        written.push(performance.now());
    };
    subscribe("undici:client:sendHeaders", onSendHeaders);
    const sent: number[] = [];
    try {
      const first = fetcher.fetch({ url: server.url("/slow") });
      const calledAt = performance.now();
      const second = fetcher.fetch({ url: server.url("/next"), onSent: () => sent.push(performance.now()) });
      expect((await first).ok).toBe(true);
      expect((await second).ok).toBe(true);
      expect(sent).toHaveLength(1);
      expect(written).toHaveLength(1);
      // Reported once undici had begun writing it, after the slow answer freed the connection.
      expect(sent[0]!).toBeGreaterThanOrEqual(written[0]!);
      expect(sent[0]! - calledAt).toBeGreaterThanOrEqual(50);
    } finally {
      unsubscribe("undici:client:sendHeaders", onSendHeaders);
    }
    expect(server.requests).toEqual(["/slow", "/next"]);
  });

  it("does not fire for a request that never goes out", async () => {
    server = await startLocalServer((_request, response) => response.end());
    fetcher = createCrawlFetcher({ userAgent: "test", allowPrivateNetworks: false });
    let sent = 0;
    const outcome = await fetcher.fetch({ url: server.url("/"), onSent: () => sent++ });
    expect(outcome).toMatchObject({ ok: false, error: { code: "BLOCKED_ADDRESS" } });
    expect(sent).toBe(0);
    expect(server.requests).toEqual([]);
  });
});

describe("createCrawlFetcher: fetchFile", () => {
  let server: LocalServer;
  let fetcher: CrawlFetcher;
  afterEach(async () => {
    await fetcher?.close();
    await server?.close();
  });

  it("follows redirects and says which URL answered", async () => {
    server = await startLocalServer((request, response) => {
      if (request.url === "/old") response.writeHead(301, { location: "/middle" }).end();
      else if (request.url === "/middle") response.writeHead(302, { location: "/new" }).end();
      else response.writeHead(200, { "content-type": "text/plain" }).end("here");
    });
    fetcher = createCrawlFetcher({ userAgent: "test", allowPrivateNetworks: true });
    const moved = await fetcher.fetchFile(server.url("/old"), { maxBytes: 1024, overLimit: "truncate" });
    expect(moved).toMatchObject({ url: server.url("/old"), finalUrl: server.url("/new"), status: 200 });
    const direct = await fetcher.fetchFile(server.url("/new"), { maxBytes: 1024, overLimit: "truncate" });
    expect(direct.finalUrl).toBe(server.url("/new"));
  });
});

describe("createCrawlFetcher: headersFor", () => {
  const servers: LocalServer[] = [];
  let fetcher: CrawlFetcher;
  afterEach(async () => {
    await fetcher?.close();
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it("asks at every redirect hop, so a hop to another host gets none of a site's headers", async () => {
    const seen: Array<{ host: string; path: string; token: string | undefined }> = [];
    const record = (host: string) => (request: IncomingMessage) =>
      seen.push({
        host,
        path: request.url ?? "",
        token: request.headers["x-staging-token"] as string | undefined,
      });
    const other = await startLocalServer((request, response) => {
      record("other")(request);
      response.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nDisallow:\n");
    });
    servers.push(other);
    const site = await startLocalServer((request, response) => {
      record("site")(request);
      // robots.txt lives on another host (a CDN): the redirect is followed, the token stays home.
      if (request.url === "/robots.txt")
        response.writeHead(301, { location: other.url("/robots.txt") }).end();
      else response.writeHead(200, { "content-type": "text/html" }).end("<title>t</title>");
    });
    servers.push(site);
    const siteOrigin = new URL(site.url("/")).origin;
    fetcher = createCrawlFetcher({
      userAgent: "test",
      allowPrivateNetworks: true,
      headersFor: (url): Record<string, string> =>
        url.origin === siteOrigin ? { "x-staging-token": "s3cret" } : {},
    });
    expect((await fetcher.fetch({ url: site.url("/page") })).ok).toBe(true);
    const robots = await fetcher.fetchFile(site.url("/robots.txt"), {
      maxBytes: 1000,
      overLimit: "truncate",
    });
    expect(robots.status).toBe(200);
    expect(seen).toEqual([
      { host: "site", path: "/page", token: "s3cret" },
      { host: "site", path: "/robots.txt", token: "s3cret" },
      { host: "other", path: "/robots.txt", token: undefined },
    ]);
  });
});

describe("createCrawlFetcher: fetchFile over its limit", () => {
  let server: LocalServer;
  let fetcher: CrawlFetcher;
  afterEach(async () => {
    await fetcher?.close();
    await server?.close();
  });

  // Robots.txt is read like Google reads it: the first maxBytes, the rest dropped.
  const body = Array.from({ length: 400 }, (_, i) => `Disallow: /private-${i}/\n`).join("");
  it.each(["identity", "gzip"])("keeps the first maxBytes of a %s body, marked truncated", async (coding) => {
    server = await startLocalServer((_request, response) => {
      const headers = {
        "content-type": "text/plain",
        ...(coding === "gzip" ? { "content-encoding": "gzip" } : {}),
      };
      response.writeHead(200, headers).end(coding === "gzip" ? gzipSync(body) : body);
    });
    fetcher = createCrawlFetcher({ userAgent: "test", allowPrivateNetworks: true });
    const file = await fetcher.fetchFile(server.url("/robots.txt"), {
      maxBytes: 1000,
      overLimit: "truncate",
    });
    expect(file.truncated).toBe(true);
    expect(file.bytes?.toString()).toBe(body.slice(0, 1000));
    const whole = await fetcher.fetchFile(server.url("/robots.txt"), {
      maxBytes: body.length,
      overLimit: "truncate",
    });
    expect(whole.truncated).toBe(false);
    expect(whole.bytes?.toString()).toBe(body);
  });
});
