import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format-date";

describe("formatDateTime and formatDate", () => {
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
});
