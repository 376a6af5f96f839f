import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./fill-placeholders";

describe("fillPlaceholders", () => {
  it("fills every occurrence", () => {
    expect(fillPlaceholders("Pro is {{PRICE}}; yes, {{PRICE}}.", { PRICE: "$49" })).toBe(
      "Pro is $49; yes, $49.",
    );
  });
  it("refuses an unknown placeholder", () => {
    expect(() => fillPlaceholders("{{PRCE}}", { PRICE: "$49" })).toThrow("Unknown placeholder {{PRCE}}");
  });
});
