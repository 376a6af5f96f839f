import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_TASK_COST, type FakeDataForSeo, startFakeDataForSeo } from "../../../test/fake-dataforseo";
import { failureOf } from "../../../test/provider-outcomes";
import { ProviderError } from "../provider-error";
import { dataForSeoAccount } from "./dataforseo-account";
import { DataForSeoClient } from "./dataforseo-client";
import { dataForSeoKeywordData, KEYWORDS_PER_TASK } from "./dataforseo-keyword-data";

const CREDENTIALS = { login: "seo@agency.example", password: "s3cret-api-password" };
const US_ENGLISH = { locationCode: 2840, languageCode: "en" };

let fake: FakeDataForSeo;
beforeAll(async () => {
  fake = await startFakeDataForSeo(CREDENTIALS);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.keywords.clear();
  fake.failWithHttp(null);
  fake.failTasksWith(null);
  fake.keywords.set("tarot cards", {
    searchVolume: 74_000,
    competitionIndex: 87,
    difficulty: 41,
    intent: { label: "commercial", probability: 0.64 },
  });
  fake.keywords.set("tarot deck", { searchVolume: 22_200, competitionIndex: 100, difficulty: null });
});

const source = (credentials = CREDENTIALS) =>
  dataForSeoKeywordData(new DataForSeoClient(credentials, fake.url));

describe("DataForSEO keyword data against a fake speaking its protocol", () => {
  it("reads search volume, competition (x.x/10), difficulty and SERP-based intent, and what they cost", async () => {
    const { metrics, cost } = await source().lookup(["Tarot Cards", "tarot deck", "rider waite"], US_ENGLISH);
    expect(metrics.get("tarot cards")).toEqual({
      searchVolume: 74_000,
      competition: 8.7,
      difficulty: 41,
      intent: { label: "commercial", probability: 0.64 },
    });
    // No intent from DataForSEO Labs: null, and the engine's own stands.
    expect(metrics.get("tarot deck")).toEqual({
      searchVolume: 22_200,
      competition: 10,
      difficulty: null,
      intent: null,
    });
    // A keyword the provider has no data for is absent, not a volume of 0.
    expect(metrics.has("rider waite")).toBe(false);
    expect(cost).toBeCloseTo(
      FAKE_TASK_COST.searchVolume + FAKE_TASK_COST.difficulty + FAKE_TASK_COST.intent,
      10,
    );
    // One task per endpoint, with the locale's codes, authenticated with the account's login.
    expect(fake.requests.map((r) => r.path).sort()).toEqual([
      "/v3/dataforseo_labs/google/bulk_keyword_difficulty/live",
      "/v3/dataforseo_labs/google/search_intent/live",
      "/v3/keywords_data/google_ads/search_volume/live",
    ]);
    const volumeTask = fake.requests.find((r) => r.path.includes("search_volume"))!.tasks;
    expect(volumeTask).toEqual([
      { keywords: ["Tarot Cards", "tarot deck", "rider waite"], location_code: 2840, language_code: "en" },
    ]);
    // Search intent takes the language only: DataForSEO Labs judges it per language.
    expect(fake.requests.find((r) => r.path.includes("search_intent"))!.tasks).toEqual([
      { keywords: ["Tarot Cards", "tarot deck", "rider waite"], language_code: "en" },
    ]);
  });

  it("keeps the numbers when search intent does not cover the language: no intent, the engine's own stands", async () => {
    const { metrics } = await source().lookup(["tarot cards"], { locationCode: 2276, languageCode: "xx" });
    expect(metrics.get("tarot cards")).toMatchObject({ searchVolume: 74_000, intent: null });
  });

  it("sends at most 1,000 keywords a task", async () => {
    const many = Array.from({ length: KEYWORDS_PER_TASK + 1 }, (_, i) => `keyword ${i}`);
    await source().lookup(many, US_ENGLISH);
    const volumeTasks = fake.requests
      .filter((r) => r.path.includes("search_volume"))
      .map((r) => r.tasks[0]!.keywords);
    expect(volumeTasks.map((keywords) => (keywords as string[]).length)).toEqual([1000, 1]);
  });

  it("says refused credentials, an unpaid account and a rate limit apart, and never returns numbers then", async () => {
    expect(
      await failureOf(source({ ...CREDENTIALS, password: "wrong" }).lookup(["tarot cards"], US_ENGLISH)),
    ).toMatchObject({
      failure: "PROVIDER_AUTH",
      message: expect.stringContaining("refused the login and password"),
    });
    fake.failWithHttp(402);
    expect((await failureOf(source().lookup(["tarot cards"], US_ENGLISH))).failure).toBe("PROVIDER_PAYMENT");
    fake.failWithHttp(429, { "retry-after": "30" });
    expect(await failureOf(source().lookup(["tarot cards"], US_ENGLISH))).toMatchObject({
      failure: "PROVIDER_RATE_LIMITED",
      retryAfterSeconds: 30,
    });
    fake.failWithHttp(500);
    expect((await failureOf(source().lookup(["tarot cards"], US_ENGLISH))).failure).toBe(
      "PROVIDER_UNAVAILABLE",
    );
  });

  it("fails a task DataForSEO refused with its own message, and takes the search engine's error as a retry", async () => {
    fake.failTasksWith(40501, "Invalid Field: 'location_code'.");
    expect(
      await failureOf(source().lookup(["tarot cards"], { locationCode: 1, languageCode: "en" })),
    ).toMatchObject({
      failure: "PROVIDER_REJECTED",
      message: "DataForSEO: Invalid Field: 'location_code'. (40501)",
    });
    fake.failTasksWith(40101, "Internal SE Server Error.");
    expect((await failureOf(source().lookup(["tarot cards"], US_ENGLISH))).failure).toBe(
      "PROVIDER_UNAVAILABLE",
    );
  });

  it("reports an unreachable DataForSEO as unavailable, not as empty data", async () => {
    const closed = await startFakeDataForSeo(CREDENTIALS);
    await closed.close();
    const client = new DataForSeoClient(CREDENTIALS, closed.url);
    expect(await failureOf(dataForSeoKeywordData(client).lookup(["tarot cards"], US_ENGLISH))).toMatchObject({
      failure: "PROVIDER_UNAVAILABLE",
      message: "DataForSEO could not be reached. Try again later.",
    });
  });

  it("tests a connection by reading the account, free of charge, and refuses wrong credentials", async () => {
    expect(await dataForSeoAccount(new DataForSeoClient(CREDENTIALS, fake.url))).toEqual({
      login: CREDENTIALS.login,
      balance: 42.5,
    });
    const wrong = new DataForSeoClient({ ...CREDENTIALS, login: "someone@else.example" }, fake.url);
    expect((await failureOf(dataForSeoAccount(wrong))).failure).toBe("PROVIDER_AUTH");
  });

  it("maps a provider failure to the API's error: 503 when waiting helps, 502 when it refused", () => {
    const limited = new ProviderError("PROVIDER_RATE_LIMITED", "DataForSEO", "Slow down.", 30).toAppError();
    expect([limited.status, limited.expected, limited.options.details]).toEqual([
      503,
      true,
      { provider: "DataForSEO", reason: "PROVIDER_RATE_LIMITED", retryAfterSeconds: 30 },
    ]);
    expect(new ProviderError("PROVIDER_AUTH", "DataForSEO", "Refused.").toAppError().status).toBe(502);
  });
});
