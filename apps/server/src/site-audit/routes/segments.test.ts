import { SEGMENT_LIMITS } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CrawlApi, startCrawlApi } from "../../../test/crawl-api";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { json, type TestContext } from "../../../test/harness";

const DESCRIBED = '<meta name="description" content="A page that says what it is about, for searchers.">';

/**
 * A site four clicks deep: / (depth 0) and /b (1) have meta descriptions; /a (1), /a/deep (2) and
 * /a/deep/deeper (3) have none. The second version loses /b's description and adds /a/deep/deeper/
 * deepest (4), also without one.
 */
function siteRoutes(version: 1 | 2) {
  return {
    "/": page("Home", ["/a", "/b"], DESCRIBED),
    "/a": page("A", ["/a/deep"]),
    "/b": page("B", ["/"], version === 1 ? DESCRIBED : ""),
    "/a/deep": page("Deep", ["/a/deep/deeper"]),
    "/a/deep/deeper": page("Deeper", version === 1 ? ["/"] : ["/a/deep/deeper/deepest"]),
    ...(version === 2 ? { "/a/deep/deeper/deepest": page("Deepest", ["/"]) } : {}),
  };
}

const NEAR_THE_TOP = {
  name: "Missing descriptions near the top",
  match: "all",
  conditions: [
    { field: "check", op: "fails", value: "description-missing" },
    { field: "depth", op: "lte", value: 2 },
  ],
};

/**
 * Segments (issue 28) through the API with the real crawler: "fails the meta description check AND
 * depth ≤ 2" gives the same pages in the grid, its CSV, the issues and Compare; OR joins; what
 * cannot be a segment is refused on its field.
 */
