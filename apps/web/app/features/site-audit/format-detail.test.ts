import { describe, expect, it } from "vitest";
import { formatDetail } from "./format-detail";

describe("formatDetail", () => {
  it("shows a missing value as N/A, not 0 or blank", () => {
    expect(formatDetail(null)).toBe("N/A");
    expect(formatDetail(undefined, "ms")).toBe("N/A");
    expect(formatDetail(0)).toBe("0");
  });
  it("adds units", () => {
    expect(formatDetail(1530, "ms")).toBe("1,530 ms");
    expect(formatDetail(2048, "bytes")).toBe("2 KB");
    expect(formatDetail(0, "bool")).toBe("No");
    expect(formatDetail(1, "bool")).toBe("Yes");
  });
});
