import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCrawl, type CrawlSpec } from "../../../test/crawl-rows";
import { testDatabaseKinds } from "../../../test/databases";
import { openMigratedTestDatabase } from "../../../test/job-queues";
import type { DatabaseHandle } from "../../db/client";
import { listCrawlIssues, summarizeCrawlIssues } from "../read/list-crawl-issues";
import { ISSUE_TYPES, SITE_CHECKS } from ".";
import { HEALTH_SCORE_FORMULA, healthScore } from "./health-score";
import { runSiteChecks } from "./run-site-checks";

const ORIGIN = "https://example.com";

/**
 * Four crawled pages ("/", "/a", "/b", "/missing"; the image is a resource): "/" links to the
 * 404 (an error for both), "/b" is only in the sitemap (an orphan: a warning). Everything else is
 * clean: unique titles, enough words, no text fingerprints to compare.
 */
const SITE: CrawlSpec = {
  pages: {
    "/": { title: "Home", wordCount: 300, links: ["/a", { to: "/missing", anchor: "Gone" }] },
    "/a": { title: "A", wordCount: 300, links: ["/", "/img.png"] },
    "/b": { title: "B", wordCount: 300, inSitemap: true },
    "/missing": { status: 404 },
    "/img.png": { resource: true },
  },
};

describe("healthScore", () => {
  const error = (pages: number) => ({ severity: "error" as const, pages });
  const warning = (pages: number) => ({ severity: "warning" as const, pages });
  const notice = (pages: number) => ({ severity: "notice" as const, pages });

  it("takes off a share per kind of issue, by severity and by how many pages it affects", () => {
    expect(healthScore({ pages: 10, found: [] })).toBe(100);
    // (1 − 0.12 − 0.18 × 2/4) × (1 − 0.03 − 0.07 × 1/4) = 0.79 × 0.9525.
    expect(healthScore({ pages: 4, found: [error(2), warning(1)] })).toBe(75);
    expect(healthScore({ pages: 10, found: [warning(10)] })).toBe(90);
    expect(healthScore({ pages: 10, found: [notice(10)] })).toBe(98);
    expect(healthScore({ pages: 0, found: [] })).toBeNull();
  });

  it("keeps any site with an error out of the top band, and states the figures it uses", () => {
    // One broken link among 10,000 pages still costs 12 points.
    expect(healthScore({ pages: 10_000, found: [error(2)] })).toBe(88);
    expect(healthScore({ pages: 10, found: [error(10)] })).toBe(70);
    expect(healthScore({ pages: 10, found: Array.from({ length: 100 }, () => notice(10)) })).toBe(13);
    // Many notices never outweigh an error on a few pages.
    expect(healthScore({ pages: 100, found: Array.from({ length: 5 }, () => notice(100)) })).toBeGreaterThan(
      healthScore({ pages: 100, found: [error(1)] })!,
    );
    for (const figure of ["12 % + 18 % × s", "3 % + 7 % × s", "0.5 % + 1.5 % × s", "below 90", "leave 13"])
      expect(HEALTH_SCORE_FORMULA).toContain(figure);
  });
});

