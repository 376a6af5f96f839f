import { describe, expect, it } from "vitest";
import { countAxisMax, fieldLabel, formatFieldValue, formatStatus, formatText } from "./project-format";

describe("project format", () => {
  it("says why a page gave no status", () => {
    expect(formatStatus(null)).toBe("Not checked yet");
    expect(formatStatus({ status: 404, errorCode: null })).toBe("404");
    expect(formatStatus({ status: null, errorCode: "timeout" })).toBe("No answer: timeout");
  });

  it("tells a missing field from a page that did not answer", () => {
    expect(formatText(null, { status: 200 })).toBe("None");
    expect(formatText(null, { status: 500 })).toBe("N/A");
    expect(formatText("Sheds", { status: 200 })).toBe("Sheds");
  });

  it("writes diffed values as text", () => {
    expect(formatFieldValue(["meta-description-length", "h1-missing"])).toBe(
      "meta-description-length, h1-missing",
    );
    expect(formatFieldValue([])).toBe("None");
    expect(formatFieldValue(true)).toBe("Yes");
    expect(formatFieldValue(null)).toBe("None");
    expect(formatFieldValue(72)).toBe("72");
    expect(fieldLabel("metaDescription")).toBe("Meta description");
    expect(fieldLabel("somethingNew")).toBe("somethingNew");
  });

  it("gives count charts an even axis top, so the middle tick is whole; no reading is no count", () => {
    expect(countAxisMax([1, 5, 1])).toBe(6);
    expect(countAxisMax([4, null])).toBe(4);
    expect(countAxisMax([0])).toBe(2);
    expect(countAxisMax([null])).toBe(2);
  });
});
