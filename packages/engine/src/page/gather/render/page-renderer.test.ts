import { existsSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlFetcher, createCrawlFetcher } from "../crawl-fetcher.js";
import { createPageRenderer, type PageRenderer, type SubresourceAnswer } from "./page-renderer.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A loopback server that also counts raw connections (a WebSocket never reaches a request handler). */
async function countingServer(
  answer: (path: string, response: ServerResponse) => void,
): Promise<{ server: Server; origin: string; paths: string[]; connections: () => number }> {
  const paths: string[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    paths.push(request.url ?? "");
    answer(request.url ?? "/", response);
  });
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, paths, connections: () => connections };
}

describe.skipIf(!existsSync(CHROMIUM))("createPageRenderer", () => {
  let renderer: PageRenderer;
  let fetcher: CrawlFetcher;
  let site: Awaited<ReturnType<typeof countingServer>>;
  let outside: Awaited<ReturnType<typeof countingServer>>;
  const asked: string[] = [];

  /** The crawl's fetcher for the site; the outside server stands for an address the SSRF rules refuse. */
  async function fetchThroughCrawl(url: string): Promise<SubresourceAnswer> {
    asked.push(url);
    if (url.startsWith(outside.origin))
      return { status: null, contentType: null, body: null, errorCode: "BLOCKED_ADDRESS" };
    const file = await fetcher.fetchFile(url, { maxBytes: 1_000_000, overLimit: "fail", accept: "*/*" });
    return { status: file.status, contentType: file.contentType, body: file.bytes };
  }

  beforeAll(async () => {
    outside = await countingServer((_, response) => response.writeHead(200).end("secret"));
    site = await countingServer((path, response) => {
      // Redirected once: the fetcher follows it, each hop through the guard.
      if (path === "/api/links") return response.writeHead(302, { location: "/api/links-v2" }).end();
      if (path === "/api/links-v2")
        return response.writeHead(200, { "content-type": "application/json" }).end('["/js-only","/other"]');
      if (path !== "/app.js") return response.writeHead(404).end();
      const script = `document.title = "Rendered title";
        fetch("/api/links").then((r) => r.json()).then((links) => {
          for (const href of links) {
            const a = document.createElement("a"); a.href = href; a.textContent = "Link to " + href;
            document.querySelector("main").append(a);
          }
        });
        fetch("${outside.origin}/steal").catch(() => {});
        try { new WebSocket("${outside.origin.replace("http", "ws")}/socket"); } catch {}
        const img = new Image(); img.src = "/pixel.png";`;
      response.writeHead(200, { "content-type": "text/javascript" }).end(script);
    });
    fetcher = createCrawlFetcher({ userAgent: "test", allowPrivateNetworks: true });
    renderer = createPageRenderer({
      executablePath: CHROMIUM,
      concurrency: 2,
      timeoutMs: 10_000,
      maxBytes: 1_000_000,
    });
  }, 30_000);

  afterAll(async () => {
    await renderer?.close();
    await fetcher?.close();
    site?.server.close();
    outside?.server.close();
  });

  it("runs the page's scripts on the document it is given, every sub-request through the crawl's fetcher", async () => {
    const url = `${site.origin}/page`;
    const outcome = await renderer.render({
      url,
      status: 200,
      contentType: "text/html",
      html: `<!doctype html><html><head><title>Raw title</title><script src="/app.js"></script></head><body><main><h1>Shell</h1></main></body></html>`,
      fetch: fetchThroughCrawl,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.html).toContain("<title>Rendered title</title>");
    expect(outcome.html).toContain('href="/js-only"');
    expect(outcome.settled).toBe(true);
    // The document came from memory: the site was asked for the script and the data, never the page.
    expect(site.paths).not.toContain("/page");
    expect(site.paths).toEqual(expect.arrayContaining(["/app.js", "/api/links", "/api/links-v2"]));
    // The image was never fetched, and the refused address counted as failed, not fetched.
    expect(site.paths).not.toContain("/pixel.png");
    expect(asked).toContain(`${outside.origin}/steal`);
    expect(outcome.requests).toMatchObject({ fetched: 2, failed: 1 });
    expect(outcome.requests.skipped).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it("never lets Chromium reach the network itself: no request, WebSocket or connection reaches a refused host", async () => {
    // The first test's page fetched, opened a WebSocket and loaded an image towards this server.
    expect(outside.paths).toEqual([]);
    expect(outside.connections()).toBe(0);
  });

  it("bounds a page whose script never yields, and renders the next page after it", async () => {
    const strict = createPageRenderer({
      executablePath: CHROMIUM,
      concurrency: 1,
      timeoutMs: 1_500,
      maxBytes: 1_000_000,
    });
    try {
      await expectHungThenNext(strict);
    } finally {
      await strict.close();
    }
  }, 60_000);

  async function expectHungThenNext(renderer: PageRenderer): Promise<void> {
    const hung = await renderer.render({
      url: `${site.origin}/hung`,
      status: 200,
      contentType: "text/html",
      html: "<title>Hung</title><script>while (true) {}</script>",
      fetch: fetchThroughCrawl,
    });
    expect(hung.ok).toBe(false);
    if (!hung.ok) expect(hung.error.code).toBe("RENDER_TIMEOUT");
    const next = await renderer.render({
      url: `${site.origin}/next`,
      status: 200,
      contentType: "text/html",
      html: "<title>Next</title><script>document.title = 'Next, rendered'</script>",
      fetch: fetchThroughCrawl,
    });
    expect(next.ok && next.html.includes("Next, rendered")).toBe(true);
  }
});
