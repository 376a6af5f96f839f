import { describe, expect, it } from "vitest";
import { analysed, answered, changesAlong, typesAlong } from "../observation-test-kit";

const SELF = "https://example.com/page";
const OTHER = "https://example.com/other";
const withCanonical = (canonical: string | null, finalUrl = SELF) => analysed({ canonical, finalUrl });

describe("canonical_changed", () => {
  it("reports a canonical moved from the page itself to another URL", () => {
    expect(changesAlong([withCanonical(SELF), withCanonical(OTHER)])[1]).toEqual([
      { type: "canonical_changed", severity: "critical", before: SELF, after: OTHER, previousIndex: 0 },
    ]);
  });

  it("reports one added that points elsewhere, and one moved between two other URLs", () => {
    expect(typesAlong([withCanonical(null), withCanonical(OTHER)])).toEqual([[], ["canonical_changed"]]);
    expect(typesAlong([withCanonical(OTHER), withCanonical("https://example.com/third")])).toEqual([
      [],
      ["canonical_changed"],
    ]);
  });

  it("ignores a canonical added that names the page itself (a fragment aside), or one moved back to it", () => {
    expect(typesAlong([withCanonical(null), withCanonical(SELF)])).toEqual([[], []]);
    expect(typesAlong([withCanonical(null), withCanonical(`${SELF}#top`)])).toEqual([[], []]);
    expect(typesAlong([withCanonical(OTHER), withCanonical(SELF)])).toEqual([[], []]);
    expect(typesAlong([withCanonical(OTHER), withCanonical(null)])).toEqual([[], []]);
  });

  it("counts the page where it answered after redirects as itself", () => {
    const moved = "https://example.com/new-page";
    expect(typesAlong([withCanonical(SELF), withCanonical(moved, moved)])).toEqual([[], []]);
  });

  it("does not repeat while the canonical stays elsewhere, across a failed day too", () => {
    expect(
      typesAlong([withCanonical(SELF), withCanonical(OTHER), answered(503), withCanonical(OTHER)]),
    ).toEqual([[], ["canonical_changed"], [], []]);
  });
});
