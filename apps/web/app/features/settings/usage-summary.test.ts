import { describe, expect, it } from "vitest";
import { usageSummary } from "./usage-card";

const base = {
  plan: "basic" as const,
  period: "2026-11",
  billingEnabled: true,
  crawls: { used: 0, limit: 2 },
};

describe("usageSummary", () => {
  it("counts against the limit and names the reset day in UTC", () => {
    // 00:00 UTC on December 1 is still November 30 in America; the reset day must not shift.
    expect(usageSummary({ ...base, used: 3, limit: 5, resetsAt: "2026-12-01T00:00:00.000Z" })).toBe(
      "3 of 5 analyses used this month · resets on December 1",
    );
  });

  it("says unlimited when there is no limit", () => {
    expect(
      usageSummary({ ...base, plan: "pro", used: 42, limit: null, resetsAt: "2026-12-01T00:00:00.000Z" }),
    ).toBe("Unlimited analyses");
  });
});
