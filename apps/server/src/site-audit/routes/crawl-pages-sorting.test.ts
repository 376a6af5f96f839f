import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { eventually } from "../../../test/job-queues";
import { setPersonalPlan } from "../../../test/workspaces";
import { jobKinds } from "../../job-kinds";
import { startWorkers } from "../../jobs/job-definition";
import type { StopWorker } from "../../jobs/job-queue";

interface Row {
  id: number;
  url: string;
  title: string | null;
  description: string | null;
  bytes: number | null;
  inlinks: number;
  outlinks: number;
  depth: number | null;
  isHtml: boolean;
  uniqueInlinks: number | null;
  linkScore: number | null;
}

/**
 * A title's or description's length: 0 when an analysed page has none (the worst value, first
 * when sorting up); a URL that was not analysed (the 404) after every page in either direction.
 */
const lengthOf = (text: string | null, row: Row, order: "asc" | "desc") =>
  row.isHtml ? (text?.length ?? 0) : order === "asc" ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;

/** The value each sort orders by, as the API describes it (a missing number is lowest). */
const SORT_VALUES: Record<string, (row: Row, order: "asc" | "desc") => number> = {
  inlinks: (r) => r.inlinks,
  outlinks: (r) => r.outlinks,
  title_length: (r, order) => lengthOf(r.title, r, order),
  description_length: (r, order) => lengthOf(r.description, r, order),
  bytes: (r) => r.bytes ?? -1,
  unique_inlinks: (r) => r.uniqueInlinks ?? -1,
  link_score: (r) => r.linkScore ?? -1,
};

/**
 * GET /crawls/:id/pages sorted by link counts, title and description length and size, and
 * filtered by depth and by a regex on URL or title, over a real crawl of a real local site.
 */
