import { describe, expect, it } from "vitest";
import { NOT_AVAILABLE } from "../../../lib/report-format";
import { toCheckResult } from "./failing-checks-card";
import { extractedValues, indexabilityLabel, lengthOf, searchCount, textOf } from "./page-labels";

describe("crawled page labels", () => {
  it("says why a page is not indexable, and N/A for what is not a page", () => {
    const html = { isHtml: true, status: 200, indexable: false };
    expect(indexabilityLabel({ ...html, indexable: true, nonIndexableReason: null })).toBe("Indexable");
    expect(indexabilityLabel({ ...html, nonIndexableReason: "noindex" })).toBe("Not indexable (noindex)");
    expect(indexabilityLabel({ ...html, status: 404, nonIndexableReason: "status" })).toBe(
      "Not indexable (not 200)",
    );
    // A redirect or a failed fetch stores no reason: the status is the reason.
    expect(
      indexabilityLabel({ isHtml: false, status: 301, indexable: false, nonIndexableReason: null }),
    ).toBe("Not indexable (not 200)");
    expect(
      indexabilityLabel({ isHtml: false, status: null, indexable: false, nonIndexableReason: null }),
    ).toBe("Not indexable (not 200)");
    expect(
      indexabilityLabel({ isHtml: false, status: 200, indexable: false, nonIndexableReason: null }),
    ).toBe("N/A");
  });

  it("counts characters, not UTF-16 units, and N/A for a missing text", () => {
    expect(lengthOf("Café 🌱", true)).toBe("6");
    expect(lengthOf("", true)).toBe("0");
    // A 200 page without one: missing, the worst value; a URL that was not analysed: N/A.
    expect(lengthOf(null, true)).toBe("0 (missing)");
    expect(lengthOf(null, false)).toBe("N/A");
    expect(textOf(null, true)).toBe("Missing");
    expect(textOf(null, false)).toBe("N/A");
  });

  it("turns a stored failing check into the Analyzer's check row, saying when findings were cut", () => {
    const row = toCheckResult({
      id: "image-alt",
      status: "fail",
      title: "Images lack alt text",
      description: "Why it matters.",
      category: "content",
      learnMoreUrl: null,
      displayValue: "25 images",
      items: [{ value: "/a.png" }, { value: 3 }],
      itemCount: 25,
    });
    expect(row).toMatchObject({
      id: "image-alt",
      status: "fail",
      title: "Images lack alt text",
      displayValue: "25 images · first 2 of 25 shown",
      items: [{ value: "/a.png" }, { value: "3" }],
      score: null,
      advice: null,
    });
    expect(row).not.toHaveProperty("learnMoreUrl");
  });
});

describe("searchCount", () => {
  it("says how often, at the cap with a plus, and never a false 0", () => {
    expect(searchCount(0)).toBe("0");
    expect(searchCount(1234 - 234)).toBe("1,000+");
    expect(searchCount(12)).toBe("12");
    expect(searchCount(null)).toBe("Not searched");
    expect(searchCount(undefined)).toBe(NOT_AVAILABLE);
  });
});

describe("extractedValues", () => {
  it("joins the values, and tells nothing found from not extracted from not a page", () => {
    expect(extractedValues(["12 €", "14 €"])).toBe("12 € | 14 €");
    expect(extractedValues([])).toBe("—");
    expect(extractedValues(null)).toBe("Not extracted (the rule could not run on this page)");
    expect(extractedValues(undefined)).toBe(NOT_AVAILABLE);
  });
});
