import { describe, expect, it } from "vitest";
import { analysed, answered, changesAlong, noResponse, typesAlong } from "../observation-test-kit";

const allowed = analysed({ robotsAllowed: true });
const blocked = analysed({ robotsAllowed: false });
const unknown = analysed({ robotsAllowed: null });

describe("robots_blocked", () => {
  it("reports the page newly disallowed by robots.txt", () => {
    expect(changesAlong([allowed, blocked])[1]).toEqual([
      {
        type: "robots_blocked",
        severity: "critical",
        before: "Allowed",
        after: "Disallowed",
        previousIndex: 0,
      },
    ]);
  });

  it("does not repeat while it stays blocked, unknown days in between included; again after it was allowed", () => {
    expect(typesAlong([allowed, blocked, blocked, unknown, blocked, allowed, blocked])).toEqual([
      [],
      ["robots_blocked"],
      [],
      [],
      [],
      [],
      ["robots_blocked"],
    ]);
  });

  it("compares with the last observation that read robots.txt, whatever its status", () => {
    // The outage is confirmed by the same observation: both are reported.
    expect(typesAlong([allowed, noResponse(), answered(503, { robotsAllowed: false })])).toEqual([
      [],
      [],
      ["http_error", "robots_blocked"],
    ]);
    expect(changesAlong([allowed, unknown, blocked])[2]![0]!.previousIndex).toBe(0);
  });

  it("is nothing when robots.txt was never read before", () => {
    expect(typesAlong([unknown, blocked])).toEqual([[], []]);
    expect(typesAlong([blocked])).toEqual([[]]);
  });
});
