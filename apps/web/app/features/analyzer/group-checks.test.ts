import type { CheckResult } from "@ranklens/engine";
import { describe, expect, it } from "vitest";
import { groupChecks } from "./group-checks";

function check(id: string, category: string, status: CheckResult["status"]): CheckResult {
  return {
    id,
    category: category as CheckResult["category"],
    title: id,
    description: "",
    status,
    score: null,
    displayValue: null,
    items: [],
    weight: 1,
    advice: null,
    lighthouse: false,
  };
}

describe("groupChecks", () => {
  it("groups in report order, worst first, with counts per status", () => {
    const groups = groupChecks([
      check("https", "security", "fail"),
      check("title", "content", "pass"),
      check("h1", "content", "fail"),
      check("og", "social", "notApplicable"),
      check("meta", "content", "warn"),
    ]);
    expect(groups.map((g) => g.category)).toEqual(["content", "social", "security"]);
    expect(groups[0]?.label).toBe("Content and meta tags");
    expect(groups[0]?.checks.map((c) => c.id)).toEqual(["h1", "meta", "title"]);
    expect(groups[0]?.counts).toEqual({ pass: 1, warn: 1, fail: 1, notApplicable: 0, error: 0 });
  });

  it("keeps checks of a category it does not know, last, under the category id", () => {
    const groups = groupChecks([check("x", "ai-readiness", "warn"), check("y", "links", "pass")]);
    expect(groups.map((g) => g.label)).toEqual(["Links", "ai-readiness"]);
  });
});