describe.each(testDatabaseKinds())("sorting and filtering a crawl's pages [%s]", (kind) => {
  let t: TestContext;
  let site: CrawlSite;
  let stopWorkers: StopWorker;
  let cookie: string;
  let crawlId: string;

  beforeAll(async () => {
    site = await startCrawlSite({
      "/": page("Home", ["/a", "/b", "/c"], '<meta name="description" content="The home page">'),
      "/a": page("Alpha page", ["/b", "/a/deep"]),
      "/b": page("Bee", ["/", "/c"]),
      "/c": page("Sea shore and its long title", ["/b", "/gone"], '<meta name="description" content="Sea">'),
      "/a/deep": page("Deep", ["/a/deep/er"]),
      "/a/deep/er": page("Deeper still", []),
    });
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true" } });
    stopWorkers = startWorkers(t.deps.jobs, t.deps, jobKinds);
    const user = await t.createUser();
    cookie = user.cookie;
    await setPersonalPlan(t.database.db, user.id, "pro");
    const created = await json(
      await t.request("/api/v1/sites", {
        cookie,
        json: { startUrl: site.url, settings: { ratePerSecond: 50 } },
      }),
    );
    crawlId = (await json(await t.request(`/api/v1/sites/${created.id}/crawls`, { method: "POST", cookie })))
      .id;
    await eventually(
      async () =>
        (await json(await t.request(`/api/v1/crawls/${crawlId}`, { cookie }))).state === "completed",
      "the crawl to complete",
      20_000,
    );
  });
  afterAll(async () => {
    await stopWorkers({ graceMs: 0 });
    await t.close();
    await site.close();
  });

  const list = async (query: string) => {
    const response = await t.request(`/api/v1/crawls/${crawlId}/pages${query}`, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return json(response) as Promise<{ items: Row[]; total: number; nextCursor: string | null }>;
  };
  const paths = (rows: Row[]) => rows.map((row) => new URL(row.url).pathname);

  it("sorts by inlinks, outlinks, title and description length and size, page by page", async () => {
    const all = (await list("?limit=500")).items;
    expect(all).toHaveLength(7);
    const byPath = new Map(all.map((row) => [new URL(row.url).pathname, row]));
    expect(byPath.get("/b")).toMatchObject({ inlinks: 3, outlinks: 2 });
    expect(byPath.get("/a/deep/er")).toMatchObject({ inlinks: 1, outlinks: 0 });

    for (const [sort, value] of Object.entries(SORT_VALUES)) {
      for (const order of ["asc", "desc"] as const) {
        const seen: Row[] = [];
        let cursor: string | null = null;
        do {
          const page = await list(`?sort=${sort}&order=${order}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
          seen.push(...page.items);
          cursor = page.nextCursor;
        } while (cursor);
        expect(new Set(seen.map((row) => row.id)).size, `${sort} ${order}`).toBe(7);
        const values = seen.map((row) => value(row, order));
        expect(values, `${sort} ${order}`).toEqual(
          [...values].sort((a, b) => (order === "asc" ? a - b : b - a)),
        );
      }
    }
    expect(paths((await list("?sort=inlinks&order=desc&limit=1")).items)).toEqual(["/b"]);
    // /b is linked from the home page, /a and /c, and links back home: the strongest page.
    expect(paths((await list("?sort=link_score&order=desc&limit=1")).items)).toEqual(["/b"]);
    expect(byPath.get("/b")).toMatchObject({ uniqueInlinks: 3, linkScore: 100 });
    expect(byPath.get("/a/deep/er")).toMatchObject({ uniqueInlinks: 1 });
    expect(paths((await list("?sort=title_length&order=desc&limit=1")).items)).toEqual(["/c"]);
    // A page without a description is the shortest; the 404 never sorts among the pages.
    const shortest = (await list("?sort=description_length&order=asc&limit=1")).items[0]!;
    expect(shortest).toMatchObject({ isHtml: true, description: null });
    expect(paths((await list("?sort=description_length&order=asc&limit=500")).items).at(-1)).toBe("/gone");
    expect(paths((await list("?sort=description_length&order=desc&limit=500")).items).at(-1)).toBe("/gone");
  });

  it("filters by exact and maximum depth, and by a regex on the URL or title in any case", async () => {
    expect(paths((await list("?depth=1")).items)).toEqual(["/a", "/b", "/c"]);
    expect((await list("?depth=1")).total).toBe(3);
    expect(paths((await list("?maxDepth=1&sort=inlinks&order=desc")).items)).toEqual(["/b", "/c", "/a", "/"]); // ties: later-found first
    expect(paths((await list("?depth=3")).items)).toEqual(["/a/deep/er"]);

    const regex = async (pattern: string, more = "") => list(`?regex=${encodeURIComponent(pattern)}${more}`);
    expect(paths((await regex("/a/deep")).items)).toEqual(["/a/deep", "/a/deep/er"]);
    expect(paths((await regex("/a/deep$")).items)).toEqual(["/a/deep"]);
    // The title, any case: "Sea shore…" and nothing else has "SHORE" followed by a space.
    expect(paths((await regex("SHORE\\s+and")).items)).toEqual(["/c"]);
    expect(paths((await regex("^(alpha|bee)")).items)).toEqual(["/a", "/b"]);
    const deep = await regex("deep", "&sort=depth&order=desc&limit=1");
    expect(deep.total).toBe(2);
    expect(paths(deep.items)).toEqual(["/a/deep/er"]);

    // The same filter on the CSV export.
    const csv = await (
      await t.request(`/api/v1/crawls/${crawlId}/pages.csv?regex=${encodeURIComponent("bee|sea")}`, {
        cookie,
      })
    ).text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(1 + 2);
  });

  it("runs the patterns that froze a backtracking engine, in linear time, on both databases (issue 25)", async () => {
    const regex = async (pattern: string) => list(`?regex=${encodeURIComponent(pattern)}`);
    // (a|a){1,27}$ took 6.2 s on one 51-character URL in SQLite's JavaScript RegExp; RE2 answers at
    // once, with what the plain pattern it amounts to finds (the URL /a).
    const endsInA = paths((await regex("a$")).items);
    expect(endsInA).toEqual(["/a"]);
    expect(paths((await regex("(a|a){1,27}$")).items)).toEqual(endsInA);
    expect(paths((await regex("(a+)+$")).items)).toEqual(endsInA);
    // The titles are words with spaces: this one matches every titled page, and is still linear.
    expect((await regex("(\\w+\\s?){1,30}$")).total).toBe((await list("")).total);
    expect(paths((await regex("(de|de)+ep$")).items)).toEqual(["/a/deep"]);
  });

  it("refuses an invalid or runaway regex with a clear 400", async () => {
    const refused = async (pattern: string) => {
      const response = await t.request(
        `/api/v1/crawls/${crawlId}/pages?regex=${encodeURIComponent(pattern)}`,
        {
          cookie,
        },
      );
      const body = await json(response);
      expect(response.status, JSON.stringify(body)).toBe(400);
      return body.error.message as string;
    };
    expect(await refused("(unclosed")).toMatch(/^Invalid regex: /);
    expect(await refused("(.)\\1")).toMatch(/back-references .* not supported/);
    expect(await refused("deep(?=er)")).toMatch(/look-ahead and look-behind .* not supported/);
    expect(await refused("(\\w+\\s?){1,100}$")).toMatch(/^Regex is too complex/);
    expect(await refused("x".repeat(201))).toBe("Regex must be at most 200 characters");
    expect(
      await (async () => {
        const response = await t.request(`/api/v1/crawls/${crawlId}/pages?depth=deep`, { cookie });
        return response.status;
      })(),
    ).toBe(400);
  });
});
