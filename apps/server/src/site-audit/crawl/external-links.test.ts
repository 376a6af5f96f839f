import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { createTestCrawl, openCrawlDatabase, testCrawlDeps } from "../../../test/crawls";
import { testDatabaseKinds } from "../../../test/databases";
import type { DatabaseHandle } from "../../db/client";
import { listCrawlIssues } from "../read/list-crawl-issues";
import { runSiteChecks } from "../site-checks/run-site-checks";
import { runCrawl } from "./run-crawl";

/**
 * External links (issue 27): a site on 127.0.0.1 links to another host (a second server reached as
 * "localhost"); each distinct external URL is requested once after the pages, politely, and the
 * broken and redirecting ones are site issues with the pages that link to them.
 */
describe.each(testDatabaseKinds())("external links [%s]", (kind) => {
  let database: DatabaseHandle;
  let site: CrawlSite;
  let other: CrawlSite;
  afterEach(async () => {
    await site?.close();
    await other?.close();
    await database?.close();
  });

  async function crawl(settings: Record<string, unknown> = {}, { offline = false } = {}) {
    other = await startCrawlSite({
      "/ok": page("Fine"),
      "/moved": { status: 301, headers: { location: "/ok" } },
      "/gone": { status: 404, body: "gone" },
      "/private": { status: 403, body: "no bots" },
      "/down": { status: 503, body: "down" },
    });
    const ext = (path: string) => `http://localhost:${new URL(other.url).port}${path}`;
    site = await startCrawlSite({
      "/": page(
        "Home",
        offline
          ? ["http://no-such-host.invalid/page"]
          : ["/a", ext("/ok"), ext("/gone"), ext("/moved"), "http://no-such-host.invalid/page"],
      ),
      "/a": page("A", ["/", ext("/gone"), ext("/private"), ext("/down"), ext("/gone#again")]),
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50, ...settings });
    expect(await runCrawl(testCrawlDeps(database), { crawlId })).toBe("completed");
    await runSiteChecks(database.db, crawlId);
    const rows = async (checkId: string) =>
      (await listCrawlIssues(database.db, crawlId, checkId, { limit: 50, offset: 0 })).items.map((row) => [
        row.url.replace(/^http:\/\/localhost:\d+/, ""),
        row.relatedUrl?.replace(site.origin, ""),
        row.detail,
      ]);
    return { crawlId, rows, ext };
  }

  it("requests each external URL once and lists the broken and the redirecting ones with their pages", async () => {
    const { rows } = await crawl();
    // Once each, the fragment dropped: /gone is linked from two pages and twice from /a.
    expect(other.paths().sort()).toEqual(["/down", "/gone", "/moved", "/ok", "/private"]);
    expect(await rows("broken-external-links")).toEqual([
      ["/down", "/a", { anchor: expect.any(String), status: 503 }],
      ["/gone", "/", { anchor: expect.any(String), status: 404 }],
      ["/gone", "/a", { anchor: expect.any(String), status: 404 }],
    ]);
    // A host that does not resolve is not called broken: it is listed apart, as unreachable from here.
    expect(await rows("external-hosts-unreachable")).toEqual([
      ["http://no-such-host.invalid/page", "/", { anchor: expect.any(String), error: "DNS_FAILURE" }],
    ]);
    // 403 is a refusal of crawlers, not a broken page: not listed as broken.
    expect(await rows("external-redirects")).toEqual([
      [
        "/moved",
        "/",
        { anchor: expect.any(String), status: 301, redirectsTo: expect.stringMatching(/\/ok$/) },
      ],
    ]);
  });

  it("says nothing of unreachable hosts when no external host answered (the crawler is offline)", async () => {
    const { rows } = await crawl({}, { offline: true });
    expect(await rows("external-hosts-unreachable")).toEqual([]);
  });

  it("asks a host that refuses connections once, and lists each of its links as unreachable", async () => {
    // A port nothing listens on: every URL on it would be refused alike.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const dead = (path: string) => `http://localhost:${closed}${path}`;
    other = await startCrawlSite({ "/ok": page("Fine") });
    site = await startCrawlSite({
      "/": page("Home", [
        `http://localhost:${new URL(other.url).port}/ok`,
        dead("/1"),
        dead("/2"),
        dead("/3"),
      ]),
    });
    database = await openCrawlDatabase(kind);
    const { crawlId } = await createTestCrawl(database, site.url, { ratePerSecond: 50 });
    const dials: number[] = [];
    const deps = testCrawlDeps(database, { onDial: (_address, port) => dials.push(port) });
    expect(await runCrawl(deps, { crawlId })).toBe("completed");
    await runSiteChecks(database.db, crawlId);
    // One connection attempt per address the name resolves to (127.0.0.1, and ::1 where it exists), not per URL.
    const attempts = dials.filter((port) => port === closed).length;
    expect(attempts).toBeGreaterThan(0);
    expect(attempts).toBeLessThanOrEqual(2);
    const unreachable = await listCrawlIssues(database.db, crawlId, "external-hosts-unreachable", {
      limit: 50,
      offset: 0,
    });
    expect(unreachable.items.map((row) => [new URL(row.url).pathname, row.detail])).toEqual([
      ["/1", { anchor: expect.any(String), error: "CONNECT_FAILED" }],
      ["/2", { anchor: expect.any(String), error: "CONNECT_FAILED" }],
      ["/3", { anchor: expect.any(String), error: "CONNECT_FAILED" }],
    ]);
  });

  it("checks nothing when the crawl's switch is off", async () => {
    const { rows } = await crawl({ checkExternalLinks: false });
    expect(other.paths()).toEqual([]);
    expect(await rows("broken-external-links")).toEqual([]);
  });
});
