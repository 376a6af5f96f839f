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
  it("lists a page check's items one a line, says when more were found, and shows an empty one", () => {
    expect(formatDetail([{ value: "a.png" }, { value: "" }], "items", 5)).toBe("a.png\n(empty)\nand 3 more");
    expect(formatDetail([{ value: "Title", length: 5 }], "items", 1)).toBe("Title");
    expect(formatDetail([], "items", 0)).toBe("None");
  });
});