describe.each(testDatabaseKinds())("runSiteChecks [%s]", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("writes every check's rows, the health score and the time, and replaces them on a rerun", async () => {
    const db = database.db;
    const crawl = await buildCrawl(db, SITE);
    const other = await buildCrawl(db, SITE);
    await runSiteChecks(db, other.crawlId);
    const otherRows = await db
      .selectFrom("crawl_issues")
      .selectAll()
      .where("crawl_id", "=", other.crawlId)
      .execute();

    const at = new Date("2026-11-24T13:00:00.000Z");
    const first = await runSiteChecks(db, crawl.crawlId, { now: () => at });
    // P = 4; the broken link affects "/" and "/missing", the orphan "/b": 100 × 0.79 × 0.9525.
    expect(first).toEqual({ healthScore: 75, counts: { "broken-internal-links": 1, "orphan-pages": 1 } });
    const second = await runSiteChecks(db, crawl.crawlId, { now: () => at });
    expect(second).toEqual(first);
    const stamped = await db
      .selectFrom("crawls")
      .select(["health_score", "issues_computed_at"])
      .where("id", "=", crawl.crawlId)
      .executeTakeFirstOrThrow();
    expect(stamped).toEqual({ health_score: 75, issues_computed_at: at.toISOString() });
    const rows = await db
      .selectFrom("crawl_issues")
      .select("check_id")
      .where("crawl_id", "=", crawl.crawlId)
      .execute();
    expect(rows.map((row) => row.check_id).sort()).toEqual(["broken-internal-links", "orphan-pages"]);
    // The other crawl's rows are untouched.
    expect(
      await db.selectFrom("crawl_issues").selectAll().where("crawl_id", "=", other.crawlId).execute(),
    ).toEqual(otherRows);
  });

  it("a refresh while the crawl runs judges what is recorded so far", async () => {
    const db = database.db;
    const crawl = await buildCrawl(db, {
      pages: {
        "/": { title: "Home", wordCount: 300, links: ["/later", "/a"] },
        "/a": { title: "A", wordCount: 300 },
      },
    });
    // The missing sitemap is a notice on the start page, 1 of 2: 100 × (1 − 0.005 − 0.015 / 2).
    expect(await runSiteChecks(db, crawl.crawlId)).toEqual({
      healthScore: 99,
      counts: { "sitemap-missing": 1 },
    });
    // The crawler records /later as a 404: the next refresh finds the broken link.
    await db
      .insertInto("crawl_pages")
      .values({
        url_id: crawl.id("/later"),
        crawl_id: crawl.crawlId,
        fetched_at: "2026-11-24T12:01:00.000Z",
        status: 404,
        error_code: null,
        error_message: null,
        redirect_target: null,
        redirect_url_id: null,
        content_type: "text/html",
        bytes: 100,
        transferred_bytes: 100,
        ttfb_ms: 10,
        total_ms: 10,
        etag: null,
        last_modified: null,
        title: null,
        title_hash: null,
        description: null,
        description_hash: null,
        h1: null,
        h1_hash: null,
        h1_count: null,
        text_hash: null,
        simhash: null,
        word_count: null,
        lang: null,
        canonical: null,
        canonical_url_id: null,
        meta_robots: null,
        x_robots_tag: null,
        non_indexable_reason: "status",
        score: null,
        failing_checks: null,
      })
      .execute();
    await db.updateTable("crawl_urls").set({ state: "done" }).where("id", "=", crawl.id("/later")).execute();
    // P = 3; the broken link affects "/" and "/later": 100 × (1 − 0.12 − 0.18 × 2/3) × (1 − 0.005 − 0.015 / 3).
    expect(await runSiteChecks(db, crawl.crawlId)).toEqual({
      healthScore: 75,
      counts: { "broken-internal-links": 1, "sitemap-missing": 1 },
    });
  });

  it("is one transaction: a failing check leaves the previous issues and score in place", async () => {
    const db = database.db;
    const crawl = await buildCrawl(db, SITE);
    await runSiteChecks(db, crawl.crawlId);
    const failing = {
      ...SITE_CHECKS[0]!,
      id: "failing",
      async run() {
        throw new Error("boom");
      },
    };
    await expect(runSiteChecks(db, crawl.crawlId, { checks: [...SITE_CHECKS, failing] })).rejects.toThrow(
      "boom",
    );
    const count = await db
      .selectFrom("crawl_issues")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("crawl_id", "=", crawl.crawlId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it("two runs at once for one crawl leave one set of rows (PostgreSQL: the advisory lock serialises them)", async () => {
    const db = database.db;
    const crawl = await buildCrawl(db, SITE);
    await Promise.all([
      runSiteChecks(db, crawl.crawlId),
      runSiteChecks(db, crawl.crawlId),
      runSiteChecks(db, crawl.crawlId),
    ]);
    const count = await db
      .selectFrom("crawl_issues")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("crawl_id", "=", crawl.crawlId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it.runIf(kind === "postgres")(
    "runs the checks with PostgreSQL's JIT off, for that transaction only",
    async () => {
      const db = database.db;
      const crawl = await buildCrawl(db, SITE);
      const setting = async () =>
        (await sql<{ jit: string }>`SELECT current_setting('jit') AS jit`.execute(db)).rows[0]!.jit;
      const before = await setting();
      const seen: string[] = [];
      const probe = {
        ...SITE_CHECKS[0]!,
        id: "jit-probe",
        async run(trx: typeof db) {
          const row = await sql<{ jit: string }>`SELECT current_setting('jit') AS jit`.execute(trx);
          seen.push(row.rows[0]!.jit);
        },
      };
      await runSiteChecks(db, crawl.crawlId, { checks: [probe] });
      expect(seen).toEqual(["off"]);
      expect(await setting()).toBe(before);
    },
  );

  it("options override a check's thresholds", async () => {
    const db = database.db;
    const crawl = await buildCrawl(db, SITE);
    const result = await runSiteChecks(db, crawl.crawlId, { options: { "thin-content": { minWords: 301 } } });
    expect(result.counts["thin-content"]).toBe(3);
  });

  it("summarises every check in display order and lists one check's rows a page at a time", async () => {
    const db = database.db;
    const crawl = await buildCrawl(db, {
      pages: {
        "/": { title: "Home", wordCount: 300, links: ["/x", "/y", "/z"] },
        "/a": { title: "A", wordCount: 300, links: ["/x"], inSitemap: true },
        "/x": { status: 404 },
        "/y": { status: 500 },
        "/z": { status: 404 },
      },
    });
    await runSiteChecks(db, crawl.crawlId);
    const summary = await summarizeCrawlIssues(db, crawl.crawlId);
    expect(summary.map((entry) => entry.id)).toEqual(ISSUE_TYPES.map((type) => type.id));
    expect(summary[0]).toEqual({
      id: "broken-internal-links",
      title: "Broken internal links",
      severity: "error",
      defaultSeverity: "error",
      description: SITE_CHECKS[0]!.description,
      howToFix: SITE_CHECKS[0]!.howToFix,
      columns: SITE_CHECKS[0]!.columns,
      count: 4,
      urls: 3,
      ignored: 0,
      checked: true,
      notCheckedBecause: null,
    });
    // A raw crawl: the rendering checks are not checked, and say why.
    expect(summary.find((entry) => entry.id === "js-only-links")).toMatchObject({
      checked: false,
      notCheckedBecause: "not-rendered",
      count: 0,
    });
    expect(summary.find((entry) => entry.id === "orphan-pages")).toMatchObject({ count: 1, urls: 1 });
    expect(summary.find((entry) => entry.id === "redirect-loops")).toMatchObject({ count: 0, urls: 0 });

    const firstPage = await listCrawlIssues(db, crawl.crawlId, "broken-internal-links", {
      limit: 3,
      offset: 0,
    });
    expect(firstPage).toEqual({
      total: 4,
      items: [
        { url: `${ORIGIN}/x`, relatedUrl: `${ORIGIN}/`, detail: { anchor: "/x", status: 404, error: null } },
        { url: `${ORIGIN}/x`, relatedUrl: `${ORIGIN}/a`, detail: { anchor: "/x", status: 404, error: null } },
        { url: `${ORIGIN}/y`, relatedUrl: `${ORIGIN}/`, detail: { anchor: "/y", status: 500, error: null } },
      ],
    });
    const secondPage = await listCrawlIssues(db, crawl.crawlId, "broken-internal-links", {
      limit: 3,
      offset: 3,
    });
    expect(secondPage.items.map((item) => item.url)).toEqual([`${ORIGIN}/z`]);
    const orphans = await listCrawlIssues(db, crawl.crawlId, "orphan-pages", { limit: 10, offset: 0 });
    expect(orphans.items).toEqual([{ url: `${ORIGIN}/a`, relatedUrl: null, detail: null }]);
    await expect(listCrawlIssues(db, crawl.crawlId, "nope", { limit: 1, offset: 0 })).rejects.toThrow(
      "unknown",
    );
  });
});
