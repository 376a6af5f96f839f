import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDateTimeSeconds, formatUtcDay } from "./format-date";

describe("the app's date formats", () => {
  it("show the medium date with minutes, never seconds", () => {
    const iso = "2026-11-24T06:15:23.000Z";
    const shown = formatDateTime(iso);
    expect(shown).toBe(new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }));
    expect(shown).not.toContain(":23");
    expect(shown).toContain("2026");
    expect(formatDate(iso)).toContain("2026");
    expect(formatDate(iso)).not.toMatch(/\d:\d\d/);
  });

  it("show a value that is not a date as it came", () => {
    expect(formatDateTime("soon")).toBe("soon");
    expect(formatDate("")).toBe("");
  });

  it("read a UTC day as that day, whatever the reader's time zone", () => {
    expect(formatUtcDay("2026-11-24")).toContain("24");
    expect(formatUtcDay("not a day")).toBe("not a day");
  });

  it("tell two times a few seconds apart from each other when asked to", () => {
    expect(formatDateTimeSeconds("2026-11-24T06:15:23.000Z")).not.toBe(
      formatDateTimeSeconds("2026-11-24T06:15:25.000Z"),
    );
    expect(formatDateTimeSeconds("soon")).toBe("soon");
  });
});
