import { describe, expect, it } from "vitest";
import { analysed, answered, changesAlong, typesAlong } from "../observation-test-kit";

describe("score_dropped", () => {
  const scored = (seoScore: number | null) => analysed({ seoScore });

  it("reports a drop of 10 points or more, not of 9", () => {
    expect(changesAlong([scored(80), scored(70)])[1]).toEqual([
      { type: "score_dropped", severity: "warning", before: "80", after: "70", previousIndex: 0 },
    ]);
    expect(typesAlong([scored(80), scored(71)])).toEqual([[], []]);
    expect(typesAlong([scored(70), scored(95)])).toEqual([[], []]);
  });

  it("compares with the last analysis and does not repeat while the score stays low", () => {
    expect(typesAlong([scored(90), answered(503), scored(75), scored(75), scored(66)])).toEqual([
      [],
      [],
      ["score_dropped"],
      [],
      [],
    ]);
  });

  it("ignores unknown scores", () => {
    expect(typesAlong([scored(null), scored(10), scored(null)])).toEqual([[], [], []]);
  });
});

describe("check_failing", () => {
  const failing = (...failingChecks: string[]) => analysed({ failingChecks });

  it("reports the checks that newly fail in one change, sorted", () => {
    expect(
      changesAlong([failing("image-alt"), failing("image-alt", "title-length", "canonical")])[1],
    ).toEqual([
      {
        type: "check_failing",
        severity: "warning",
        before: null,
        after: "canonical, title-length",
        previousIndex: 0,
      },
    ]);
  });

  it("does not repeat a check that goes on failing; one that passed in between fails anew", () => {
    expect(typesAlong([failing(), failing("a"), failing("a"), failing(), failing("a")])).toEqual([
      [],
      ["check_failing"],
      [],
      [],
      ["check_failing"],
    ]);
  });

  it("ignores checks that pass again, and the server's response time, which follows the network", () => {
    expect(typesAlong([failing("a", "b"), failing("a")])).toEqual([[], []]);
    expect(typesAlong([failing(), failing("response-time")])).toEqual([[], []]);
  });
});
