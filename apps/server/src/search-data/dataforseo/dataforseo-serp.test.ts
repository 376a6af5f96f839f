import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_SERP_DATETIME,
  FAKE_TASK_COST,
  type FakeDataForSeo,
  startFakeDataForSeo,
} from "../../../test/fake-dataforseo";
import { failureOf, reading } from "../../../test/provider-outcomes";
import type { RankQuery } from "../rank-source";
import { DataForSeoClient } from "./dataforseo-client";
import { dataForSeoSerp, dataForSeoSerpPrice, RANKLENS_TAG, TASKS_PER_POST } from "./dataforseo-serp";

const CREDENTIALS = { login: "ranks@agency.example", password: "serp-Pa55word-never-shown" };
const query = (keyword: string, device: "desktop" | "mobile" = "desktop"): RankQuery => ({
  keyword,
  locationCode: 2840,
  languageCode: "en",
  device,
});

let fake: FakeDataForSeo;
beforeAll(async () => {
  fake = await startFakeDataForSeo(CREDENTIALS);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.serps.clear();
  fake.failWithHttp(null);
  fake.failTasksWith(null);
  fake.readyAfterPolls(1);
  fake.serps.set("sourdough starter", {
    features: ["paid", "featured_snippet", "people_also_ask", "short_videos", "perspectives"],
    organic: [
      { url: "https://kingarthur.example/starter", title: "Sourdough starter" },
      { url: "https://bakery.example/starter", title: "Our starter guide" },
      { url: "https://bakery.example/blog/starter", title: "Starter, again" },
    ],
  });
  fake.serps.set("rye bread", { organic: [{ url: "https://bakery.example/rye" }] });
});

const source = (credentials = CREDENTIALS) => dataForSeoSerp(new DataForSeoClient(credentials, fake.url));

