import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../../test/databases";
import { type FakeGoogle, generatedRows, startFakeGoogle } from "../../../../test/fake-google";
import { createTestContext, type TestContext } from "../../../../test/harness";
import { createRecordingLogger } from "../../../../test/recording-logger";
import { connectSearchConsole, fakeGoogleEnv, insertProject } from "../../../../test/search-console-helpers";
import { personalWorkspaceId } from "../../../../test/workspaces";
import { ProviderError } from "../../provider-error";
import type { SearchConsoleDeps } from "../connection";
import { googleSetup } from "../google-endpoints";
import { searchConsoleImportJob } from "../jobs/search-console-import-job";
import { saveProjectLink } from "../project-link";
import { SearchConsoleApi } from "../search-console-api";
import { searchConsolePageTotals, searchConsoleQueryTotals } from "../totals";
import { importSearchConsole } from "./import-property";
import { addDays, importDays, isoDay } from "./import-range";

const PROPERTY = "sc-domain:shop.example";
const NOW = new Date("2026-03-20T09:00:00Z");

/**
 * The daily import against the fake Google: every row of every day read (startRow paging), a
 * re-import replaces its days, 429 waits and goes on, 403 and a revoked grant fail clearly, tokens
 * are refreshed once an hour and never logged, and each workspace keeps its own rows.
 */
