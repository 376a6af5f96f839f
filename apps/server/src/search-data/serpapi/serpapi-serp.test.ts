import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_SERPAPI_ACCOUNT_EMAIL, type FakeSerpApi, startFakeSerpApi } from "../../../test/fake-serpapi";
import { failureOf, reading } from "../../../test/provider-outcomes";
import type { ProviderError } from "../provider-error";
import type { RankQuery } from "../rank-source";
import { serpApiAccount } from "./serpapi-account";
import { SerpApiClient } from "./serpapi-client";
import { SERPAPI_SEARCH_PRICE, serpApiSerp } from "./serpapi-serp";

const API_KEY = "serpapi-key-0123456789abcdef-never-shown";
const query = (keyword: string, overrides: Partial<RankQuery> = {}): RankQuery => ({
  keyword,
  locationCode: 2826,
  languageCode: "en",
  device: "desktop",
  ...overrides,
});
const results = (count: number, host = "site") =>
  Array.from({ length: count }, (_, i) => ({
    url: `https://${host}${i + 1}.example/`,
    title: `Title ${i + 1}`,
  }));

let fake: FakeSerpApi;
beforeAll(async () => {
  fake = await startFakeSerpApi(API_KEY);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.pages.clear();
  fake.failWithHttp(null);
  fake.searchesLeft = 250;
  fake.pages.set("sourdough starter", {
    organic: results(23),
    features: ["answer_box", "related_questions", "inline_videos", "local_results", "knowledge_graph"],
  });
});

const client = (key = API_KEY) => new SerpApiClient(key, fake.url);
const source = (key = API_KEY) => serpApiSerp(client(key));

describe("SerpApi against a fake speaking its protocol", () => {
  it("reads organic positions page by page, 100 deep, and the page's elements as our features", async () => {
    const [starter] = await source().checkLive([query("sourdough starter", { device: "mobile" })]);
    const read = reading(starter);
    expect(read.organic).toHaveLength(23);
    expect(read.organic[0]).toEqual({ position: 1, url: "https://site1.example/", title: "Title 1" });
    expect(read.organic[22]).toEqual({ position: 23, url: "https://site23.example/", title: "Title 23" });
    expect(read.features).toEqual([
      "featured_snippet",
      "people_also_ask",
      "video",
      "local_pack",
      "knowledge_graph",
    ]);
    expect(read.checkedAt).toEqual(new Date("2026-11-28T10:00:01Z"));
    // SerpApi bills a plan, and says no price per search.
    expect(read.cost).toBeNull();
    // Google shows 10 a page: three searches, each for the market's domain, country and location.
    expect(fake.requests.map((r) => r.params.start ?? "0")).toEqual(["0", "10", "20"]);
    expect(fake.requests[0]!.params).toMatchObject({
      engine: "google",
      q: "sourdough starter",
      google_domain: "google.co.uk",
      gl: "uk",
      hl: "en",
      location: "United Kingdom",
      device: "mobile",
    });

    fake.requests.length = 0;
    fake.pages.set("bread", { organic: results(150) });
    const [bread] = await source().checkLive([query("bread")]);
    expect(reading(bread).organic.map((r) => r.position)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(fake.requests).toHaveLength(10);
  });

  it("takes Google's 'no results' as an empty page, and a failed search as that keyword's failure", async () => {
    fake.pages.set("rye bread", { organic: [], error: "Google returned an unexpected error." });
    const [nothing, rye, starter, nowhere] = await source().checkLive([
      query("zxqv bakery nothing"),
      query("rye bread"),
      query("sourdough starter"),
      query("spelt", { locationCode: 1 }),
    ]);
    expect(reading(nothing)).toMatchObject({ organic: [], features: [] });
    expect(rye).toMatchObject({
      ok: false,
      error: { failure: "PROVIDER_UNAVAILABLE", message: "SerpApi: Google returned an unexpected error." },
    });
    expect(reading(starter).organic).toHaveLength(23);
    // A market SerpApi is not told of is refused before any search is spent.
    expect(nowhere).toMatchObject({ ok: false, error: { failure: "PROVIDER_REJECTED" } });
    expect(fake.requests.some((r) => r.params.q === "spelt")).toBe(false);
  });

  it("throws what fails the account: a refused key, spent searches, the hourly limit, an outage; never with the key", async () => {
    const errors: ProviderError[] = [];
    const refused = await failureOf(source("wrong-key-4321").checkLive([query("sourdough starter")]));
    expect(refused).toMatchObject({ failure: "PROVIDER_AUTH", provider: "SerpApi" });
    errors.push(refused);

    fake.searchesLeft = 0;
    const spent = await failureOf(source().checkLive([query("sourdough starter")]));
    expect(spent).toMatchObject({ failure: "PROVIDER_PAYMENT" });
    expect(spent.message).toContain("Your account has run out of searches.");
    errors.push(spent);
    fake.searchesLeft = 250;

    fake.failWithHttp(429, "You have exceeded the hourly throughput limit for your plan.");
    const limited = await failureOf(source().checkLive([query("sourdough starter")]));
    expect(limited).toMatchObject({ failure: "PROVIDER_RATE_LIMITED", retryAfterSeconds: 3600 });
    errors.push(limited);

    // A search refused for its parameters is that keyword's, not the account's.
    fake.failWithHttp(400, `Unsupported \`location\` parameter for key ${API_KEY}.`);
    const [rejected] = await source().checkLive([query("sourdough starter")]);
    expect(rejected).toMatchObject({ ok: false, error: { failure: "PROVIDER_REJECTED" } });
    if (!rejected!.ok) errors.push(rejected!.error);

    fake.failWithHttp(503);
    const down = await failureOf(source().checkLive([query("sourdough starter")]));
    expect(down.failure).toBe("PROVIDER_UNAVAILABLE");
    errors.push(down);

    const closed = await startFakeSerpApi(API_KEY);
    await closed.close();
    const unreachable = await failureOf(
      serpApiSerp(new SerpApiClient(API_KEY, closed.url)).checkLive([query("x")]),
    );
    expect(unreachable.message).toBe("SerpApi could not be reached. Try again later.");
    errors.push(unreachable);

    for (const error of errors) expect(error.message).not.toContain(API_KEY);
  });

  it("tests a key by reading the account, free: its e-mail and searches left", async () => {
    expect(await serpApiAccount(client())).toEqual({ email: FAKE_SERPAPI_ACCOUNT_EMAIL, searchesLeft: 250 });
    expect(fake.requests.map((r) => r.path)).toEqual(["/account.json"]);
    expect((await failureOf(serpApiAccount(client("wrong")))).failure).toBe("PROVIDER_AUTH");
  });

  it("prices a query at up to 10 searches of the $75 plan, and has no queue", () => {
    expect(source().pricePerQuery).toEqual({ live: SERPAPI_SEARCH_PRICE * 10, queued: null });
    expect(source().queue).toBeUndefined();
  });
});
