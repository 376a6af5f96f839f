import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import { type FakeDataForSeo, startFakeDataForSeo } from "../../test/fake-dataforseo";
import { createTestContext, json, type TestContext } from "../../test/harness";
import { startTargetSite, type TargetSite } from "../../test/target-site";

const CREDENTIALS = { login: "seo@bakery.example", password: "dfs-password" };

let site: TargetSite;
let fake: FakeDataForSeo;
beforeAll(async () => {
  site = await startTargetSite();
  fake = await startFakeDataForSeo(CREDENTIALS);
});
afterAll(async () => {
  await site.close();
  await fake.close();
});

type Keyword = {
  keyword: string;
  intent: string;
  intentConfidence: number;
  intentSource?: string;
  providerIntent?: { label: string; probability: number };
  searchVolume: number | null;
  competition: number | null;
  difficulty: number | null;
};

/**
 * The analyzer's Search volume, Competition and Difficulty (issue 30) from the workspace's
 * DataForSEO account, against a local fake: labelled with the provider and market, read once a
 * month per keyword, N/A with the reason when the provider fails, never 0.
 */
describe.each(testDatabaseKinds())("keyword data in analyses [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    fake.requests.length = 0;
    fake.keywords.clear();
    fake.failWithHttp(null);
    fake.keywords.set("sourdough", {
      searchVolume: 301_000,
      competitionIndex: 42,
      difficulty: 67,
      intent: { label: "commercial", probability: 0.71 },
    });
    t = await createTestContext(kind, {
      env: { ALLOW_PRIVATE_NETWORKS: "true", DATAFORSEO_API_BASE: fake.url },
    });
  });
  afterEach(() => t.close());

  const analyse = async (cookie: string) => {
    const res = await t.request("/api/v1/analyses", { cookie, json: { url: `${site.url}/` } });
    expect(res.status).toBe(201);
    return (await json(res)).report as { keywords: Keyword[]; keywordData?: Record<string, unknown> };
  };

  it("shows N/A and no source without a connected provider", async () => {
    const { cookie } = await t.createUser();
    const report = await analyse(cookie);
    expect(report.keywordData).toBeUndefined();
    expect(report.keywords.every((k) => k.searchVolume === null && k.difficulty === null)).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it("fills the numbers from DataForSEO, labelled, and reads each keyword once a month", async () => {
    const { cookie } = await t.createUser();
    await t.request("/api/v1/providers/dataforseo", {
      method: "PUT",
      cookie,
      json: { ...CREDENTIALS, locationCode: 2826 },
    });
    const report = await analyse(cookie);
    expect(report.keywordData).toMatchObject({ source: "DataForSEO · United Kingdom", error: null });
    expect(report.keywords.find((k) => k.keyword === "sourdough")).toMatchObject({
      searchVolume: 301_000,
      competition: 4.2,
      difficulty: 67,
    });
    // DataForSEO's SERP-based intent, labelled as its own; "commercial" shows as our transactional.
    expect(report.keywords.find((k) => k.keyword === "sourdough")).toMatchObject({
      intent: "transactional",
      intentConfidence: 0.71,
      intentSource: "DataForSEO",
      providerIntent: { label: "commercial", probability: 0.71 },
    });
    // A keyword DataForSEO has no data for stays N/A, not 0, and keeps the engine's intent.
    const other = report.keywords.find((k) => k.keyword !== "sourdough")!;
    expect([other.searchVolume, other.difficulty, other.intentSource]).toEqual([null, null, undefined]);
    const sent = fake.requests.find((r) => r.path.includes("search_volume"))!.tasks[0]!;
    expect(sent).toMatchObject({ location_code: 2826, language_code: "en" });

    // The second analysis reads nothing from DataForSEO: the numbers, and "no data", were kept.
    const calls = fake.requests.length;
    const again = await analyse(cookie);
    expect(fake.requests).toHaveLength(calls);
    expect(again.keywords.find((k) => k.keyword === "sourdough")).toMatchObject({
      searchVolume: 301_000,
      intentSource: "DataForSEO",
      providerIntent: { label: "commercial", probability: 0.71 },
    });
  });

  it("keeps the analysis when DataForSEO fails, with its reason and no number", async () => {
    const { cookie } = await t.createUser();
    await t.request("/api/v1/providers/dataforseo", { method: "PUT", cookie, json: CREDENTIALS });
    fake.failWithHttp(402);
    const report = await analyse(cookie);
    expect(report.keywordData).toMatchObject({
      source: "DataForSEO · United States",
      readAt: null,
      error: "DataForSEO could not bill the account: check its balance.",
    });
    expect(report.keywords.every((k) => k.searchVolume === null)).toBe(true);
    // Nothing was kept of a failed lookup: the next analysis asks again.
    fake.failWithHttp(null);
    expect((await analyse(cookie)).keywords.find((k) => k.keyword === "sourdough")?.searchVolume).toBe(
      301_000,
    );
  });
});
