import { describe, expect, it } from "vitest";
import { formatResetDate, usagePeriod } from "./usage-period";

describe("usagePeriod", () => {
  it("is the calendar month in UTC, whatever the local time zone says", () => {
    const lastSecond = usagePeriod(new Date("2026-11-30T23:59:59.999Z"));
    expect(lastSecond).toEqual({
      id: "2026-11",
      monthName: "November",
      resetsAt: new Date("2026-12-01T00:00:00.000Z"),
    });
    expect(usagePeriod(new Date("2026-12-01T00:00:00.000Z")).id).toBe("2026-12");
  });

  it("rolls December over into January of the next year", () => {
    const december = usagePeriod(new Date("2026-12-15T12:00:00Z"));
    expect(december.id).toBe("2026-12");
    expect(december.resetsAt.toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(formatResetDate(december.resetsAt)).toBe("January 1, 2027");
  });
});
