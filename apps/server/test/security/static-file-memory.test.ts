import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../src/app-env";
import { StaticFileCache } from "../../src/web/static-file-cache";
import { staticSite } from "../../src/web/static-site";

/**
 * Unauthenticated memory exhaustion through the static file cache (issue 11,
 * item 1): the cache was keyed on the request path but served the normalised
 * file, and never evicted, so every new spelling of a path (`//`, `///`,
 * `%2f..%2f`) read, compressed and kept one more copy of the file. About
 * 1,500 such requests took the server from 206 to 431 MB.
 */

const BUNDLE_NAME = "entry.client-Bx7Yq2.js";
/** Text that compresses (like a real bundle), big enough that each copy counts. */
const BUNDLE = `export const data = ${JSON.stringify(randomBytes(60_000).toString("hex"))};`;

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "ranklens-static-memory-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "images/og"), { recursive: true });
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(path.join(root, "404.html"), "<!doctype html><title>Not found</title>");
  writeFileSync(path.join(root, "assets", BUNDLE_NAME), BUNDLE);
  writeFileSync(path.join(root, "images/og/ranklens.png"), randomBytes(40_000));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("static file cache under hostile path spellings", () => {
  it("1,500 non-canonical requests are all 404 and add nothing to the cache", async () => {
    const cache = new StaticFileCache(root);
    const app = new Hono<AppEnv>().route("/", staticSite(cache));
    const accept = { headers: { "accept-encoding": "br, gzip" } };

    // The canonical paths and the 404 page, warmed: served, compressed, cached once.
    const bundle = await app.request(`/assets/${BUNDLE_NAME}`, accept);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-encoding")).toBe("br");
    expect((await app.request("/images/og/ranklens.png")).status).toBe(200);
    expect((await app.request("/no-such-page")).status).toBe(404);
    const warmed = cache.stats();
    expect(warmed.entries).toBe(3);

    const spellings = (i: number) => [
      `/assets${"/".repeat(2 + (i % 7))}${BUNDLE_NAME}?v=${i}`,
      `/assets/${"/".repeat(i % 5)}/${BUNDLE_NAME}`,
      `/r${i}${randomBytes(4).toString("hex")}%2f..%2fimages/og/ranklens.png`,
    ];
    for (let i = 0; i < 500; i++) {
      for (const probe of spellings(i)) {
        const res = await app.request(probe, accept);
        expect(res.status, probe).toBe(404);
        await res.arrayBuffer();
      }
    }
    expect(cache.stats()).toEqual(warmed);
    // Never more entries than the build has files, never more bytes than the budget.
    expect(warmed.entries).toBeLessThanOrEqual(warmed.files);
    expect(warmed.bytes).toBeLessThanOrEqual(warmed.maxBytes);
  });
});
