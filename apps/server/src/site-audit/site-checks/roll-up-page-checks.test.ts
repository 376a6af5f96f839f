import { CHECK_METADATA, type CheckId } from "@ranklens/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCrawl, type CrawlSpec } from "../../../test/crawl-rows";
import { testDatabaseKinds } from "../../../test/databases";
import { openMigratedTestDatabase } from "../../../test/job-queues";
import type { DatabaseHandle } from "../../db/client";
import { ISSUE_TYPES, SITE_CHECKS } from ".";
import { PAGE_CHECK_ISSUES, PAGE_CHECKS_COVERED_BY_SITE_CHECKS, PAGE_ONLY_CHECKS } from "./page-check-issues";
import { rollUpPageChecks } from "./roll-up-page-checks";

const ORIGIN = "https://example.com";

describe("page-check issues", () => {
  it("account for every engine check: rolled up, named with the site check that reports it, or kept to the page with a reason", () => {
    const rolledUp = new Set(PAGE_CHECK_ISSUES.map((issue) => issue.pageCheck));
    for (const { id } of CHECK_METADATA) {
      const coveredBy = PAGE_CHECKS_COVERED_BY_SITE_CHECKS[id];
      const pageOnly = PAGE_ONLY_CHECKS[id];
      expect(
        [rolledUp.has(id), coveredBy !== undefined, pageOnly !== undefined].filter(Boolean),
        id,
      ).toHaveLength(1);
      if (coveredBy)
        expect(
          SITE_CHECKS.map((check) => check.id),
          id,
        ).toContain(coveredBy);
    }
  });

  it("have ids unique among all site issues, and read as list headings with a fix", () => {
    const ids = ISSUE_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const issue of PAGE_CHECK_ISSUES) {
      expect(issue.title.length, issue.id).toBeGreaterThan(5);
      expect(issue.howToFix.length, issue.id).toBeGreaterThan(20);
      expect(issue.description.length, issue.id).toBeGreaterThan(40);
    }
  });

  it("split titles, descriptions and H1s into the issues an SEO filters by", () => {
    const titles = (check: CheckId) =>
      PAGE_CHECK_ISSUES.filter((issue) => issue.pageCheck === check && issue.variant !== "").map(
        (issue) => issue.title,
      );
    expect(titles("title-length")).toEqual(["Title too short", "Title too long"]);
    expect(titles("meta-description-length")).toEqual([
      "Meta description too short",
      "Meta description too long",
    ]);
    expect(titles("single-h1")).toEqual(["H1 missing or empty", "Several H1s"]);
  });
});

describe.each(testDatabaseKinds())("rollUpPageChecks [%s]", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  async function rowsOf(spec: CrawlSpec): Promise<Record<string, [string, Record<string, unknown>][]>> {
    const crawl = await buildCrawl(database.db, spec);
    await rollUpPageChecks(database.db, crawl.crawlId);
    const found = await database.db
      .selectFrom("crawl_issues as i")
      .innerJoin("crawl_urls as u", "u.id", "i.url_id")
      .select(["i.check_id", "u.url", "i.detail", "i.related_url_id"])
      .where("i.crawl_id", "=", crawl.crawlId)
      .orderBy("i.check_id")
      .orderBy("u.url")
      .execute();
    const byIssue: Record<string, [string, Record<string, unknown>][]> = {};
    for (const row of found) {
      expect(row.related_url_id).toBeNull();
      byIssue[row.check_id] = [
        ...(byIssue[row.check_id] ?? []),
        [row.url.slice(ORIGIN.length), JSON.parse(row.detail!)],
      ];
    }
    return byIssue;
  }

  it("lists each failing page under its issue, with the check's summary and items, by way of failing", async () => {
    const longTitle = "A title that goes on and on well past what a search result shows of it";
    const rows = await rowsOf({
      pages: {
        "/": {
          title: longTitle,
          failingChecks: [
            {
              id: "title-length",
              status: "warn",
              variant: "too-long",
              displayValue: "71 characters",
              items: [{ value: longTitle, length: 71 }],
            },
            { id: "meta-description" },
          ],
        },
        "/short": {
          failingChecks: [
            {
              id: "title-length",
              status: "warn",
              variant: "too-short",
              displayValue: "4 characters",
              items: [{ value: "Shop", length: 4 }],
            },
            { id: "single-h1", variant: "missing", displayValue: "No H1" },
          ],
        },
        "/gallery": {
          failingChecks: [
            {
              id: "image-alt",
              displayValue: "25 images",
              items: [{ value: "/a.png" }, { value: "/b.png" }],
              itemCount: 25,
            },
            { id: "single-h1", status: "warn", variant: "multiple", items: [{ value: "A" }, { value: "B" }] },
          ],
        },
      },
    });
    expect(rows).toEqual({
      "description-missing": [["/", { found: null, items: [], count: 0 }]],
      "h1-missing": [["/short", { found: "No H1", items: [], count: 0 }]],
      "h1-multiple": [["/gallery", { found: null, items: [{ value: "A" }, { value: "B" }], count: 2 }]],
      "images-without-alt": [
        ["/gallery", { found: "25 images", items: [{ value: "/a.png" }, { value: "/b.png" }], count: 25 }],
      ],
      "title-too-long": [
        ["/", { found: "71 characters", items: [{ value: longTitle, length: 71 }], count: 1 }],
      ],
      "title-too-short": [
        ["/short", { found: "4 characters", items: [{ value: "Shop", length: 4 }], count: 1 }],
      ],
    });
  });

  it("leaves out what is not the page's fault or not worth fixing: checks that threw, covered checks, content issues of pages that may not be indexed", async () => {
    const rows = await rowsOf({
      pages: {
        "/": {
          failingChecks: [
            { id: "canonical", status: "error" },
            { id: "response-time", displayValue: "2,400 ms" },
            { id: "thin-content" },
            { id: "favicon" },
          ],
        },
        "/private": {
          metaRobots: "noindex",
          failingChecks: [{ id: "meta-description" }, { id: "image-alt", items: [{ value: "/x.png" }] }],
        },
        "/copy": {
          canonical: "/",
          failingChecks: [{ id: "document-title" }, { id: "canonical-chain-none" }],
        },
      },
    });
    // The noindex page's images still lack alt text (users see them); its missing description costs nothing.
    expect(Object.keys(rows).sort()).toEqual(["favicon-missing", "images-without-alt"]);
    expect(rows["images-without-alt"]!.map(([url]) => url)).toEqual(["/private"]);
  });

  it("puts a split check's failures stored without a way of failing under the check's own title", async () => {
    const rows = await rowsOf({
      pages: {
        "/": { failingChecks: [{ id: "title-length", status: "warn", displayValue: "72 characters" }] },
      },
    });
    expect(Object.keys(rows)).toEqual(["title-length"]);
    expect(PAGE_CHECK_ISSUES.find((issue) => issue.id === "title-length")?.title).toBe(
      "Title is too short or too long",
    );
  });
});
