import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page, startCrawlSite } from "../../../test/crawl-site";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { eventually } from "../../../test/job-queues";
import { setPersonalPlan } from "../../../test/workspaces";
import { jobKinds } from "../../job-kinds";
import { startWorkers } from "../../jobs/job-definition";
import type { StopWorker } from "../../jobs/job-queue";

/** Parses a CSV of ours, decoded (the BOM dropped): RFC 4180 quoting, CRLF records. */
function records(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') field += csv[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && csv[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

/**
 * GET /crawls/:id/export.zip after a real crawl of a real local site: the archive unzips to the
 * very files the `.csv` routes give, and follows their access rules.
 */
describe.each(testDatabaseKinds())("the whole crawl as a zip [%s]", (kind) => {
  let t: TestContext;
  let site: CrawlSite;
  let stopWorkers: StopWorker;
  let owner: { id: string; cookie: string };
  let workspaceId: string;
  let crawlId: string;

  beforeAll(async () => {
    site = await startCrawlSite({
      "/": page("Home", ["/about", "/missing", "/gone", "/old"]),
      "/about": page("About, us", ["/"]),
      "/old": { status: 301, headers: { location: "/about" } },
    });
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true" } });
    stopWorkers = startWorkers(t.deps.jobs, t.deps, jobKinds);
    owner = await t.createUser();
    workspaceId = await setPersonalPlan(t.database.db, owner.id, "pro");
    const created = await json(
      await t.request("/api/v1/sites", {
        cookie: owner.cookie,
        json: { startUrl: site.url, settings: { ratePerSecond: 50 } },
      }),
    );
    crawlId = (
      await json(
        await t.request(`/api/v1/sites/${created.id}/crawls`, { method: "POST", cookie: owner.cookie }),
      )
    ).id;
    await eventually(
      async () =>
        (await json(await t.request(`/api/v1/crawls/${crawlId}`, { cookie: owner.cookie }))).state ===
        "completed",
      "the crawl to complete",
      20_000,
    );
  });
  afterAll(async () => {
    await stopWorkers({ graceMs: 0 });
    await t.close();
    await site.close();
  });

  const download = async (cookie: string) => t.request(`/api/v1/crawls/${crawlId}/export.zip`, { cookie });

  it("holds pages.csv, issues.csv and issue-urls.csv, byte for byte the API's CSV files", async () => {
    const res = await download(owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="crawl-${crawlId}.zip"`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["pages.csv", "issues.csv", "issue-urls.csv", "links.csv"]);
    const text = (name: string) => strFromU8(files[name]!);

    const apiCsv = async (path: string) =>
      (await t.request(`/api/v1/crawls/${crawlId}/${path}`, { cookie: owner.cookie })).arrayBuffer();
    expect(files["pages.csv"]).toEqual(new Uint8Array(await apiCsv("pages.csv")));
    expect(files["issues.csv"]).toEqual(new Uint8Array(await apiCsv("issues.csv")));
    expect(files["links.csv"]).toEqual(new Uint8Array(await apiCsv("links.csv")));
    // UTF-8 with a byte order mark, as every CSV of the API.
    expect([...files["issue-urls.csv"]!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const pages = records(text("pages.csv"));
    expect(pages[0]!.slice(0, 2)).toEqual(["url", "status"]);
    expect(pages.slice(1).map((row) => row[0])).toEqual(
      ["/", "/about", "/gone", "/missing", "/old"].map((path) => `${site.origin}${path}`),
    );
    expect(pages.find((row) => row[0] === `${site.origin}/about`)).toContain("About, us");

    // Every affected URL of every check that found something: the per-check CSVs, one after another,
    // each in real columns (its check's labels), none of them a JSON cell.
    const summary = await json(await t.request(`/api/v1/crawls/${crawlId}/issues`, { cookie: owner.cookie }));
    const found = summary.checks.filter((check: { count: number }) => check.count > 0);
    expect(found.map((check: { id: string }) => check.id)).toContain("broken-internal-links");
    const perCheck = await Promise.all(
      found.map(async (check: { id: string }) => ({
        id: check.id,
        rows: records(strFromU8(new Uint8Array(await apiCsv(`issues.csv?check=${check.id}`)))),
      })),
    );
    const broken = perCheck.find((check) => check.id === "broken-internal-links")!;
    expect(broken.rows[0]).toEqual(["Broken URL", "Source page", "Status", "Error", "Anchor text"]);
    expect(broken.rows).toContainEqual([`${site.origin}/missing`, site.url, "404", "", "/missing"]);

    const issueUrls = records(text("issue-urls.csv"));
    const header = issueUrls[0]!;
    expect(header.slice(0, 3)).toEqual(["check_id", "url", "related_url"]);
    expect(header).toEqual(expect.arrayContaining(["Status", "Anchor text", "Threshold"]));
    expect(header).not.toContain("detail");
    // The same rows in the same order as the per-check files.
    expect(issueUrls.slice(1).map((row) => [row[0], row[1]])).toEqual(
      perCheck.flatMap((check) => check.rows.slice(1).map((row: string[]) => [check.id, row[0]])),
    );
    expect(issueUrls.length - 1).toBe(
      found.reduce((sum: number, check: { count: number }) => sum + check.count, 0),
    );
    const brokenRow = issueUrls.find(
      (row: string[]) => row[0] === "broken-internal-links" && row[1] === `${site.origin}/missing`,
    )!;
    expect(brokenRow[2]).toBe(site.url);
    expect(brokenRow[header.indexOf("Status")]).toBe("404");
    expect(brokenRow[header.indexOf("Anchor text")]).toBe("/missing");
  });

  it("with a segment, holds that segment's pages, issues and links: the segmented CSV files of the API", async () => {
    const where = encodeURIComponent(
      JSON.stringify({ match: "any", conditions: [{ field: "url", op: "contains", value: "/about" }] }),
    );
    const res = await t.request(`/api/v1/crawls/${crawlId}/export.zip?where=${where}`, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const apiCsv = async (path: string) =>
      new Uint8Array(
        await (await t.request(`/api/v1/crawls/${crawlId}/${path}`, { cookie: owner.cookie })).arrayBuffer(),
      );
    expect(files["pages.csv"]).toEqual(await apiCsv(`pages.csv?where=${where}`));
    expect(files["issues.csv"]).toEqual(await apiCsv(`issues.csv?where=${where}`));
    const pages = records(strFromU8(files["pages.csv"]!));
    expect(pages.slice(1).map((row) => row[0])).toEqual([`${site.origin}/about`]);
    // Only the links on /about; the home page's broken links are outside the segment, and so are its issues.
    expect(records(strFromU8(files["links.csv"]!)).slice(1)).toEqual([
      [`${site.origin}/about`, site.url, "200", "", "/", "false", "false"],
    ]);
    const issueUrls = records(strFromU8(files["issue-urls.csv"]!)).slice(1);
    expect(issueUrls.every((row) => row[1] === `${site.origin}/about`)).toBe(true);
    expect(issueUrls.some((row) => row[0] === "broken-internal-links")).toBe(false);

    const bad = await t.request(`/api/v1/crawls/${crawlId}/export.zip?where=nope`, { cookie: owner.cookie });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toBe("Conditions must be JSON: {match, conditions}");
  });

  it("lists every link of every fetched page with its anchor and its target's status", async () => {
    const res = await t.request(`/api/v1/crawls/${crawlId}/links.csv`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="crawl-${crawlId}-links.csv"`);
    const [header, ...rows] = records(await res.text());
    expect(header).toEqual([
      "source_url",
      "target_url",
      "target_status",
      "target_skip_reason",
      "anchor",
      "nofollow",
      "in_navigation",
    ]);
    const at = (path: string) => `${site.origin}${path}`;
    // The home page's links in their order, then /about's; the redirect and the 404s fetched too.
    expect(rows).toEqual([
      [site.url, at("/about"), "200", "", "/about", "false", "false"],
      [site.url, at("/missing"), "404", "", "/missing", "false", "false"],
      [site.url, at("/gone"), "404", "", "/gone", "false", "false"],
      [site.url, at("/old"), "301", "", "/old", "false", "false"],
      [at("/about"), site.url, "200", "", "/", "false", "false"],
    ]);
    const stranger = await t.createUser();
    expect((await t.request(`/api/v1/crawls/${crawlId}/links.csv`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
  });

  it("lets a viewer of the workspace download it; another workspace gets 404, no session 401", async () => {
    const viewer = await t.createUser({ name: "Vera Viewer" });
    const db = t.database.db;
    await db
      .insertInto("workspace_members")
      .values({
        workspace_id: workspaceId,
        user_id: viewer.id,
        role: "viewer",
        created_at: new Date().toISOString(),
      })
      .execute();
    const sessions = await db.selectFrom("session").select("id").where("userId", "=", viewer.id).execute();
    for (const { id } of sessions) {
      await db
        .insertInto("session_workspaces")
        .values({ session_id: id, workspace_id: workspaceId })
        .execute();
    }
    const asViewer = await download(viewer.cookie);
    expect(asViewer.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await asViewer.arrayBuffer())))).toHaveLength(4);

    const stranger = await t.createUser();
    expect((await download(stranger.cookie)).status).toBe(404);
    expect((await t.request(`/api/v1/crawls/${crawlId}/export.zip`)).status).toBe(401);
  });
});
