import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { eventually } from "../../../test/job-queues";
import { jobKinds } from "../../job-kinds";
import { startWorkers } from "../../jobs/job-definition";
import type { StopWorker } from "../../jobs/job-queue";

/**
 * Site ownership verification (issue 28) through the API, against a local site whose files the
 * test changes: only a verified site may ignore robots.txt or be crawled faster than the default
 * cap (CRAWL_UNVERIFIED_MAX_RATE, 10 here as out of the box), and a verification that no longer
 * holds takes both away again.
 */
describe.each(testDatabaseKinds())("site ownership [%s]", (kind) => {
  let t: TestContext;
  let site: CrawlSite;
  let other: CrawlSite;
  let stopWorkers: StopWorker | undefined;
  let cookie: string;
  let siteId: string;
  /** What the site serves besides its pages: the verification file, a meta tag on the home page. */
  let served: { file: string | null; meta: string | null; redirectFile: boolean };

  beforeEach(async () => {
    served = { file: null, meta: null, redirectFile: false };
    other = await startCrawlSite({});
    site = await startCrawlSite({
      "/robots.txt": {
        headers: { "content-type": "text/plain" },
        body: "User-agent: *\nDisallow: /private\n",
      },
      "/": (_request: IncomingMessage, response: ServerResponse) =>
        response
          .writeHead(200, { "content-type": "text/html" })
          .end(page("Home of the shed", ["/private"], served.meta ?? "")),
      "/private": page("Members only", ["/"]),
    });
    t = await createTestContext(kind, {
      env: { ALLOW_PRIVATE_NETWORKS: "true", CRAWL_UNVERIFIED_MAX_RATE: "10" },
    });
    cookie = (await t.createUser()).cookie;
  });
  afterEach(async () => {
    await stopWorkers?.({ graceMs: 0 });
    stopWorkers = undefined;
    await t.close();
    await site.close();
    await other.close();
  });

  /** Serves the verification file at the path the API gave (the site's routes are fixed at start). */
  const serveFile = (fileUrl: string) => {
    const path = new URL(fileUrl).pathname;
    site.routes[path] = (_request: IncomingMessage, response: ServerResponse) => {
      if (served.redirectFile) {
        response.writeHead(302, { location: `${other.url.replace("127.0.0.1", "localhost")}${path}` }).end();
      } else if (served.file === null) response.writeHead(404).end("Not found");
      else response.writeHead(200, { "content-type": "text/html" }).end(served.file);
    };
    other.routes[path] = served.file ?? "";
  };
  const createSite = (settings: Record<string, unknown>) =>
    t.request("/api/v1/sites", { cookie, json: { startUrl: site.url, settings } });
  const ownership = async () => json(await t.request(`/api/v1/sites/${siteId}/ownership`, { cookie }));
  const verify = async () => {
    const response = await t.request(`/api/v1/sites/${siteId}/ownership/verify`, { method: "POST", cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return json(response);
  };
  const patch = (settings: Record<string, unknown>) =>
    t.request(`/api/v1/sites/${siteId}`, { method: "PATCH", cookie, json: { settings } });
  const crawl = async () => {
    stopWorkers ??= startWorkers(t.deps.jobs, t.deps, jobKinds);
    site.requests.length = 0;
    const started = await t.request(`/api/v1/sites/${siteId}/crawls`, { method: "POST", cookie });
    expect(started.status, await started.clone().text()).toBe(201);
    const { id } = await json(started);
    return eventually(
      async () => {
        const current = await json(await t.request(`/api/v1/crawls/${id}`, { cookie }));
        return current.state === "completed" && current;
      },
      "the crawl to complete",
      20_000,
    );
  };

  it("refuses a faster rate or ignoring robots.txt until the site is verified, then allows both", async () => {
    for (const [settings, field, message] of [
      [{ ratePerSecond: 20 }, "settings.ratePerSecond", "Rate must be at most 10 requests per second"],
      [
        { ignoreRobots: true },
        "settings.ignoreRobots",
        "Only a site whose ownership is verified may ignore robots.txt",
      ],
    ] as const) {
      const refused = await createSite(settings);
      expect(refused.status, await refused.clone().text()).toBe(400);
      const body = await json(refused);
      expect(body.error.details.field).toBe(field);
      expect(body.error.message).toContain(message);
    }
    const created = await createSite({ ratePerSecond: 10 });
    expect(created.status).toBe(201);
    siteId = (await json(created)).id;

    const before = await ownership();
    expect(before).toMatchObject({
      host: "127.0.0.1",
      verified: false,
      method: null,
      unverifiedMaxRatePerSecond: 10,
    });
    expect(before.fileUrl).toBe(`${site.origin}/ranklens-${before.token}.html`);
    expect(before.fileContent).toBe(`ranklens-site-verification: ${before.token}`);
    serveFile(before.fileUrl);

    // Nothing on the site yet: not verified, and the answer says what each request answered.
    const missing = await verify();
    expect(missing.verified).toBe(false);
    expect(missing.lastFailure.message).toContain("answered 404");
    expect(missing.lastFailure.message).toContain("answered 200 without the token");
    expect((await patch({ ratePerSecond: 30 })).status).toBe(400);

    // Someone else's token in the file proves nothing.
    served.file = "ranklens-site-verification: 0123456789abcdef0123456789abcdef";
    expect((await verify()).verified).toBe(false);

    served.file = `<html><body>${before.fileContent}</body></html>`;
    const verified = await verify();
    expect(verified).toMatchObject({ verified: true, method: "file", lastFailure: null });
    expect((await patch({ ratePerSecond: 30, ignoreRobots: true })).status).toBe(200);

    // The owner's crawl fetches what robots.txt disallows, at the owner's rate.
    const owned = await crawl();
    expect(owned.settings).toMatchObject({ ratePerSecond: 30, ignoreRobots: true });
    expect(site.requests.map((r) => r.path)).toContain("/private");

    // The file is gone: the verification is withdrawn, and the next crawl is polite again.
    served.file = null;
    expect((await verify()).verified).toBe(false);
    const polite = await crawl();
    expect(polite.settings).toMatchObject({ ratePerSecond: 10, ignoreRobots: false });
    expect(site.requests.map((r) => r.path)).not.toContain("/private");
  });

  it("accepts the meta tag on the start page, not a file that redirects to another host, and only for its host", async () => {
    siteId = (await json(await createSite({}))).id;
    const { token, fileUrl, metaTag } = await ownership();
    serveFile(fileUrl);
    served.file = `ranklens-site-verification: ${token}`;
    served.redirectFile = true;
    const redirected = await verify();
    expect(redirected.verified).toBe(false);
    expect(redirected.lastFailure.message).toContain("redirected to localhost");

    served.redirectFile = false;
    served.file = null;
    served.meta = metaTag;
    expect(await verify()).toMatchObject({ verified: true, method: "meta" });

    // Moved to another host: that host is not verified, and the faster rate is refused for it.
    const moved = await t.request(`/api/v1/sites/${siteId}`, {
      method: "PATCH",
      cookie,
      json: { startUrl: site.url.replace("127.0.0.1", "localhost"), settings: { ratePerSecond: 30 } },
    });
    expect(moved.status).toBe(400);
    expect((await patch({ ratePerSecond: 30 })).status).toBe(200);
    const renamed = await t.request(`/api/v1/sites/${siteId}`, {
      method: "PATCH",
      cookie,
      json: { startUrl: site.url.replace("127.0.0.1", "localhost"), settings: { ratePerSecond: 5 } },
    });
    expect(renamed.status).toBe(200);
    expect(await ownership()).toMatchObject({ host: "localhost", verified: false });
  });

  it("checks one site at most 10 times an hour: the 11th is 429 and sends nothing", async () => {
    siteId = (await json(await createSite({}))).id;
    for (let i = 0; i < 10; i++) await verify();
    const sent = site.requests.length;
    const refused = await t.request(`/api/v1/sites/${siteId}/ownership/verify`, { method: "POST", cookie });
    expect(refused.status).toBe(429);
    expect((await json(refused)).error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(site.requests.length).toBe(sent);
  });
});
