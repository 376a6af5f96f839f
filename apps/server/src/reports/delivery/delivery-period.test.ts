import { describe, expect, it } from "vitest";
import { nextCronTime } from "../../jobs/next-cron-time";
import { nextSendAt } from "../manage/next-send-at";
import { isoWeekKey, monthJustEnded, weekJustEnded } from "./delivery-period";
import { dueReportPeriod, periodEndedAt, REPORT_DELIVERIES_CRON } from "./report-due";

const at = (iso: string) => new Date(iso);

describe("delivery periods", () => {
  it("the week just ended is the ISO week before, on every day of the following week", () => {
    const w48 = { key: "2026-W48", range: { from: "2026-11-23", to: "2026-11-29" } };
    expect(weekJustEnded(at("2026-11-30T00:00:00Z"))).toEqual(w48); // Monday
    expect(weekJustEnded(at("2026-12-02T12:00:00Z"))).toEqual(w48); // Wednesday
    expect(weekJustEnded(at("2026-12-06T23:59:59Z"))).toEqual(w48); // Sunday
    expect(weekJustEnded(at("2026-12-07T07:30:00Z")).key).toBe("2026-W49");
  });

  it("weeks belong to the year of their Thursday", () => {
    // 2026 has 53 ISO weeks; its last ends on Sunday 3 January 2027.
    expect(weekJustEnded(at("2027-01-04T07:30:00Z"))).toEqual({
      key: "2026-W53",
      range: { from: "2026-12-28", to: "2027-01-03" },
    });
    expect(weekJustEnded(at("2027-01-11T07:30:00Z")).key).toBe("2027-W01");
    expect(isoWeekKey(at("2024-12-30T00:00:00Z"))).toBe("2025-W01");
  });

  it("the month just ended is the calendar month before, across a year", () => {
    expect(monthJustEnded(at("2026-12-01T07:30:00Z"))).toEqual({
      key: "2026-11",
      range: { from: "2026-11-01", to: "2026-11-30" },
    });
    expect(monthJustEnded(at("2027-01-01T07:30:00Z"))).toEqual({
      key: "2026-12",
      range: { from: "2026-12-01", to: "2026-12-31" },
    });
    expect(monthJustEnded(at("2028-03-05T07:30:00Z")).range).toEqual({
      from: "2028-02-01",
      to: "2028-02-29",
    });
  });

  it("a monthly report is due in the first week of the month only; off is never due", () => {
    expect(dueReportPeriod("monthly", at("2026-12-01T07:30:00Z"))?.key).toBe("2026-11");
    expect(dueReportPeriod("monthly", at("2026-12-07T07:30:00Z"))?.key).toBe("2026-11");
    expect(dueReportPeriod("monthly", at("2026-12-08T07:30:00Z"))).toBeNull();
    expect(dueReportPeriod("weekly", at("2026-12-06T07:30:00Z"))?.key).toBe("2026-W48");
    expect(dueReportPeriod("off", at("2026-12-01T07:30:00Z"))).toBeNull();
  });

  it("the schedule's next send is a run of the job that finds a period due", () => {
    for (const now of [
      "2026-11-30T07:29:00Z",
      "2026-11-30T09:00:00Z",
      "2026-12-02T12:00:00Z",
      "2026-12-31T23:00:00Z",
    ]) {
      for (const cadence of ["weekly", "monthly"] as const) {
        const next = new Date(nextSendAt(cadence, at(now))!);
        expect(nextCronTime(REPORT_DELIVERIES_CRON, new Date(next.getTime() - 1)).getTime(), now).toBe(
          next.getTime(),
        );
        const period = dueReportPeriod(cadence, next)!;
        expect(periodEndedAt(period) <= next.toISOString()).toBe(true);
        // The first run after the period ended.
        expect(next.getTime() - Date.parse(periodEndedAt(period))).toBe((7 * 60 + 30) * 60_000);
      }
    }
  });
});
