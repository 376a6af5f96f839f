import type { Usage } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { planUsageRows, usageValue } from "./plan-usage";

const usage = (over: Partial<Usage> = {}): Usage => ({
  plan: "basic",
  period: "2026-11",
  used: 3,
  limit: 5,
  resetsAt: "2026-12-01T00:00:00.000Z",
  billingEnabled: true,
  crawls: { used: 2, limit: 2 },
  ...over,
});

describe("planUsageRows", () => {
  it("puts the month's analyses and crawls and the sites, projects and members against the Basic plan", () => {
    const rows = planUsageRows({
      plan: "basic",
      billingEnabled: true,
      usage: usage(),
      sites: 1,
      projects: 0,
      members: 1,
      seats: 1,
    });
    expect(rows.map((r) => [r.label, usageValue(r), r.full])).toEqual([
      ["Analyses this month", "3 of 5", false],
      ["Site audit crawls this month", "2 of 2", true],
      ["Sites", "1 of 1", true],
      ["Monitoring projects", "0 of 1", false],
      ["Members", "1 of 1", true],
    ]);
  });

  it("follows the server with billing off: unlimited analyses, crawls and seats, Pro's sites and projects", () => {
    const rows = planUsageRows({
      plan: "basic",
      billingEnabled: false,
      usage: usage({ billingEnabled: false, limit: null, crawls: { used: 7, limit: null } }),
      sites: 3,
      projects: 2,
      members: 4,
      seats: null,
    });
    expect(rows.map(usageValue)).toEqual([
      "3 (no limit)",
      "7 (no limit)",
      "3 of 50",
      "2 of 20",
      "4 (no limit)",
    ]);
    expect(rows.some((r) => r.full)).toBe(false);
  });

  it("shows an unknown count as unknown, never as 0", () => {
    const rows = planUsageRows({
      plan: "pro",
      billingEnabled: true,
      usage: null,
      sites: null,
      projects: 5,
      members: null,
      seats: 10,
    });
    expect(rows.map(usageValue)).toEqual(["…", "…", "…", "5 of 20", "…"]);
  });
});
