import { describe, expect, it } from "vitest";
import { diffObservations } from "./diff-observations";
import { analysed, answered, noResponse } from "./observation-test-kit";

describe("diffObservations", () => {
  it("lists only the fields that differ, in a fixed order, with their stored values", () => {
    const from = analysed();
    const to = analysed({
      title: "Red widgets",
      seoScore: 70,
      failingChecks: ["image-alt", "title-length"],
      noindex: true,
      robots: "noindex",
    });
    expect(diffObservations(from, to).fields).toEqual([
      { field: "title", before: "Blue widgets", after: "Red widgets" },
      { field: "robots", before: null, after: "noindex" },
      { field: "noindex", before: false, after: true },
      { field: "seoScore", before: 80, after: 70 },
      { field: "failingChecks", before: ["image-alt"], after: ["image-alt", "title-length"] },
    ]);
  });

  it("finds nothing between equal observations, arrays compared by content", () => {
    const diff = diffObservations(analysed(), analysed({ failingChecks: ["image-alt"] }));
    expect(diff.fields).toEqual([]);
    expect(diff.textChange).toBe(0);
  });

  it("diffs the main texts word by word", () => {
    const diff = diffObservations(
      analysed({ mainText: "Blue widgets are the best widgets." }),
      analysed({ mainText: "Blue widgets are the cheapest widgets." }),
    );
    expect(diff.text).toEqual([
      { kind: "same", text: "Blue widgets are the " },
      { kind: "removed", text: "best " },
      { kind: "added", text: "cheapest " },
      { kind: "same", text: "widgets." },
    ]);
    expect(diff.textChange).toBeCloseTo(1 / 6);
  });

  it("has no text diff when either side was not analysed, and shows status and error fields", () => {
    const diff = diffObservations(analysed(), noResponse());
    expect(diff.text).toEqual([]);
    expect(diff.textChange).toBeNull();
    expect(diff.fields.slice(0, 3)).toEqual([
      { field: "status", before: 200, after: null },
      { field: "errorCode", before: null, after: "TIMEOUT" },
      { field: "finalUrl", before: "https://example.com/page", after: null },
    ]);
    expect(diffObservations(answered(503), analysed()).textChange).toBeNull();
  });
});