describe.each(testDatabaseKinds())("segments [%s]", (kind) => {
  let api: CrawlApi;
  let t: TestContext;
  let site: CrawlSite;
  let cookie: string;

  beforeEach(async () => {
    site = await startCrawlSite(siteRoutes(1));
    api = await startCrawlApi(kind, {});
    ({ t, cookie } = api);
  });
  afterEach(async () => {
    await api.close();
    await site.close();
  });

  const crawl = (siteId: string) => api.crawl(siteId);
  const paths = (urls: string[]) => urls.map((url) => url.replace(site.origin, "")).sort();
  const pagePaths = async (crawlId: string, query: string) =>
    paths(
      (
        await json(await t.request(`/api/v1/crawls/${crawlId}/pages?limit=50&${query}`, { cookie }))
      ).items.map((p: { url: string }) => p.url),
    );

  it("slices the grid, the CSV, the issues and Compare the same way", async () => {
    const created = await json(
      await t.request("/api/v1/sites", {
        cookie,
        json: { startUrl: site.url, settings: { ratePerSecond: 50 } },
      }),
    );
    const first = await crawl(created.id);
    const saved = await t.request(`/api/v1/sites/${created.id}/segments`, { cookie, json: NEAR_THE_TOP });
    expect(saved.status).toBe(201);
    const segment = await json(saved);
    expect(segment).toMatchObject({
      name: NEAR_THE_TOP.name,
      match: "all",
      conditions: NEAR_THE_TOP.conditions,
    });

    // The grid: the pages without a description, but not the one three clicks deep.
    expect(await pagePaths(first.id, `segment=${segment.id}`)).toEqual(["/a", "/a/deep"]);
    const listed = await json(
      await t.request(`/api/v1/crawls/${first.id}/pages?segment=${segment.id}`, { cookie }),
    );
    expect(listed.total).toBe(2);
    // Its CSV: the same rows.
    const csv = await (
      await t.request(`/api/v1/crawls/${first.id}/pages.csv?segment=${segment.id}`, { cookie })
    ).text();
    const csvUrls = csv
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(",")[0]!);
    expect(paths(csvUrls)).toEqual(["/a", "/a/deep"]);
    // OR: conditions not saved, sent as JSON.
    const either = {
      match: "any",
      conditions: [
        { field: "depth", op: "eq", value: 0 },
        { field: "url", op: "contains", value: "DEEPER" },
      ],
    };
    expect(await pagePaths(first.id, `where=${encodeURIComponent(JSON.stringify(either))}`)).toEqual([
      "/",
      "/a/deep/deeper",
    ]);

    // A regex AND a text that is not there; and the pages without the issue.
    const where = (definition: object) => `where=${encodeURIComponent(JSON.stringify(definition))}`;
    expect(
      await pagePaths(
        first.id,
        where({
          conditions: [
            { field: "regex", op: "matches", value: "DEEP" },
            { field: "url", op: "notContains", value: "deeper" },
          ],
        }),
      ),
    ).toEqual(["/a/deep"]);
    expect(
      await pagePaths(
        first.id,
        where({ conditions: [{ field: "check", op: "doesNotFail", value: "description-missing" }] }),
      ),
    ).toEqual(["/", "/b"]);

    // The issues: the check's count within the segment, against the whole crawl's.
    const issue = async (query: string) =>
      (await json(await t.request(`/api/v1/crawls/${first.id}/issues${query}`, { cookie }))).checks.find(
        (check: { id: string }) => check.id === "description-missing",
      );
    expect((await issue("")).urls).toBe(3);
    expect((await issue(`?segment=${segment.id}`)).urls).toBe(2);
    const rows = await json(
      await t.request(`/api/v1/crawls/${first.id}/issues?check=description-missing&segment=${segment.id}`, {
        cookie,
      }),
    );
    expect(paths(rows.items.map((row: { url: string }) => row.url))).toEqual(["/a", "/a/deep"]);

    // Compare: /b (depth 1) and /a/deep/deeper/deepest (depth 4) lose or lack a description in
    // the second crawl; only /b is in the segment.
    site.routes["/b"] = siteRoutes(2)["/b"];
    site.routes["/a/deep/deeper"] = siteRoutes(2)["/a/deep/deeper"];
    site.routes["/a/deep/deeper/deepest"] = siteRoutes(2)["/a/deep/deeper/deepest"]!;
    const second = await crawl(created.id);
    const compare = async (query: string) => {
      const result = await json(
        await t.request(`/api/v1/crawls/${second.id}/compare/${first.id}${query}`, { cookie }),
      );
      return {
        newIssues: paths(
          result.issues.new.items
            .filter((i: { checkId: string }) => i.checkId === "description-missing")
            .map((i: { url: string }) => i.url),
        ),
        added: paths(result.pages.added.items),
      };
    };
    expect(await compare("")).toEqual({
      newIssues: ["/a/deep/deeper/deepest", "/b"],
      added: ["/a/deep/deeper/deepest"],
    });
    expect(await compare(`?segment=${segment.id}`)).toEqual({ newIssues: ["/b"], added: [] });
  });

  it("refuses what cannot be a segment on its field, and another site's segment", async () => {
    const created = await json(await t.request("/api/v1/sites", { cookie, json: { startUrl: site.url } }));
    const refusal = async (body: unknown) => {
      const response = await t.request(`/api/v1/sites/${created.id}/segments`, { cookie, json: body });
      return { status: response.status, field: (await json(response)).error?.details?.field };
    };
    expect(
      await refusal({ name: "x", conditions: [{ field: "check", op: "fails", value: "no-such-check" }] }),
    ).toEqual({
      status: 400,
      field: "conditions.0.value",
    });
    expect(
      await refusal({ name: "x", conditions: [{ field: "depth", op: "contains", value: "2" }] }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await refusal({ name: "x", conditions: [{ field: "regex", op: "matches", value: "(a" }] }),
    ).toEqual({
      status: 400,
      field: "conditions.0.value",
    });
    expect(await refusal({ name: "x", conditions: [] })).toMatchObject({ status: 400 });
    const ok = { name: "Deep pages", conditions: [{ field: "depth", op: "gt", value: 2 }] };
    expect((await refusal(ok)).status).toBe(201);
    expect(await refusal({ ...ok, name: "deep PAGES" })).toEqual({ status: 409, field: "name" });

    const crawled = await crawl(created.id);
    const badWhere = await t.request(
      `/api/v1/crawls/${crawled.id}/pages?where=${encodeURIComponent('{"conditions":[{"field":"status","op":"gt","value":"x"}]}')}`,
      { cookie },
    );
    expect(badWhere.status).toBe(400);
    expect((await json(badWhere)).error.details.field).toBe("where.conditions.0.value");
    // A segment of another site of the workspace does not apply to this site's crawls.
    const other = await json(
      await t.request("/api/v1/sites", { cookie, json: { startUrl: "https://example.org/" } }),
    );
    const theirs = await json(await t.request(`/api/v1/sites/${other.id}/segments`, { cookie, json: ok }));
    expect(
      (await t.request(`/api/v1/crawls/${crawled.id}/pages?segment=${theirs.id}`, { cookie })).status,
    ).toBe(404);
  });

  it("keeps a site to its segment limit however many saves arrive at once", async () => {
    const created = await json(await t.request("/api/v1/sites", { cookie, json: { startUrl: site.url } }));
    const extra = 6;
    const answers = await Promise.all(
      Array.from({ length: SEGMENT_LIMITS.perSite + extra }, (_, i) =>
        t.request(`/api/v1/sites/${created.id}/segments`, {
          cookie,
          json: { name: `Segment ${i}`, conditions: [{ field: "depth", op: "gt", value: i }] },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SEGMENT_LIMITS.perSite);
    expect(statuses.filter((status) => status === 409)).toHaveLength(extra);
    const listed = await json(await t.request(`/api/v1/sites/${created.id}/segments`, { cookie }));
    expect(listed.items).toHaveLength(SEGMENT_LIMITS.perSite);
  });
});
