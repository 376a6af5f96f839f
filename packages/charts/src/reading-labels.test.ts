import { describe, expect, it } from "vitest";
import { readingLabels } from "./reading-labels";

describe("readingLabels", () => {
  it("writes a day with one reading as the day alone", () => {
    const labels = readingLabels(["2026-11-27T05:00:00.000Z", "2026-11-28T05:00:00.000Z"]);
    expect([...labels.values()]).toEqual(["2026-11-27", "2026-11-28"]);
  });

  it("adds the time (UTC) to every reading of a day that has several, and only to those", () => {
    const labels = readingLabels([
      "2026-11-27T05:00:00.000Z",
      "2026-11-28T05:00:00.000Z",
      "2026-11-28T14:37:12.000Z",
    ]);
    expect(labels.get("2026-11-27T05:00:00.000Z")).toBe("2026-11-27");
    expect(labels.get("2026-11-28T05:00:00.000Z")).toBe("2026-11-28 05:00 UTC");
    expect(labels.get("2026-11-28T14:37:12.000Z")).toBe("2026-11-28 14:37 UTC");
  });

  it("goes to the second when two readings share a minute, so no two labels are alike", () => {
    const labels = readingLabels(["2026-11-28T14:37:01.000Z", "2026-11-28T14:37:59.000Z"]);
    expect([...labels.values()]).toEqual(["2026-11-28 14:37:01 UTC", "2026-11-28 14:37:59 UTC"]);
  });

  it("leaves bare dates (one reading per day by construction) as they are", () => {
    expect([...readingLabels(["2026-11-01", "2026-11-02"]).values()]).toEqual(["2026-11-01", "2026-11-02"]);
  });
});
