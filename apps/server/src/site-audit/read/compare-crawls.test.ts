import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCrawl } from "../../../test/crawl-rows";
import { testDatabaseKinds } from "../../../test/databases";
import { openMigratedTestDatabase } from "../../../test/job-queues";
import type { DatabaseHandle } from "../../db/client";
import { siteCheckById } from "../site-checks";
import { runSiteChecks } from "../site-checks/run-site-checks";
import { CrawlsNotComparableError, compareCrawls } from "./compare-crawls";

const ORIGIN = "https://example.com";

describe.each(testDatabaseKinds())("compareCrawls [%s]", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("issues new, fixed and still open by check, URL and related URL; pages added, removed and retitled", async () => {
    const db = database.db;
    const checks = [siteCheckById("broken-internal-links")!, siteCheckById("orphan-pages")!];
    const before = await buildCrawl(db, {
      pages: {
        "/": { links: ["/a", "/gone", "/still", "/old-page"] },
        "/a": { title: "A", links: ["/still"] },
        "/gone": { status: 404 },
        "/still": { status: 404 },
        "/old-page": { title: "Old" },
        "/same": { title: "Same", inSitemap: true },
      },
    });
    const after = await buildCrawl(db, {
      site: { workspaceId: before.workspaceId, siteId: before.siteId },
      previousCrawlId: before.crawlId,
      pages: {
        "/": { links: ["/a", "/b", "/broken", "/still"] },
        "/a": { title: "A, renamed" },
        "/b": { title: "B" },
        "/broken": { status: 404 },
        "/still": { status: 404 },
        "/same": { title: "Same", inSitemap: true },
      },
    });
    await runSiteChecks(db, before.crawlId, { checks });
    await runSiteChecks(db, after.crawlId, { checks });

    const comparison = await compareCrawls(db, after.crawlId, before.crawlId);
    expect(comparison.issues.byCheck).toEqual([
      { checkId: "broken-internal-links", new: 1, fixed: 2, stillOpen: 1 },
      { checkId: "orphan-pages", new: 0, fixed: 0, stillOpen: 1 },
    ]);
    expect(comparison.issues.new).toEqual({
      total: 1,
      items: [{ checkId: "broken-internal-links", url: `${ORIGIN}/broken`, relatedUrl: `${ORIGIN}/` }],
    });
    expect(comparison.issues.fixed).toEqual({
      total: 2,
      items: [
        { checkId: "broken-internal-links", url: `${ORIGIN}/gone`, relatedUrl: `${ORIGIN}/` },
        // /still is still broken, but /a no longer links to it.
        { checkId: "broken-internal-links", url: `${ORIGIN}/still`, relatedUrl: `${ORIGIN}/a` },
      ],
    });
    expect(comparison.pages).toEqual({
      added: { total: 1, items: [`${ORIGIN}/b`] },
      removed: { total: 1, items: [`${ORIGIN}/old-page`] },
      titlesChanged: { total: 1, items: [{ url: `${ORIGIN}/a`, before: "A", after: "A, renamed" }] },
    });

    const limited = await compareCrawls(db, after.crawlId, before.crawlId, { limit: 1 });
    expect(limited.issues.fixed.total).toBe(2);
    expect(limited.issues.fixed.items).toHaveLength(1);
  });

  it("refuses crawls of different sites", async () => {
    const db = database.db;
    const one = await buildCrawl(db, { pages: { "/": {} } });
    const two = await buildCrawl(db, { pages: { "/": {} } });
    await expect(compareCrawls(db, one.crawlId, two.crawlId)).rejects.toBeInstanceOf(
      CrawlsNotComparableError,
    );
  });
});