describe.each(testDatabaseKinds())("Search Console import [%s]", (kind) => {
  let fake: FakeGoogle;
  let t: TestContext;
  const logger = createRecordingLogger();
  const sleeps: number[] = [];
  let clock = NOW;

  beforeAll(async () => {
    fake = await startFakeGoogle();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    logger.entries.length = 0;
    fake.requests.length = 0;
    fake.rowsPerDay = 10;
    fake.sites = [{ siteUrl: PROPERTY, permissionLevel: "siteOwner" }];
    sleeps.length = 0;
    clock = NOW;
    t = await createTestContext(kind, { env: fakeGoogleEnv(fake), logger });
  });
  afterEach(() => t.close());

  /** A user with Search Console connected and a project linked to PROPERTY. */
  async function linkedProject() {
    const user = await t.createUser();
    await connectSearchConsole(t, user.cookie);
    const workspaceId = await personalWorkspaceId(t.database.db, user.id);
    const projectId = await insertProject(t.database.db, workspaceId, "https://shop.example/");
    await saveProjectLink(
      t.database.db,
      { projectId, workspaceId, property: PROPERTY, userId: user.id },
      NOW,
    );
    return { workspaceId, projectId };
  }

  const deps = (): SearchConsoleDeps => ({
    db: t.database.db,
    secrets: t.deps.secrets,
    google: googleSetup(t.env),
    now: () => clock,
    backoff: { attempts: 4, baseMs: 100, maxMs: 5_000, sleep: async (ms) => void sleeps.push(ms) },
  });
  const api = (workspaceId: string) =>
    new SearchConsoleApi({ ...deps(), workspaceId, now: () => clock }, deps().backoff);
  const rowCount = async (workspaceId: string) =>
    Number(
      (
        await t.database.db
          .selectFrom("search_console_rows")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("workspace_id", "=", workspaceId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const queries = () => fake.requests.filter((r) => r.path.endsWith("/searchAnalytics/query"));

  it("reads the last 90 days first, then from the newest day − 3 to today − 2", () => {
    const first = importDays(null, NOW);
    expect(first[0]).toBe("2025-12-20");
    expect(first.at(-1)).toBe("2026-03-18");
    expect(importDays("2026-03-18", new Date("2026-03-21T01:00:00Z"))).toEqual([
      "2026-03-15",
      "2026-03-16",
      "2026-03-17",
      "2026-03-18",
      "2026-03-19",
    ]);
  });

  it("imports every row of every day, page by page, with the request Search Console documents", async () => {
    const { workspaceId, projectId } = await linkedProject();
    fake.rowsPerDay = 2_300;
    const target = { projectId, workspaceId, property: PROPERTY, importedThrough: "2026-03-17" };
    const result = await importSearchConsole(t.database.db, api(workspaceId), target, NOW, {
      rowLimit: 1_000,
    });
    // 2026-03-14 … 2026-03-18: five days of 2,300 rows, three requests a day.
    expect(result).toEqual({ days: 5, rows: 11_500, through: "2026-03-18" });
    expect(await rowCount(workspaceId)).toBe(11_500);
    expect(queries()).toHaveLength(15);
    expect(queries()[1]!.body).toEqual({
      startDate: "2026-03-14",
      endDate: "2026-03-14",
      dimensions: ["date", "query", "page", "country", "device"],
      type: "web",
      dataState: "final",
      rowLimit: 1_000,
      startRow: 1_000,
    });
    const link = await t.database.db
      .selectFrom("search_console_links")
      .selectAll()
      .where("project_id", "=", projectId)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ imported_through: "2026-03-18", last_import_error: null });

    // Totals per query and page: summed, CTR from the sums, position weighted by impressions.
    const expected = { clicks: 0, impressions: 0, weighted: 0 };
    for (const day of ["2026-03-14", "2026-03-15", "2026-03-16", "2026-03-17", "2026-03-18"])
      for (const row of generatedRows(PROPERTY, day, 2_300).filter(
        (r) => r.page === "https://shop.example/page-7",
      )) {
        expected.clicks += row.clicks;
        expected.impressions += row.impressions;
        expected.weighted += row.position * row.impressions;
      }
    const pages = await searchConsolePageTotals(
      t.database.db,
      workspaceId,
      PROPERTY,
      ["https://shop.example/page-7", "https://shop.example/nowhere"],
      28,
    );
    expect(pages.get("https://shop.example/nowhere")).toBeUndefined();
    const page7 = pages.get("https://shop.example/page-7")!;
    expect(page7).toMatchObject({
      clicks: expected.clicks,
      impressions: expected.impressions,
      newestDate: "2026-03-18",
    });
    expect(page7.ctr).toBeCloseTo(expected.clicks / expected.impressions, 10);
    expect(page7.position).toBeCloseTo(expected.weighted / expected.impressions, 6);
    const q5 = (await searchConsoleQueryTotals(t.database.db, workspaceId, PROPERTY, ["q5"], 2)).get("q5")!;
    expect(q5.impressions).toBe(
      generatedRows(PROPERTY, "2026-03-17", 6)[5]!.impressions +
        generatedRows(PROPERTY, "2026-03-18", 6)[5]!.impressions,
    );
  });

  it("re-imports a day in place: the same rows, never twice the clicks", async () => {
    const { workspaceId, projectId } = await linkedProject();
    const target = { projectId, workspaceId, property: PROPERTY, importedThrough: "2026-03-18" };
    await importSearchConsole(t.database.db, api(workspaceId), target, NOW);
    const first = await searchConsoleQueryTotals(t.database.db, workspaceId, PROPERTY, ["q1", "q2"], 90);
    await importSearchConsole(t.database.db, api(workspaceId), target, NOW);
    expect(await rowCount(workspaceId)).toBe(4 * 10);
    expect(await searchConsoleQueryTotals(t.database.db, workspaceId, PROPERTY, ["q1", "q2"], 90)).toEqual(
      first,
    );
  });

  it("waits on 429 (Retry-After, else doubling) and goes on; fails clearly on 403", async () => {
    const { workspaceId, projectId } = await linkedProject();
    const target = { projectId, workspaceId, property: PROPERTY, importedThrough: "2026-03-21" };
    fake.failApi({ status: 429, reason: "rateLimitExceeded", retryAfter: "3" });
    fake.failApi({ status: 429, reason: "rateLimitExceeded" }, 2);
    const result = await importSearchConsole(t.database.db, api(workspaceId), target, NOW);
    expect(result.rows).toBe(10);
    expect(sleeps).toEqual([3_000, 200, 400]);

    fake.failApi({ status: 429, reason: "rateLimitExceeded" }, 4);
    const limited = await importSearchConsole(t.database.db, api(workspaceId), target, NOW).catch((e) => e);
    expect(limited).toBeInstanceOf(ProviderError);
    expect(limited.failure).toBe("PROVIDER_RATE_LIMITED");

    fake.failApi({
      status: 403,
      reason: "quotaExceeded",
      message: "Quota exceeded for quota metric 'Queries'.",
    });
    const quota = await importSearchConsole(t.database.db, api(workspaceId), target, NOW).catch((e) => e);
    expect(quota).toMatchObject({ failure: "PROVIDER_RATE_LIMITED" });
    expect(quota.message).toContain("quota is used up");

    fake.sites = [];
    const forbidden = await importSearchConsole(t.database.db, api(workspaceId), target, NOW).catch((e) => e);
    expect(forbidden).toMatchObject({ failure: "PROVIDER_REJECTED" });
    expect(forbidden.message).toContain(`Google refuses ${fake.email} access`);
    const link = await t.database.db.selectFrom("search_console_links").selectAll().executeTakeFirstOrThrow();
    expect(link.last_import_error).toBe(forbidden.message);
  });

  it("refreshes the access token once an hour, and reports a revoked grant without retrying", async () => {
    const { workspaceId, projectId } = await linkedProject();
    const target = { projectId, workspaceId, property: PROPERTY, importedThrough: "2026-03-21" };
    const refreshes = () =>
      fake.requests.filter((r) => r.path === "/token" && r.body.grant_type === "refresh_token");
    await importSearchConsole(t.database.db, api(workspaceId), target, NOW);
    await importSearchConsole(t.database.db, api(workspaceId), target, NOW);
    expect(refreshes()).toHaveLength(1);
    clock = new Date(NOW.getTime() + 3_600_000);
    await importSearchConsole(t.database.db, api(workspaceId), target, clock);
    expect(refreshes()).toHaveLength(2);

    fake.revokeAll();
    const jobDeps = { ...deps(), jobs: t.deps.jobs, logger, backoff: deps().backoff! };
    // The job ends (a retry would meet the same refusal) and the link says why.
    await searchConsoleImportJob.handler(jobDeps, {
      payload: { projectId, trigger: "manual" },
      signal: new AbortController().signal,
      reportProgress: async () => {},
    } as never);
    const message = `Google no longer lets RankLens read Search Console for ${fake.email}: connect again.`;
    const link = await t.database.db.selectFrom("search_console_links").selectAll().executeTakeFirstOrThrow();
    expect(link.last_import_error).toBe(message);
    const grant = await t.database.db.selectFrom("workspace_providers").selectAll().executeTakeFirstOrThrow();
    expect(grant.reconnect_reason).toBe(message);
    // No token in any log line.
    const logged = JSON.stringify(logger.entries);
    for (const token of [...fake.refreshTokens(), ...fake.accessTokens()])
      expect(logged).not.toContain(token);
  });

  it("keeps each workspace's rows its own", async () => {
    const a = await linkedProject();
    const b = await linkedProject();
    fake.rowsPerDay = 3;
    await importSearchConsole(
      t.database.db,
      api(a.workspaceId),
      { ...a, property: PROPERTY, importedThrough: "2026-03-21" },
      NOW,
    );
    fake.rowsPerDay = 5;
    await importSearchConsole(
      t.database.db,
      api(b.workspaceId),
      { ...b, property: PROPERTY, importedThrough: "2026-03-21" },
      NOW,
    );
    expect(await rowCount(a.workspaceId)).toBe(3);
    expect(await rowCount(b.workspaceId)).toBe(5);
    const inA = await searchConsoleQueryTotals(t.database.db, a.workspaceId, PROPERTY, ["q4"], 28);
    expect(inA.size).toBe(0);
  });

  it("runs as the daily job: the first import reads 90 days", async () => {
    const { projectId, workspaceId } = await linkedProject();
    fake.rowsPerDay = 2;
    const jobDeps = { ...deps(), jobs: t.deps.jobs, logger, backoff: deps().backoff! };
    const progress: unknown[] = [];
    await searchConsoleImportJob.handler(jobDeps, {
      payload: { projectId, trigger: "schedule" },
      signal: new AbortController().signal,
      reportProgress: async (p: unknown) => void progress.push(p),
    } as never);
    expect(await rowCount(workspaceId)).toBe(2 * 89);
    expect(progress).toHaveLength(89);
    const link = await t.database.db.selectFrom("search_console_links").selectAll().executeTakeFirstOrThrow();
    expect(link.imported_through).toBe(addDays(isoDay(NOW), -2));
  });
});
