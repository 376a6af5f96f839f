import { describe, expect, it } from "vitest";
import { analysed, answered, changesAlong, typesAlong } from "../observation-test-kit";

describe("description_changed", () => {
  const described = (metaDescription: string | null) => analysed({ metaDescription });

  it("reports a description rewritten, added or removed, against the last analysis", () => {
    expect(changesAlong([described("Old."), answered(500), described("New.")])[2]).toEqual([
      { type: "description_changed", severity: "warning", before: "Old.", after: "New.", previousIndex: 0 },
    ]);
    expect(typesAlong([described(null), described("New.")])).toEqual([[], ["description_changed"]]);
    expect(typesAlong([described("Old."), described("")])).toEqual([[], ["description_changed"]]);
  });

  it("ignores the same description, surrounding spaces aside, and does not repeat", () => {
    expect(
      typesAlong([described("Same."), described(" Same. "), described("New."), described("New.")]),
    ).toEqual([[], [], ["description_changed"], []]);
  });
});

describe("h1_changed", () => {
  const headed = (h1: string | null) => analysed({ h1 });

  it("reports an H1 rewritten, added or removed", () => {
    expect(changesAlong([headed("Widgets"), headed("Gadgets")])[1]).toEqual([
      { type: "h1_changed", severity: "warning", before: "Widgets", after: "Gadgets", previousIndex: 0 },
    ]);
    expect(typesAlong([headed("Widgets"), headed(null), headed(null), headed("Widgets")])).toEqual([
      [],
      ["h1_changed"],
      [],
      ["h1_changed"],
    ]);
  });

  it("ignores an unchanged H1", () => {
    expect(typesAlong([headed("Widgets"), headed("Widgets")])).toEqual([[], []]);
  });
});