describe("DataForSEO SERP against a fake speaking its protocol", () => {
  it("reads organic positions by rank_group and the other items as our features, live", async () => {
    const [starter, rye, unknown] = await source().checkLive([
      query("sourdough starter"),
      query("rye bread", "mobile"),
      query("no such page"),
    ]);
    expect(reading(starter)).toEqual({
      // Organic positions count organic results only: the features before them do not push them down.
      organic: [
        { position: 1, url: "https://kingarthur.example/starter", title: "Sourdough starter" },
        { position: 2, url: "https://bakery.example/starter", title: "Our starter guide" },
        { position: 3, url: "https://bakery.example/blog/starter", title: "Starter, again" },
      ],
      // Normalised: paid → ads, short_videos → video; one we do not map keeps DataForSEO's name.
      features: ["ads", "featured_snippet", "people_also_ask", "video", "perspectives"],
      checkedAt: new Date("2026-11-28T10:00:00Z"),
      cost: FAKE_TASK_COST.serpLive,
    });
    expect(FAKE_SERP_DATETIME).toBe("2026-11-28 10:00:00 +00:00");
    expect(reading(rye).organic).toEqual([
      { position: 1, url: "https://bakery.example/rye", title: "Result 1" },
    ]);
    // A page with no organic results is a reading of an empty page, not a failure.
    expect(reading(unknown)).toMatchObject({ organic: [], features: [] });
    // One task a live call (DataForSEO's live endpoints take one), 100 deep, with market and device.
    const live = fake.requests.filter((r) => r.path === "/v3/serp/google/organic/live/advanced");
    expect(live).toHaveLength(3);
    expect(live.map((r) => r.tasks.length)).toEqual([1, 1, 1]);
    expect(live.map((r) => r.tasks[0])).toContainEqual({
      keyword: "rye bread",
      location_code: 2840,
      language_code: "en",
      device: "mobile",
      depth: 100,
    });
  });

  it("makes a failed task that keyword's failure, and keeps the others' readings", async () => {
    fake.serps.set("rye bread", {
      organic: [],
      failure: { code: 40101, message: "Internal SE Server Error." },
    });
    fake.serps.set("spelt", { organic: [], failure: { code: 40501, message: "Invalid Field: 'keyword'." } });
    const [starter, rye, spelt] = await source().checkLive([
      query("sourdough starter"),
      query("rye bread"),
      query("spelt"),
    ]);
    expect(reading(starter).organic).toHaveLength(3);
    expect(rye).toMatchObject({
      ok: false,
      error: { failure: "PROVIDER_UNAVAILABLE", provider: "DataForSEO" },
    });
    expect(spelt).toMatchObject({
      ok: false,
      error: { failure: "PROVIDER_REJECTED", message: "DataForSEO: Invalid Field: 'keyword'. (40501)" },
    });
  });

  it("throws a failure of the whole request: refused credentials, an unpaid account, an outage", async () => {
    const refused = await failureOf(
      source({ ...CREDENTIALS, password: "wrong" }).checkLive([query("sourdough starter")]),
    );
    expect(refused.failure).toBe("PROVIDER_AUTH");
    fake.failWithHttp(402);
    expect((await failureOf(source().checkLive([query("rye bread")]))).failure).toBe("PROVIDER_PAYMENT");
    fake.failWithHttp(429, { "retry-after": "20" });
    expect(await failureOf(source().queue!.post([query("rye bread")]))).toMatchObject({
      failure: "PROVIDER_RATE_LIMITED",
      retryAfterSeconds: 20,
    });
    fake.failWithHttp(500);
    expect((await failureOf(source().queue!.ready())).failure).toBe("PROVIDER_UNAVAILABLE");
    // No message holds the secret.
    for (const error of [refused]) expect(error.message).not.toContain(CREDENTIALS.password);
  });

  it("runs the standard queue: posts tagged tasks, waits until ready, collects each reading once", async () => {
    fake.readyAfterPolls(2);
    // Tasks another tool posted with the same account are not ours to collect.
    fake.addForeignReadyTask("00000000-foreign", "someone-else");
    const serp = source();
    const tickets = (await serp.queue!.post([query("sourdough starter"), query("rye bread", "mobile")])).map(
      (posted) => (posted.ok ? posted.ticket : ""),
    );
    expect(tickets.filter((t) => t !== "")).toHaveLength(2);
    const posted = fake.requests.find((r) => r.path === "/v3/serp/google/organic/task_post")!;
    expect(posted.tasks.map((task) => [task.keyword, task.device, task.depth, task.tag])).toEqual([
      ["sourdough starter", "desktop", 100, RANKLENS_TAG],
      ["rye bread", "mobile", 100, RANKLENS_TAG],
    ]);
    expect(await serp.queue!.ready()).toEqual([]);
    expect((await serp.queue!.ready()).sort()).toEqual([...tickets].sort());
    const starter = reading(await serp.queue!.collect(tickets[0]!));
    expect(starter.organic[1]).toEqual({
      position: 2,
      url: "https://bakery.example/starter",
      title: "Our starter guide",
    });
    // The queue bills at posting: collecting reports no price of its own.
    expect(starter.cost).toBeNull();
    expect(reading(await serp.queue!.collect(tickets[1]!)).organic).toHaveLength(1);
    expect(fake.pendingTasks()).toBe(0);
    expect(await serp.queue!.ready()).toEqual([]);
  });

  it("posts at most 100 tasks a call, and a task refused at posting is that query's failure at once", async () => {
    const many = Array.from({ length: TASKS_PER_POST + 1 }, (_, i) => query(`keyword ${i}`));
    const posted = await source().queue!.post(many);
    expect(posted).toHaveLength(101);
    expect(posted.every((p) => p.ok)).toBe(true);
    expect(fake.requests.filter((r) => r.path.endsWith("task_post")).map((r) => r.tasks.length)).toEqual([
      100, 1,
    ]);
    fake.failTasksWith(40501, "Invalid Field: 'location_code'.");
    const [refused] = await source().queue!.post([{ ...query("rye bread"), locationCode: 1 }]);
    expect(refused).toMatchObject({ ok: false, error: { failure: "PROVIDER_REJECTED" } });
  });

  it("prices a query 100 deep: the first page at the base price, each further page of 10 at 75%", () => {
    expect(dataForSeoSerpPrice(10)).toEqual({ live: 0.002, queued: 0.0006 });
    expect(dataForSeoSerpPrice(100)).toEqual({ live: 0.0155, queued: 0.00465 });
    expect(source().pricePerQuery).toEqual({ live: 0.0155, queued: 0.00465 });
  });
});
