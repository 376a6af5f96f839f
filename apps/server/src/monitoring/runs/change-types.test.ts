import { CHANGE_SEVERITY } from "@ranklens/engine";
import { CHANGE_TYPES } from "@ranklens/shared";
import { describe, expect, it } from "vitest";

// The engine cannot import the API's contract (boundaries), so its list of change types is a copy:
// the two must name the same types with the same default severities.
describe("change types", () => {
  it("the engine's defaults are the API's, type for type", () => {
    const api = Object.fromEntries(
      Object.entries(CHANGE_TYPES).map(([type, { severity }]) => [type, severity]),
    );
    expect(CHANGE_SEVERITY).toEqual(api);
  });
});
