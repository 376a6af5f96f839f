/**
 * The real-site benchmark's static server and wget-log reader: both crawlers must see the same
 * plain server, and the page set wget visited must be read back whole.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countHtmlFiles, parseWgetLog } from "./docs-site";
import { type StaticServer, serveDirectory } from "./static-server";

let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "static-server-test-"));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(path.join(root, "style.css"), "body{}");
  writeFileSync(path.join(root, "figure.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  mkdirSync(path.join(root, "guide"));
  writeFileSync(path.join(root, "guide", "index.html"), "<!doctype html><title>Guide</title>");
  mkdirSync(path.join(root, "empty"));
  server = await serveDirectory(root);
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("serveDirectory", () => {
  it("serves files with their content types and index.html for directories", async () => {
    const home = await fetch(server.origin);
    expect(home.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await home.text()).toContain("<title>Home</title>");
    expect((await fetch(`${server.origin}style.css`)).headers.get("content-type")).toBe(
      "text/css; charset=utf-8",
    );
    expect((await fetch(`${server.origin}figure.svg`)).headers.get("content-type")).toBe("image/svg+xml");
    expect(await (await fetch(`${server.origin}guide/`)).text()).toContain("Guide");
  });

  it("redirects a directory without its slash, and answers 404 for what is not there", async () => {
    const bare = await fetch(`${server.origin}guide`, { redirect: "manual" });
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/guide/");
    expect((await fetch(`${server.origin}missing.html`)).status).toBe(404);
    expect((await fetch(`${server.origin}empty/`)).status).toBe(404);
    expect((await fetch(`${server.origin}..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it("answers HEAD with the length and no body, and refuses other methods", async () => {
    const head = await fetch(`${server.origin}style.css`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("6");
    expect(await head.text()).toBe("");
    expect((await fetch(server.origin, { method: "POST" })).status).toBe(405);
  });

  it("counts HTML files at every level", () => {
    expect(countHtmlFiles(root)).toBe(2);
  });
});

describe("parseWgetLog", () => {
  it("reads GETs, HEADs and the broken links of a --spider --no-verbose log", () => {
    const log = [
      '2026-11-24 11:40:29 URL:http://127.0.0.1:1/ [12732/12732] -> "127.0.0.1:1/index.html.tmp.tmp" [1]',
      "http://127.0.0.1:1/robots.txt:",
      "2026-11-24 11:40:29 ERROR 404: Not Found.",
      '2026-11-24 11:40:29 URL:http://127.0.0.1:1/a.html [10/10] -> "127.0.0.1:1/a.html.tmp.tmp" [1]',
      "2026-11-24 11:40:31 URL: http://127.0.0.1:1/gin.svg 200 OK",
      "http://127.0.0.1:1/x@y.org:",
      "Remote file does not exist -- broken link!!!",
      "http://127.0.0.1:1/late.html:",
      "2026-11-24 11:40:30 ERROR 404: Not Found.",
      "Found 1 broken link.",
      "",
      "http://127.0.0.1:1/x@y.org",
      "",
      "FINISHED --2026-11-24 11:40:31--",
    ].join("\n");
    const parsed = parseWgetLog(log);
    expect(parsed.ok.sort()).toEqual([
      "http://127.0.0.1:1/",
      "http://127.0.0.1:1/a.html",
      "http://127.0.0.1:1/gin.svg",
    ]);
    // Only the closing list: error lines elsewhere in the log name URLs too.
    expect(parsed.broken).toEqual(["http://127.0.0.1:1/x@y.org"]);
  });
});
