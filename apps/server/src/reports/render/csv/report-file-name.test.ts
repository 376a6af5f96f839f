import { describe, expect, it } from "vitest";
import { reportFileName } from "./report-file-name";

const named = (title: string, extension = "pdf") =>
  reportFileName({ title, period: { from: "2026-10-01", to: "2026-10-30", label: "" } }, extension);

describe("reportFileName", () => {
  it("slugs the title and adds the period's last day", () => {
    expect(named("Monthly SEO report — Жёлтый дом")).toBe("monthly-seo-report-2026-10-30.pdf");
    expect(named("Monthly SEO report", "zip")).toBe("monthly-seo-report-2026-10-30.zip");
  });

  it("transliterates Latin letters and drops other scripts, never leaving the name empty", () => {
    expect(named("Crème brûlée – Straße Øresund Łódź")).toBe(
      "creme-brulee-strasse-oresund-lodz-2026-10-30.pdf",
    );
    expect(named("Жёлтый дом")).toBe("report-2026-10-30.pdf");
    expect(named("")).toBe("report-2026-10-30.pdf");
  });

  it("keeps paths, quotes and control characters out, and long titles short", () => {
    expect(named('../../etc/"passwd"\r\n', "CSV")).toBe("etc-passwd-2026-10-30.csv");
    const long = named("word ".repeat(40));
    expect(long).toMatch(/^[a-z0-9-]+\.pdf$/);
    expect(long.length).toBeLessThanOrEqual(60 + "-2026-10-30.pdf".length);
    expect(long).not.toContain("--");
  });
});
