import { describe, expect, it } from "vitest";
import { analysed, answered, changesAlong, typesAlong } from "../observation-test-kit";

const indexable = analysed();
const noindex = analysed({ robots: "noindex, follow", noindex: true });

describe("noindex_added", () => {
  it("reports the directive when it appears, with the directives before and after", () => {
    const changes = changesAlong([analysed({ robots: "follow" }), noindex]);
    expect(changes[1]).toEqual([
      {
        type: "noindex_added",
        severity: "critical",
        before: "follow",
        after: "noindex, follow",
        previousIndex: 0,
      },
    ]);
  });

  it("does not report it again while it stays, and does again after it was lifted", () => {
    expect(typesAlong([indexable, noindex, noindex, indexable, noindex])).toEqual([
      [],
      ["noindex_added"],
      [],
      [],
      ["noindex_added"],
    ]);
  });

  it("compares across days without an answer with the last analysis", () => {
    expect(typesAlong([indexable, answered(503), noindex])).toEqual([[], [], ["noindex_added"]]);
    expect(typesAlong([noindex, answered(404), noindex])).toEqual([[], ["http_error"], ["page_recovered"]]);
  });

  it("is nothing on a page's first observation", () => {
    expect(typesAlong([noindex])).toEqual([[]]);
  });
});
