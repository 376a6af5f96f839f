import { describe, expect, it } from "vitest";
import { formatDetail, issueColumns } from "./issue-columns";

describe("issueColumns", () => {
  it("names a broken link's URLs and shows its status and anchor", () => {
    const columns = issueColumns("broken-internal-links", []);
    expect(columns.url).toBe("Broken URL");
    expect(columns.related).toBe("Source page");
    expect(columns.detail.map((d) => d.key)).toEqual(["status", "error", "anchor"]);
  });
  it("shows every detail field of a check it does not know", () => {
    const columns = issueColumns("new-check", [
      { detail: { a: 1 } },
      { detail: { b: 2, a: 3 } },
      { detail: null },
    ]);
    expect(columns.detail.map((d) => d.key)).toEqual(["a", "b"]);
    expect(columns.related).toBeNull();
  });
});

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
