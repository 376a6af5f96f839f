import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { eventually } from "../../../test/job-queues";
import { jobKinds } from "../../job-kinds";
import { startWorkers } from "../../jobs/job-definition";
import type { StopWorker } from "../../jobs/job-queue";
import { SecretBox } from "../../lib/secret-box";
import { NO_SECRETS_KEY } from "../access/site-access-store";

const SECRETS_KEY = randomBytes(32).toString("base64");
const TOKEN = "staging-token-7f3a";
const SESSION = "sess-91b2";
const PASSWORD = "pa55-w0rd:with-colon";
const BASIC = `Basic ${Buffer.from(`preview:${PASSWORD}`).toString("base64")}`;
const ACCESS = {
  headers: [{ name: "X-Staging-Token", value: TOKEN }],
  cookies: [{ name: "preview_session", value: SESSION }],
  basicAuth: { username: "preview", password: PASSWORD },
};

/**
 * Staging access (issue 28) through the API, with the real queue, workers and crawler against a
 * local staging site that answers 401 to any request without its token, cookie and basic auth.
 * The values are sealed at rest, never come back, and go only to the site's own host.
 */
describe.each(testDatabaseKinds())("staging access [%s]", (kind) => {
  let t: TestContext;
  let staging: CrawlSite;
  let elsewhere: CrawlSite;
  let stopWorkers: StopWorker | undefined;
  let cookie: string;
  let siteId: string;

  /** The staging site's answer: the page only with every credential, else 401 as a real one would. */
  const guarded =
    (html: string) =>
    (request: IncomingMessage, response: ServerResponse): void => {
      const allowed =
        request.headers["x-staging-token"] === TOKEN &&
        request.headers.cookie === `preview_session=${SESSION}` &&
        request.headers.authorization === BASIC;
      if (allowed) response.writeHead(200, { "content-type": "text/html" }).end(html);
      else response.writeHead(401, { "www-authenticate": 'Basic realm="staging"' }).end("Unauthorized");
    };

  beforeEach(async () => {
    elsewhere = await startCrawlSite({ "/cdn/page": page("Another host", []) });
    // localhost is another host than 127.0.0.1 for the crawl: an external link.
    const external = elsewhere.url.replace("127.0.0.1", "localhost");
    staging = await startCrawlSite({
      "/robots.txt": (request, response) =>
        guarded("")(request, {
          writeHead: (status: number, headers?: Record<string, string>) =>
            response.writeHead(status, status === 200 ? { "content-type": "text/plain" } : headers),
        } as unknown as ServerResponse),
      "/": guarded(page("Staging home", ["/launch", `${external.replace(/\/$/, "")}/cdn/page`])),
      "/launch": guarded(page("Launch page on staging", ["/"])),
    });
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true", SECRETS_KEY } });
    const user = await t.createUser();
    cookie = user.cookie;
    const created = await t.request("/api/v1/sites", {
      cookie,
      json: { startUrl: staging.url, settings: { ratePerSecond: 50 } },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    siteId = (await json(created)).id;
  });
  afterEach(async () => {
    await stopWorkers?.({ graceMs: 0 });
    stopWorkers = undefined;
    await t.close();
    await staging.close();
    await elsewhere.close();
  });

  const putAccess = (body: unknown, context = t) =>
    context.request(`/api/v1/sites/${siteId}/access`, { method: "PUT", cookie, json: body });
  const crawlToEnd = async () => {
    stopWorkers ??= startWorkers(t.deps.jobs, t.deps, jobKinds);
    const started = await t.request(`/api/v1/sites/${siteId}/crawls`, { method: "POST", cookie });
    expect(started.status, await started.clone().text()).toBe(201);
    const { id } = await json(started);
    return eventually(
      async () => {
        const crawl = await json(await t.request(`/api/v1/crawls/${id}`, { cookie }));
        return ["completed", "failed"].includes(crawl.state) && crawl;
      },
      "the crawl to end",
      20_000,
    );
  };

  it("stores the access sealed, shows only names, and a crawl sends it to the site's own host only", async () => {
    const stored = await putAccess(ACCESS);
    expect(stored.status, await stored.clone().text()).toBe(200);
    const summary = await json(stored);
    expect(summary).toEqual({
      canStore: true,
      headerNames: ["X-Staging-Token"],
      cookieNames: ["preview_session"],
      basicAuth: true,
      updatedAt: expect.any(String),
    });
    // Never a value: not in the answers, not in the database in the clear.
    const read = await t.request(`/api/v1/sites/${siteId}/access`, { cookie });
    const readText = await read.text();
    const storedRow = await t.database.db.selectFrom("site_access").selectAll().executeTakeFirstOrThrow();
    for (const secret of [TOKEN, SESSION, PASSWORD, BASIC]) {
      expect(readText).not.toContain(secret);
      expect(JSON.stringify(storedRow)).not.toContain(secret);
    }
    expect(JSON.parse(readText)).toEqual(summary);
    const site = await t.request(`/api/v1/sites/${siteId}`, { cookie });
    expect(await site.text()).not.toContain(TOKEN);

    const crawl = await crawlToEnd();
    expect(crawl.state, crawl.stateReason ?? "").toBe("completed");
    const pages = (await json(await t.request(`/api/v1/crawls/${crawl.id}/pages?limit=10`, { cookie })))
      .items;
    expect(
      pages.map((p: { url: string; status: number }) => [p.url.replace(staging.origin, ""), p.status]).sort(),
    ).toEqual([
      ["/", 200],
      ["/launch", 200],
    ]);
    // robots.txt, the sitemap and every page had the access; the external link's host got none of it.
    expect(staging.requests.map((r) => r.path).sort()).toEqual([
      "/",
      "/launch",
      "/robots.txt",
      "/sitemap.xml",
    ]);
    expect(staging.requests.every((r) => r.headers.authorization === BASIC)).toBe(true);
    expect(elsewhere.requests.map((r) => r.path)).toEqual(["/cdn/page"]);
    const leaked = elsewhere.requests[0]!.headers;
    expect([leaked.authorization, leaked.cookie, leaked["x-staging-token"]]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("verifies the ownership of a staging site through its access", async () => {
    const { token, fileUrl } = await json(await t.request(`/api/v1/sites/${siteId}/ownership`, { cookie }));
    staging.routes[new URL(fileUrl).pathname] = guarded(`ranklens-site-verification: ${token}`);
    const verify = () => t.request(`/api/v1/sites/${siteId}/ownership/verify`, { method: "POST", cookie });
    // Without the access the file answers 401, as the staging site does to anyone.
    const refused = await json(await verify());
    expect(refused.verified).toBe(false);
    expect(refused.lastFailure.message).toContain("answered 401");
    expect((await putAccess(ACCESS)).status).toBe(200);
    expect(await json(await verify())).toMatchObject({ verified: true, method: "file" });
  });

  it("without access the staging site's pages are 401s; removing the access stops sending it", async () => {
    expect((await putAccess(ACCESS)).status).toBe(200);
    const removed = await t.request(`/api/v1/sites/${siteId}/access`, { method: "DELETE", cookie });
    expect(removed.status).toBe(204);
    expect(await json(await t.request(`/api/v1/sites/${siteId}/access`, { cookie }))).toMatchObject({
      headerNames: [],
      cookieNames: [],
      basicAuth: false,
      updatedAt: null,
    });
    const crawl = await crawlToEnd();
    const pages = (await json(await t.request(`/api/v1/crawls/${crawl.id}/pages?limit=10`, { cookie })))
      .items;
    expect(pages.map((p: { status: number }) => p.status)).toEqual([401]);
    expect(staging.requests.some((r) => r.headers.authorization !== undefined)).toBe(false);
  });

  it("refuses headers the crawler owns, line breaks, and a header given twice, with the field named", async () => {
    const cases: Array<[unknown, string]> = [
      [{ headers: [{ name: "Host", value: "evil.test" }] }, "The Host header is set by the crawler"],
      [
        { headers: [{ name: "X-A", value: "1\r\nX-Injected: 2" }] },
        "A header value cannot hold a line break",
      ],
      [{ headers: [{ name: "Bad Name", value: "1" }] }, "A header name may hold only"],
      [{ cookies: [{ name: "s", value: "a; admin=1" }] }, "A cookie value cannot hold"],
      [
        {
          headers: [
            { name: "X-A", value: "1" },
            { name: "x-a", value: "2" },
          ],
        },
        "x-a is given twice",
      ],
      [
        {
          headers: [{ name: "Authorization", value: "Bearer t" }],
          basicAuth: { username: "u", password: "p" },
        },
        "either an Authorization header or basic auth",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await putAccess(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await t.database.db.selectFrom("site_access").selectAll().execute()).toEqual([]);
  });

  it("a server without SECRETS_KEY refuses to store access, and a crawl whose access no longer opens fails saying so", async () => {
    const keyless = await createTestContext(kind, {
      env: { ALLOW_PRIVATE_NETWORKS: "true", SECRETS_KEY: "" },
    });
    try {
      const user = await keyless.createUser();
      const created = await json(
        await keyless.request("/api/v1/sites", { cookie: user.cookie, json: { startUrl: staging.url } }),
      );
      const refused = await keyless.request(`/api/v1/sites/${created.id}/access`, {
        method: "PUT",
        cookie: user.cookie,
        json: ACCESS,
      });
      expect(refused.status).toBe(501);
      expect((await json(refused)).error.message).toBe(NO_SECRETS_KEY);
      const summary = await json(
        await keyless.request(`/api/v1/sites/${created.id}/access`, { cookie: user.cookie }),
      );
      expect(summary).toMatchObject({ canStore: false, basicAuth: false });
      expect(await keyless.database.db.selectFrom("site_access").selectAll().execute()).toEqual([]);
    } finally {
      await keyless.close();
    }

    // Sealed under another key (SECRETS_KEY changed since): the crawl does not quietly audit the login wall.
    expect((await putAccess(ACCESS)).status).toBe(200);
    const otherKey = new SecretBox(randomBytes(32)).seal(JSON.stringify(ACCESS), `site-access:${siteId}`);
    await t.database.db.updateTable("site_access").set({ sealed: otherKey }).execute();
    const crawl = await crawlToEnd();
    expect(crawl.state).toBe("failed");
    expect(crawl.stateReason).toContain("The site's staging access could not be opened");
    expect(crawl.stateReason).toContain("Enter it again in the site's settings");
    expect(staging.requests).toEqual([]);
  });
});
