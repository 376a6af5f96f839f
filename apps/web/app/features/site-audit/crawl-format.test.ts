import { CRAWL_DEFAULTS, type Crawl } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import {
  crawlTitle,
  elapsedSeconds,
  formatCount,
  formatDuration,
  healthChange,
  isFinished,
  progressOf,
} from "./crawl-format";

const crawl = (progress: Partial<Crawl["progress"]>, maxPages = 500): Crawl => ({
  id: "c1",
  siteId: "s1",
  state: "running",
  stateReason: null,
  settings: { ...CRAWL_DEFAULTS, maxPages },
  mode: "spider",
  sitemapUrl: null,
  previousCrawlId: null,
  healthScore: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  startedAt: "2026-11-24T10:00:00.000Z",
  finishedAt: null,
  queue: null,
  progress: {
    crawled: 0,
    queued: 0,
    failed: 0,
    pagesPerSecond: null,
    etaSeconds: null,
    latest: [],
    ...progress,
  },
});

describe("progressOf", () => {
  it("counts crawled out of crawled + queued", () => {
    expect(progressOf(crawl({ crawled: 30, queued: 10 }))).toEqual({ done: 30, total: 40, percent: 75 });
  });
  it("caps the total at the crawl's max pages", () => {
    expect(progressOf(crawl({ crawled: 400, queued: 900 }, 500))).toEqual({
      done: 400,
      total: 500,
      percent: 80,
    });
  });
  it("is 0% before anything is known, not NaN", () => {
    expect(progressOf(crawl({}))).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe("healthChange", () => {
  it("signs the change", () => {
    expect(healthChange({ healthScore: 80 }, { healthScore: 76 })).toEqual({ delta: 4, label: "+4" });
    expect(healthChange({ healthScore: 70 }, { healthScore: 73 })).toEqual({ delta: -3, label: "−3" });
    expect(healthChange({ healthScore: 70 }, { healthScore: 70 })?.label).toBe("±0");
  });
  it("is null without a score on either side", () => {
    expect(healthChange({ healthScore: 70 }, null)).toBeNull();
    expect(healthChange({ healthScore: null }, { healthScore: 70 })).toBeNull();
    expect(healthChange({ healthScore: 70 }, { healthScore: null })).toBeNull();
  });
});

describe("formatting", () => {
  it("shows N/A for missing numbers, never 0", () => {
    expect(formatCount(null)).toBe("N/A");
    expect(formatDuration(null)).toBe("N/A");
    expect(formatCount(12345)).toBe("12,345");
  });
  it("formats durations", () => {
    expect(formatDuration(42)).toBe("42 s");
    expect(formatDuration(185)).toBe("3 min 5 s");
    expect(formatDuration(7440)).toBe("2 h 4 min");
  });
  it("measures elapsed time to the end, or to now while running", () => {
    const c = crawl({});
    expect(elapsedSeconds(c, Date.parse("2026-11-24T10:01:30.000Z"))).toBe(90);
    expect(elapsedSeconds({ ...c, finishedAt: "2026-11-24T10:00:10.000Z" }, Date.now())).toBe(10);
    expect(elapsedSeconds({ ...c, startedAt: null }, Date.now())).toBeNull();
  });
  it("knows which states are final", () => {
    expect(isFinished("completed")).toBe(true);
    expect(isFinished("finishing")).toBe(false);
    expect(isFinished("paused")).toBe(false);
  });
});

describe("crawlTitle", () => {
  it("names the state, and a waiting crawl's place in the queue", () => {
    expect(crawlTitle({ state: "running", queue: null })).toBe("Crawl running");
    const queue = { position: 3, reason: "Waiting for a free crawl slot on this server: 2 crawls ahead." };
    expect(crawlTitle({ state: "queued", queue })).toBe("Crawl queued: number 3 in line");
    expect(crawlTitle({ state: "running", queue })).toBe(
      "Crawl running, waiting for its next turn: number 3 in line",
    );
  });
});
