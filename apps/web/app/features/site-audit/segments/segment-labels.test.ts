import { SEGMENT_FIELDS, SegmentConditionSchema } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { conditionOn, conditionText, FIELD_LABELS, operatorsOf } from "./segment-labels";

describe("segment conditions in the editor", () => {
  it("starts every field with a condition of the right kind, and names every field", () => {
    for (const field of SEGMENT_FIELDS) {
      expect(FIELD_LABELS[field], field).toBeTruthy();
      expect(operatorsOf(field).length, field).toBeGreaterThan(0);
      const condition = conditionOn(field, { checkId: "description-missing", searchName: "GA4 tag" });
      // A fresh text or regex condition has no value yet, and the server would say so.
      const valid = SegmentConditionSchema.safeParse(condition).success;
      expect(valid, field).toBe(!["url", "title", "description", "h1", "regex"].includes(field));
    }
  });

  it("reads as the professional would say it", () => {
    const title = (id: string) => (id === "description-missing" ? "Meta description missing or empty" : id);
    expect(conditionText({ field: "depth", op: "lte", value: 2 }, title)).toBe("Depth (clicks) ≤ 2");
    expect(conditionText({ field: "check", op: "fails", value: "description-missing" }, title)).toBe(
      "Site issue has it: Meta description missing or empty",
    );
    expect(conditionText({ field: "url", op: "contains", value: "/blog/" }, title)).toBe(
      "URL contains “/blog/”",
    );
    expect(conditionText({ field: "indexable", op: "isFalse" }, title)).toBe("Indexable no");
  });
});
