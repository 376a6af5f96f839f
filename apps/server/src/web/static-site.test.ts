import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { negotiateEncoding } from "./compression";
import { StaticFileCache } from "./static-file-cache";
import { staticSite } from "./static-site";

const BUNDLE = `console.log(${JSON.stringify("x".repeat(5000))});`;
let root: string;
let cache: StaticFileCache;
let app: Hono<AppEnv>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "site-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "about"));
  mkdirSync(path.join(root, "404"));
  writeFileSync(
    path.join(root, "index.html"),
    "<!doctype html><title>Home</title><script>window.x=1</script>",
  );
  writeFileSync(path.join(root, "about/index.html"), "<!doctype html><title>About</title>");
  writeFileSync(path.join(root, "404/index.html"), "<!doctype html><title>Not found</title>");
  writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title>App</title>");
  writeFileSync(path.join(root, "assets/app-abc123.js"), BUNDLE);
  writeFileSync(path.join(root, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(path.join(tmpdir(), "secret-outside.txt"), "top secret");
  cache = new StaticFileCache(root);
  app = new Hono<AppEnv>().route("/", staticSite(cache));
});

describe("static site", () => {
  it("serves prerendered pages with their own CSP and revalidation", async () => {
    const res = await app.request("/about/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<title>About</title>");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const home = await app.request("/");
    expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it("compresses text with brotli or gzip, as the client accepts", async () => {
    const br = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(brBody).toString()).toBe(BUNDLE);

    const gz = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BUNDLE);

    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(BUNDLE);
  });

  it("answers a matching ETag with 304 and no body", async () => {
    const first = await app.request("/assets/app-abc123.js");
    const etag = first.headers.get("etag")!;
    const again = await app.request("/assets/app-abc123.js", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("serves the SPA shell only for the app's client routes", async () => {
    expect(await (await app.request("/content/abc-123")).text()).toContain("<title>App</title>");
    const unknown = await app.request("/no-such-page");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<title>Not found</title>");
  });

  it("never answers a missing asset with HTML, and never leaves the build folder", async () => {
    const missing = await app.request("/assets/missing.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).not.toMatch(/html/);
    for (const probe of [
      "/../secret-outside.txt",
      "/%2e%2e/secret-outside.txt",
      "/assets/..%2f..%2fsecret-outside.txt",
    ]) {
      const res = await app.request(probe);
      expect(await res.text()).not.toContain("top secret");
    }
  });

  it("serves real files such as robots.txt", async () => {
    const res = await app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});

describe("static file cache", () => {
  it("answers other spellings of a path with 404 and keeps no copy for them", async () => {
    const gzip = { headers: { "accept-encoding": "gzip, br" } };
    expect((await app.request("/assets/app-abc123.js", gzip)).status).toBe(200);
    expect((await app.request("/robots.txt")).status).toBe(200);
    const before = cache.stats();
    for (const probe of [
      "/assets//app-abc123.js",
      "/assets///app-abc123.js",
      "//assets/app-abc123.js",
      "/assets/%2fapp-abc123.js",
      "/assets%2Fapp-abc123.js",
      "/x%2f..%2fassets/app-abc123.js",
      "/r1%2f..%2frobots.txt",
      "/r2%2F..%2Frobots.txt",
      "/.%2frobots.txt",
      "/assets/.%2fapp-abc123.js",
      "/assets/app-abc123.js%00",
      "/assets%5capp-abc123.js",
      "//robots.txt",
      "/about//",
    ]) {
      const res = await app.request(probe, gzip);
      expect(res.status, probe).toBe(404);
      expect(await res.text(), probe).not.toContain("xxxxx");
    }
    expect(cache.stats()).toEqual(before);
  });

  it("keeps bodies and their compressed forms within its byte budget, least recently used out first", async () => {
    const budget = 12_000;
    const bounded = new StaticFileCache(root, { maxBytes: budget });
    const small = new Hono<AppEnv>().route("/", staticSite(bounded));
    const br = { headers: { "accept-encoding": "br" } };
    for (let round = 0; round < 3; round++) {
      for (const page of ["/assets/app-abc123.js", "/about/", "/", "/robots.txt", "/no-such-page"]) {
        const res = await small.request(page, br);
        expect(res.status).toBeLessThan(500);
        expect(bounded.stats().bytes).toBeLessThanOrEqual(budget);
      }
    }
    // Everything still served correctly after evictions.
    const res = await small.request("/assets/app-abc123.js", br);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(BUNDLE);

    // A budget smaller than the bundle: served every time, never kept.
    const tiny = new StaticFileCache(root, { maxBytes: 100 });
    const tinyApp = new Hono<AppEnv>().route("/", staticSite(tiny));
    const again = await tinyApp.request("/assets/app-abc123.js", br);
    expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(BUNDLE);
    expect(tiny.stats().bytes).toBeLessThanOrEqual(100);
  });

  it("lists the build once: a file added later is not served", async () => {
    const listed = new StaticFileCache(root);
    writeFileSync(path.join(root, "late.txt"), "late");
    expect(listed.get("/late.txt")).toBeNull();
    expect(new StaticFileCache(root).get("/late.txt")?.body.toString()).toBe("late");
  });
});

describe("negotiateEncoding", () => {
  it("prefers brotli, falls back to gzip, honours q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding("*")).toBe("br");
  });
});
