import { ACTIVITY_TYPES } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPE_LABELS, activityTypeFrom } from "./activity-labels";

describe("activity labels", () => {
  it("has distinct words for every type of the contract", () => {
    const labels = ACTIVITY_TYPES.map((type) => ACTIVITY_TYPE_LABELS[type]);
    expect(labels.every((label) => label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(ACTIVITY_TYPES.length);
  });

  it("reads a type from the address, ignoring anything else", () => {
    expect(activityTypeFrom("member.joined")).toBe("member.joined");
    expect(activityTypeFrom("member.exploded")).toBeUndefined();
    expect(activityTypeFrom(null)).toBeUndefined();
    expect(activityTypeFrom("")).toBeUndefined();
  });
});
