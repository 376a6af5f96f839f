import type { CrawlPage } from "@ranklens/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCrawl } from "../../../test/crawl-rows";
import { testDatabaseKinds } from "../../../test/databases";
import { openMigratedTestDatabase } from "../../../test/job-queues";
import { insertProject } from "../../../test/search-console-helpers";
import type { DatabaseHandle } from "../../db/client";
import { withSearchConsoleFigures } from "../read/search-console-figures";
import { siteCheckById } from ".";

const ORIGIN = "https://example.com";
const PROPERTY = "sc-domain:example.com";

/**
 * Site audits with Search Console linked (issue 30): the pages grid's figures per URL over the
 * property's last 28 imported days, and the site issue of pages Google shows that the site hides
 * (unlinked with impressions; blocked or noindexed with clicks).
 */
describe.each(testDatabaseKinds())("Search Console in site audits [%s]", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  async function crawlWithSearchConsole(link = true) {
    const db = database.db;
    const crawl = await buildCrawl(db, {
      pages: {
        "/": { links: ["/linked", "/blocked", "/noindexed"] },
        "/linked": {},
        "/unlinked": { inSitemap: true },
        "/unlinked-quiet": { inSitemap: true },
        "/blocked": { skip: "robots" },
        "/noindexed": { metaRobots: "noindex" },
      },
    });
    if (link) {
      const projectId = await insertProject(db, crawl.workspaceId, `${ORIGIN}/`);
      await db
        .insertInto("search_console_links")
        .values({
          project_id: projectId,
          workspace_id: crawl.workspaceId,
          property: PROPERTY,
          linked_by: null,
          linked_at: "2026-11-01T00:00:00Z",
          imported_through: "2026-11-20",
          last_import_at: null,
          last_import_error: null,
        })
        .execute();
    }
    const row = (date: string, page: string, clicks: number, impressions: number, position: number) => ({
      workspace_id: crawl.workspaceId,
      property: PROPERTY,
      date,
      query: `q-${page}-${date}`,
      page: `${ORIGIN}${page}`,
      country: "usa",
      device: "DESKTOP",
      clicks,
      impressions,
      ctr: clicks / impressions,
      position,
    });
    await db
      .insertInto("search_console_rows")
      .values([
        row("2026-11-20", "/", 10, 100, 2),
        row("2026-11-19", "/", 5, 300, 6),
        // Older than the 28 days ending at the newest day: left out.
        row("2026-10-01", "/", 50, 500, 1),
        row("2026-11-18", "/unlinked", 0, 40, 9),
        row("2026-11-18", "/blocked", 3, 30, 4),
        row("2026-11-18", "/noindexed", 2, 20, 5),
        row("2026-11-18", "/linked", 0, 10, 8),
      ])
      .execute();
    return crawl;
  }

  async function issues(crawlId: string) {
    const check = siteCheckById("search-console-gaps")!;
    await check.run(database.db, crawlId, check.defaultOptions);
    const rows = await database.db
      .selectFrom("crawl_issues as i")
      .innerJoin("crawl_urls as u", "u.id", "i.url_id")
      .select(["u.url", "i.detail"])
      .where("i.crawl_id", "=", crawlId)
      .where("i.check_id", "=", "search-console-gaps")
      .orderBy("u.url")
      .execute();
    return rows.map((r) => [r.url.slice(ORIGIN.length), JSON.parse(r.detail!)]);
  }

  it("lists unlinked pages Google shows and blocked or noindexed pages with clicks", async () => {
    const crawl = await crawlWithSearchConsole();
    expect(await issues(crawl.crawlId)).toEqual([
      ["/blocked", { reason: "clicks, blocked by robots.txt", clicks: 3, impressions: 30 }],
      ["/noindexed", { reason: "clicks, noindex", clicks: 2, impressions: 20 }],
      ["/unlinked", { reason: "impressions, no internal link", clicks: 0, impressions: 40 }],
    ]);
  });

  it("finds nothing to compare without a linked property covering the site", async () => {
    const crawl = await crawlWithSearchConsole(false);
    expect(await issues(crawl.crawlId)).toEqual([]);
  });

  it("gives the pages grid each URL's 28 days, N/A where Google reported nothing, and the window", async () => {
    const crawl = await crawlWithSearchConsole();
    const page = (path: string) => ({ url: `${ORIGIN}${path}` }) as CrawlPage;
    const { items, searchConsole } = await withSearchConsoleFigures(
      database.db,
      { workspace_id: crawl.workspaceId, site_id: crawl.siteId },
      [page("/"), page("/unlinked-quiet")],
    );
    expect(searchConsole).toEqual({
      property: PROPERTY,
      source: "Search Console, about 2 days behind",
      from: "2026-10-24",
      to: "2026-11-20",
    });
    expect(items[0]!.searchConsole).toEqual({ clicks: 15, impressions: 400, ctr: 15 / 400, position: 5 });
    expect(items[1]!.searchConsole).toBeNull();
  });
});
