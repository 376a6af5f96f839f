import { CATEGORIES, CATEGORY_IDS } from "@ranklens/engine";
import { describe, expect, it } from "vitest";
import { CATEGORY_LABELS, CATEGORY_ORDER } from "./category-labels";

describe("category labels", () => {
  it("match the engine's names and order", () => {
    expect(CATEGORY_LABELS).toEqual(CATEGORIES);
    expect(CATEGORY_ORDER).toEqual([...CATEGORY_IDS]);
  });
});
