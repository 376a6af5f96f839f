import { describe, expect, it } from "vitest";
import { analysed, typesAlong } from "../observation-test-kit";

// What the engine derives changed all at once by an upgrade: the main text without the menus
// (issue 29), a lower score, a newly failing check. What the page says stayed the same.
const before = analysed({
  mainText: "Home News Sport Login Blue widgets are the best widgets for every garden and balcony.",
  wordCount: 14,
  seoScore: 80,
  failingChecks: ["image-alt"],
});
const after = {
  mainText: "Blue widgets are the best widgets for every garden and balcony.",
  wordCount: 10,
  seoScore: 60,
  failingChecks: ["image-alt", "keyword-placement"],
};

describe("an engine upgrade between two readings", () => {
  it("reports no text, score or check change when another engine version read the page", () => {
    expect(typesAlong([analysed({ ...before, engineVersion: "0.2.0" }), analysed(after)])).toEqual([[], []]);
  });

  it("compares nothing the engine derives with a reading kept before versions were (null)", () => {
    expect(typesAlong([analysed({ ...before, engineVersion: null }), analysed(after)])).toEqual([[], []]);
  });

  it("still reports what the page says (a new title) across versions", () => {
    expect(
      typesAlong([
        analysed({ ...before, engineVersion: "0.2.0" }),
        analysed({ ...after, title: "Red widgets" }),
      ]),
    ).toEqual([[], ["title_changed"]]);
  });

  it("reports the same differences between two readings of one version", () => {
    const types = typesAlong([before, analysed(after)])[1]!;
    expect(types).toEqual(expect.arrayContaining(["text_changed", "score_dropped", "check_failing"]));
  });
});
