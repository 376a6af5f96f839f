import { describe, expect, it } from "vitest";
import { stem } from "./stem";

describe("stem", () => {
  it.each([
    ["cats", "cat"],
    ["cat's", "cat"],
    ["foods", "food"],
    ["boxes", "box"],
    ["studies", "study"],
    ["studied", "study"],
    ["baking", "bak"],
    ["bake", "bak"],
    ["baked", "bak"],
    ["running", "run"],
    ["falling", "fall"],
    ["class", "class"],
    ["bus", "bus"],
  ])("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it("keeps different words apart", () => {
    expect(stem("bread")).not.toBe(stem("breed"));
    expect(stem("baker")).not.toBe(stem("bake"));
  });
});
