import { describe, expect, it } from "vitest";
import {
  coverageSummary,
  opensSummary,
  scheduleSummary,
  sectionsSummary,
  shareStateOf,
} from "./report-summary";

describe("report summaries", () => {
  it("says how a report is scheduled", () => {
    expect(scheduleSummary({ cadence: "off", recipients: ["a@x.example"] })).toBe("Not scheduled");
    expect(scheduleSummary({ cadence: "weekly", recipients: ["a@x.example", "b@x.example"] })).toBe(
      "Weekly to 2 recipients",
    );
    expect(scheduleSummary({ cadence: "monthly", recipients: ["a@x.example"] })).toBe(
      "Monthly to 1 recipient",
    );
  });

  it("counts sections and opens", () => {
    expect(sectionsSummary({ sections: [{ kind: "note" }] })).toBe("1 section");
    expect(sectionsSummary({ sections: [{ kind: "note" }, { kind: "site_health" }] })).toBe("2 sections");
    expect(opensSummary(0)).toBe("0 opens");
    expect(opensSummary(1)).toBe("1 open");
  });

  it("names what a report covers", () => {
    const names = { sites: new Map([["s1", "shop.example"]]), projects: new Map([["p1", "Bakery"]]) };
    const base = {
      siteId: null,
      segmentId: null,
      projectId: null,
      period: "last_30_days",
      from: null,
      to: null,
    } as const;
    expect(coverageSummary(base, names)).toBe("Workspace content · Last 30 days");
    expect(coverageSummary({ ...base, siteId: "s1", projectId: "p1" }, names)).toBe(
      "shop.example · Project Bakery · Last 30 days",
    );
    expect(coverageSummary({ ...base, siteId: "gone", segmentId: "g1" }, names)).toBe(
      "a deleted site (one segment) · Last 30 days",
    );
    const custom = coverageSummary(
      { ...base, period: "custom", from: "2026-10-01", to: "2026-10-31" },
      names,
    );
    expect(custom).toMatch(/^Workspace content · .+2026 – .+2026$/);
  });

  it("tells active, expired and revoked share links apart", () => {
    const now = new Date("2026-11-30T12:00:00Z");
    expect(shareStateOf({ expiresAt: "2026-12-01T00:00:00Z", revokedAt: null }, now)).toBe("active");
    expect(shareStateOf({ expiresAt: "2026-11-30T12:00:00Z", revokedAt: null }, now)).toBe("expired");
    expect(shareStateOf({ expiresAt: "2026-12-01T00:00:00Z", revokedAt: "2026-11-29T00:00:00Z" }, now)).toBe(
      "revoked",
    );
  });
});
