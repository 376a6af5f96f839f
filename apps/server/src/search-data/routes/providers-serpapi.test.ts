import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { type FakeDataForSeo, startFakeDataForSeo } from "../../../test/fake-dataforseo";
import { FAKE_SERPAPI_ACCOUNT_EMAIL, type FakeSerpApi, startFakeSerpApi } from "../../../test/fake-serpapi";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { createRecordingLogger } from "../../../test/recording-logger";
import { personalWorkspaceId } from "../../../test/workspaces";
import { openRankSource, rankProvidersOf } from "../providers/rank-sources";

const API_KEY = "serpapi-Key-never-shown-7f3a";
const DATAFORSEO = { login: "seo@agency.example", password: "dfs-Pa55word-never-shown" };

/**
 * One definition per provider (issue 30): SerpApi connects with its API key, shown masked, tested
 * against a local fake (the account's e-mail and searches left); each provider's body is checked in
 * its own words; Search Console takes no credentials here; the tracker opens a connected provider's
 * RankSource.
 */
describe.each(testDatabaseKinds())("SerpApi and the provider registry [%s]", (kind) => {
  let serpApi: FakeSerpApi;
  let dataForSeo: FakeDataForSeo;
  let t: TestContext;
  const logger = createRecordingLogger();

  beforeAll(async () => {
    serpApi = await startFakeSerpApi(API_KEY);
    dataForSeo = await startFakeDataForSeo(DATAFORSEO);
  });
  afterAll(async () => {
    await serpApi.close();
    await dataForSeo.close();
  });
  beforeEach(async () => {
    logger.entries.length = 0;
    serpApi.failWithHttp(null);
    t = await createTestContext(kind, {
      env: { SERPAPI_API_BASE: serpApi.url, DATAFORSEO_API_BASE: dataForSeo.url },
      logger,
    });
  });
  afterEach(() => t.close());

  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    t.request(`/api/v1${path}`, { method, cookie, ...(body === undefined ? {} : { json: body }) });

  it("connects SerpApi with its key, shows only its last four characters, tests it and disconnects", async () => {
    const owner = await t.createUser();
    const connected = await send(owner.cookie, "PUT", "/providers/serpapi", { apiKey: API_KEY });
    expect(connected.status).toBe(200);
    // No market: SerpApi's searches carry their own.
    expect(await json(connected)).toMatchObject({ provider: "serpapi", login: "…7f3a", locationCode: null });
    expect(await json(await send(owner.cookie, "GET", "/providers/serpapi"))).toMatchObject({
      connected: true,
      login: "…7f3a",
      locationCode: null,
    });
    const tested = await send(owner.cookie, "POST", "/providers/serpapi/test");
    expect(await json(tested)).toMatchObject({
      provider: "serpapi",
      login: FAKE_SERPAPI_ACCOUNT_EMAIL,
      balance: null,
      searchesLeft: 250,
    });
    expect(serpApi.requests.at(-1)?.path).toBe("/account.json");

    // The stored value is not the key, and no response or log line holds it.
    const row = await t.database.db
      .selectFrom("workspace_providers")
      .selectAll()
      .where("provider", "=", "serpapi")
      .executeTakeFirstOrThrow();
    expect(row.sealed).not.toContain(API_KEY);
    expect(JSON.stringify(logger.entries)).not.toContain(API_KEY);
    const activity = await json(await send(owner.cookie, "GET", `/workspaces/${row.workspace_id}/activity`));
    expect(JSON.stringify(activity)).toContain("connected SerpApi (account …7f3a)");
    expect(JSON.stringify(activity)).not.toContain(API_KEY);

    expect((await send(owner.cookie, "DELETE", "/providers/serpapi")).status).toBe(204);
    expect(await json(await send(owner.cookie, "GET", "/providers/serpapi"))).toMatchObject({
      connected: false,
    });
  });

  it("says a refused key (502) and spent searches apart, never quoting the key", async () => {
    const owner = await t.createUser();
    await send(owner.cookie, "PUT", "/providers/serpapi", { apiKey: "wrong-key-0000" });
    const refused = await send(owner.cookie, "POST", "/providers/serpapi/test");
    expect(refused.status).toBe(502);
    expect((await json(refused)).error.details).toMatchObject({
      provider: "SerpApi",
      reason: "PROVIDER_AUTH",
    });
    await send(owner.cookie, "PUT", "/providers/serpapi", { apiKey: API_KEY });
    serpApi.failWithHttp(429, "Your searches for the month have run out. You can upgrade your plan.");
    const spent = await send(owner.cookie, "POST", "/providers/serpapi/test");
    const body = await spent.text();
    expect([spent.status, body.includes("PROVIDER_PAYMENT")]).toEqual([502, true]);
    expect(body).not.toContain(API_KEY);
    expect(logger.at("error")).toEqual([]);
  });

  it("checks each provider's body in its own words, and sends Search Console to Google's consent page", async () => {
    const owner = await t.createUser();
    const noKey = await send(owner.cookie, "PUT", "/providers/serpapi", { apiKey: " " });
    expect([noKey.status, (await json(noKey)).error.message]).toEqual([400, "The API key is required"]);
    // DataForSEO's body is not SerpApi's, though the API reference's union takes both.
    const wrongBody = await send(owner.cookie, "PUT", "/providers/serpapi", DATAFORSEO);
    expect([wrongBody.status, (await json(wrongBody)).error.message]).toEqual([
      400,
      "The API key is required",
    ]);
    const noLogin = await send(owner.cookie, "PUT", "/providers/dataforseo", { apiKey: API_KEY });
    expect((await json(noLogin)).error.message).toBe("The API login is required");
    const searchConsole = await send(owner.cookie, "PUT", "/providers/search-console", { apiKey: API_KEY });
    expect(searchConsole.status).toBe(400);
    expect((await json(searchConsole)).error.message).toContain("connects through Google's consent page");
    expect(await t.database.db.selectFrom("workspace_providers").selectAll().execute()).toEqual([]);
  });

  it("opens the RankSource of a connected provider for the tracker, and lists the connected ones", async () => {
    const owner = await t.createUser();
    const workspaceId = await personalWorkspaceId(t.database.db, owner.id);
    const deps = { db: t.database.db, secrets: t.deps.secrets, env: t.env };
    expect(await rankProvidersOf(t.database.db, workspaceId)).toEqual([]);
    expect(await openRankSource(deps, workspaceId, "serpapi")).toBeNull();

    await send(owner.cookie, "PUT", "/providers/serpapi", { apiKey: API_KEY });
    await send(owner.cookie, "PUT", "/providers/dataforseo", DATAFORSEO);
    expect(await rankProvidersOf(t.database.db, workspaceId)).toEqual(["dataforseo", "serpapi"]);
    // Search Console reads no results pages: never a RankSource.
    expect(await openRankSource(deps, workspaceId, "search-console")).toBeNull();

    serpApi.pages.set("sourdough", { organic: [{ url: "https://bakery.example/" }] });
    const source = await openRankSource(deps, workspaceId, "serpapi");
    expect(source?.provider).toBe("SerpApi");
    const [outcome] = await source!.checkLive([
      { keyword: "sourdough", locationCode: 2840, languageCode: "en", device: "desktop" },
    ]);
    expect(outcome).toMatchObject({
      ok: true,
      reading: { organic: [{ position: 1, url: "https://bakery.example/" }] },
    });
    expect((await openRankSource(deps, workspaceId, "dataforseo"))?.queue).toBeDefined();

    // Another workspace sees none of them.
    const other = await t.createUser();
    const otherWorkspace = await personalWorkspaceId(t.database.db, other.id);
    expect(await rankProvidersOf(t.database.db, otherWorkspace)).toEqual([]);
    expect(await openRankSource(deps, otherWorkspace, "dataforseo")).toBeNull();
  });

  it("refuses to open credentials it cannot read: NOT_CONFIGURED, as openProviderCredentials does", async () => {
    const owner = await t.createUser();
    const workspaceId = await personalWorkspaceId(t.database.db, owner.id);
    await send(owner.cookie, "PUT", "/providers/serpapi", { apiKey: API_KEY });
    await expect(
      openRankSource({ db: t.database.db, secrets: null, env: t.env }, workspaceId, "serpapi"),
    ).rejects.toMatchObject({ code: "NOT_CONFIGURED" });
  });
});
