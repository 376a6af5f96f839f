import { describe, expect, it } from "vitest";
import { manualPeriodKey, periodKey } from "./period-key";

describe("periodKey", () => {
  it("is the UTC day for daily schedules", () => {
    expect(periodKey(new Date("2026-11-24T05:17:00Z"), "daily")).toBe("2026-11-24");
    expect(periodKey(new Date("2026-11-24T23:59:59.999Z"), "daily")).toBe("2026-11-24");
  });

  it("is the ISO week for weekly schedules, across year ends", () => {
    expect(periodKey(new Date("2026-11-24T05:00:00Z"), "weekly")).toBe("2026-W48");
    expect(periodKey(new Date("2026-11-23T00:00:00Z"), "weekly")).toBe("2026-W48");
    expect(periodKey(new Date("2026-11-22T23:59:59Z"), "weekly")).toBe("2026-W47");
    // 2027-01-01 is a Friday: it belongs to the last week of 2026.
    expect(periodKey(new Date("2027-01-01T12:00:00Z"), "weekly")).toBe("2026-W53");
    // 2024-12-30 is a Monday in the first week of 2025.
    expect(periodKey(new Date("2024-12-30T12:00:00Z"), "weekly")).toBe("2025-W01");
  });

  it("names a manual run by its row", () => {
    expect(manualPeriodKey("abc")).toBe("manual:abc");
  });
});

describe("scheduledPeriodKey", () => {
  it("takes the due time from a schedule's singleton key, not the retry's runAt", async () => {
    const { scheduledPeriodKey } = await import("./scheduled-period");
    const job = {
      singletonKey: "schedule:project:abc:pages:2026-11-24T05:17:00.000Z",
      runAt: new Date("2026-11-25T00:00:03Z"),
    };
    expect(scheduledPeriodKey(job, "daily")).toBe("2026-11-24");
    expect(scheduledPeriodKey({ singletonKey: null, runAt: new Date("2026-11-25T01:00:00Z") }, "daily")).toBe(
      "2026-11-25",
    );
    expect(scheduledPeriodKey(job, "weekly")).toBe("2026-W48");
  });
});
