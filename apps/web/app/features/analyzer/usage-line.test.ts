import { describe, expect, it } from "vitest";
import { usageText } from "./usage-line";

const base = {
  plan: "basic" as const,
  period: "2026-11",
  resetsAt: "2026-12-01T00:00:00.000Z",
  billingEnabled: true,
  crawls: { used: 0, limit: 2 },
};

describe("usageText", () => {
  it("counts analyses against the monthly limit", () => {
    expect(usageText({ ...base, used: 3, limit: 5 })).toBe("3 of 5 analyses used this month");
    expect(usageText({ ...base, used: 0, limit: 5 })).toBe("0 of 5 analyses used this month");
  });

  it("says unlimited when there is no limit (Pro, or billing off)", () => {
    expect(usageText({ ...base, plan: "pro", used: 40, limit: null })).toBe("Unlimited analyses");
    expect(usageText({ ...base, billingEnabled: false, used: 9, limit: null })).toBe("Unlimited analyses");
  });
});
