import { describe, expect, it } from "vitest";
import { rowKeyTarget } from "./row-keys";

describe("rowKeyTarget", () => {
  it("moves a row with the arrows, a screen with the page keys, to the ends with Home and End", () => {
    expect(rowKeyTarget("ArrowDown", 4, 100, 12)).toBe(5);
    expect(rowKeyTarget("ArrowUp", 4, 100, 12)).toBe(3);
    expect(rowKeyTarget("PageDown", 4, 100, 12)).toBe(16);
    expect(rowKeyTarget("PageUp", 40, 100, 12)).toBe(28);
    expect(rowKeyTarget("Home", 40, 100, 12)).toBe(0);
    expect(rowKeyTarget("End", 40, 100, 12)).toBe(99);
  });

  it("stops at the first and the last loaded row, where the key does nothing", () => {
    expect(rowKeyTarget("ArrowUp", 0, 100, 12)).toBeNull();
    expect(rowKeyTarget("PageUp", 3, 100, 12)).toBe(0);
    expect(rowKeyTarget("ArrowDown", 99, 100, 12)).toBeNull();
    expect(rowKeyTarget("PageDown", 95, 100, 12)).toBe(99);
    expect(rowKeyTarget("ArrowDown", 0, 0, 12)).toBeNull();
  });

  it("leaves other keys alone (Enter follows the row's link, Tab leaves the table)", () => {
    expect(rowKeyTarget("Enter", 4, 100, 12)).toBeNull();
    expect(rowKeyTarget("Tab", 4, 100, 12)).toBeNull();
    expect(rowKeyTarget("ArrowRight", 4, 100, 12)).toBeNull();
  });
});
