import { describe, expect, it } from "vitest";
import type { CheckResult } from "./runner";
import { suggestionsFrom } from "./suggestions";

function result(id: string, status: CheckResult["status"]): CheckResult {
  return {
    id,
    category: "content",
    title: id,
    description: "",
    status,
    score: status === "fail" ? 0 : 0.5,
    displayValue: null,
    items: [],
    weight: 1,
    advice: `fix ${id}`,
    lighthouse: false,
  };
}

describe("suggestionsFrom", () => {
  it("orders by impact first, then type, then report order", () => {
    const suggestions = suggestionsFrom([
      result("favicon", "fail"), // low, warning
      result("viewport", "warn"), // high, improvement
      result("meta-description", "fail"), // medium, warning
      result("document-title", "fail"), // high, critical
      result("thin-content", "fail"), // high, warning
      result("title-length", "warn"), // medium, improvement
      result("heading-order", "warn"), // low, improvement
    ]);
    expect(suggestions.map((s) => [s.checkId, s.impact, s.type])).toEqual([
      ["document-title", "high", "critical"],
      ["thin-content", "high", "warning"],
      ["viewport", "high", "improvement"],
      ["meta-description", "medium", "warning"],
      ["title-length", "medium", "improvement"],
      ["favicon", "low", "warning"],
      ["heading-order", "low", "improvement"],
    ]);
  });

  it("leaves out passing and not-applicable checks", () => {
    expect(suggestionsFrom([result("favicon", "pass"), result("viewport", "notApplicable")])).toEqual([]);
  });
});
