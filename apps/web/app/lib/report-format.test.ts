import { describe, expect, it } from "vitest";
import {
  densityFootnote,
  describePointsAhead,
  formatBytes,
  formatCompetition,
  formatDensity,
  formatDuration,
  formatScore,
} from "./report-format";

describe("report formatting", () => {
  it("states the density formula with the word said once", () => {
    expect(densityFootnote("density = occurrences ÷ total words of the main text × 100")).toEqual([
      "Density",
      " = occurrences ÷ total words of the main text × 100",
    ]);
    // Another wording keeps a label before it.
    expect(densityFootnote("occurrences per 100 words")).toEqual(["Density:", " occurrences per 100 words"]);
  });

  it("shows densities with exactly two decimals", () => {
    expect(formatDensity(5.56)).toBe("5.56%");
    expect(formatDensity(2)).toBe("2.00%");
    expect(formatDensity(0.1)).toBe("0.10%");
  });

  it("shows competition as x.x/10 and N/A when unknown, never 0", () => {
    expect(formatCompetition(3.45)).toBe("3.5/10");
    expect(formatCompetition(0)).toBe("0.0/10");
    expect(formatCompetition(null)).toBe("N/A");
    expect(formatCompetition(undefined)).toBe("N/A");
  });

  it("shows a null score as N/A and a real 0 as 0", () => {
    expect(formatScore(null)).toBe("N/A");
    expect(formatScore(0)).toBe("0");
    expect(formatScore(82)).toBe("82");
  });

  it("reads points ahead from the competitor's side", () => {
    expect(describePointsAhead(12)).toEqual({ standing: "ahead", label: "12 points ahead" });
    expect(describePointsAhead(-23)).toEqual({ standing: "behind", label: "23 points behind" });
    expect(describePointsAhead(-1)).toEqual({ standing: "behind", label: "1 point behind" });
    expect(describePointsAhead(0)).toEqual({ standing: "level", label: "Level" });
    expect(describePointsAhead(null)).toEqual({ standing: "unknown", label: "N/A" });
  });

  it("formats page weight and times", () => {
    // Binary units, named as such: the engine's checks say "11 KiB" for the same 11,300 bytes.
    expect(formatBytes(1091)).toBe("1.1 KiB");
    expect(formatBytes(11_300)).toBe("11.0 KiB");
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(3 * 1024 * 1024)).toBe("3.00 MiB");
    expect(formatBytes(null)).toBe("N/A");
    expect(formatDuration(48)).toBe("48 ms");
    expect(formatDuration(1250)).toBe("1.25 s");
    expect(formatDuration(null)).toBe("N/A");
  });
});
