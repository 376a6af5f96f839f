import type { RankedKeyword, RankReading } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import type { ProjectReportData } from "../../monitoring";
import { rankingsSection } from "./rankings";

const reading = (
  checkedAt: string,
  state: RankReading["state"],
  position: number | null = null,
): RankReading => ({
  checkedAt,
  provider: "dataforseo",
  trigger: "schedule",
  state,
  position,
  url: position === null ? null : "https://shop.example/shoes",
  error: state === "failed" ? "DataForSEO is unavailable" : null,
});

const keyword = (id: string, name: string, history: RankReading[]): RankedKeyword => ({
  id,
  keyword: name,
  targetUrl: null,
  locationCode: 2840,
  languageCode: "en",
  device: "desktop",
  createdAt: "2026-01-01T00:00:00.000Z",
  latest: null,
  lastFailure: null,
  change7d: null,
  best: null,
  history,
  cannibalised: false,
  wrongPage: false,
  searchConsole:
    id === "k1"
      ? { clicks: 140, impressions: 3200, ctr: 0.04, position: 3.2, through: "2026-10-29", days: 28 }
      : null,
});

const data = (keywords: RankedKeyword[]): ProjectReportData => ({
  project: { id: "p", name: "Shop", siteUrl: "https://shop.example/" },
  pages: [],
  changes: [],
  changesTotal: 0,
  rankings: { keywords, searchConsoleThrough: "2026-10-29" },
});

const range = { from: "2026-10-01", to: "2026-10-31" };
const cells = (section: ReturnType<typeof rankingsSection>, table: string) =>
  section.tables.find((t) => t.id === table)!.rows;

/**
 * The rankings section reads only stored readings of the period: a failed check is counted, never
 * a position; "not in the top 100" is its own standing; readings after the period are left out.
 */
describe("the rankings section", () => {
  const section = rankingsSection(
    data([
      keyword("k1", "running shoes", [
        reading("2026-10-02T06:00:00.000Z", "ranked", 9),
        reading("2026-10-10T06:00:00.000Z", "failed"),
        reading("2026-10-30T06:00:00.000Z", "ranked", 3),
        // After the period: not this report's.
        reading("2026-11-02T06:00:00.000Z", "ranked", 40),
      ]),
      keyword("k2", "trail shoes", [
        reading("2026-10-02T06:00:00.000Z", "ranked", 12),
        reading("2026-10-30T06:00:00.000Z", "not_ranked"),
      ]),
      keyword("k3", "never checked", []),
    ]),
    range,
  );

  it("gives each keyword its first and last standing in the period, its best and its failed checks", () => {
    expect(cells(section, "keywords")).toEqual([
      ["running shoes (desktop, United States)", 9, 3, 3, 1, "https://shop.example/shoes", 140, 3200],
      ["trail shoes (desktop, United States)", 12, "not in top 100", 12, 0, null, null, null],
    ]);
    expect(Object.fromEntries(section.figures.map((f) => [f.label, f.value]))).toMatchObject({
      "Keywords checked": "2",
      "In the top 3": "1",
      "In the top 10": "1",
      "Not in the top 100": "1",
      "Failed checks": "1",
    });
  });

  it("lists the period's moves both ways, 'not in the top 100' counted as 101", () => {
    expect(cells(section, "movers")).toEqual([
      ["running shoes", "desktop", 9, 3, "+6"],
      ["trail shoes", "desktop", 12, "not in top 100", "−89"],
    ]);
  });

  it("names its providers, its checks' dates and Search Console's window", () => {
    expect(section.source).toBe(
      "DataForSEO, 5 checks from 2 Oct 2026 to 30 Oct 2026; clicks and impressions: Search Console, 28 days through 29 Oct 2026",
    );
  });

  it("says there is no data when no keyword was checked in the period", () => {
    expect(rankingsSection(data([keyword("k3", "never checked", [])]), range).empty).toBe(
      "No data for this period.",
    );
  });
});
