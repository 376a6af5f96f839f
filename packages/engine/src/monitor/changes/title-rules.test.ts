import { describe, expect, it } from "vitest";
import { analysed, answered, changesAlong, noResponse, typesAlong } from "../observation-test-kit";

const titled = (title: string | null) => analysed({ title });

describe("title_removed", () => {
  it("reports a title gone or emptied, not as a change of title too", () => {
    expect(changesAlong([titled("Blue widgets"), titled(null)])[1]).toEqual([
      { type: "title_removed", severity: "critical", before: "Blue widgets", after: null, previousIndex: 0 },
    ]);
    expect(typesAlong([titled("Blue widgets"), titled("  ")])).toEqual([[], ["title_removed"]]);
  });

  it("does not repeat while the title stays missing", () => {
    expect(typesAlong([titled("A"), titled(null), titled(null)])).toEqual([[], ["title_removed"], []]);
  });

  it("is not caused by a day without an answer", () => {
    expect(typesAlong([titled("A"), answered(503), titled("A")])).toEqual([[], [], []]);
    expect(typesAlong([titled("A"), answered(500), answered(500), noResponse(), titled("A")])).toEqual([
      [],
      [],
      ["http_error"],
      [],
      ["page_recovered"],
    ]);
  });
});

describe("title_changed", () => {
  it("reports a title that reads differently, once, against the last analysis", () => {
    expect(changesAlong([titled("A"), answered(503), titled("B"), titled("B")])).toEqual([
      [],
      [],
      [{ type: "title_changed", severity: "warning", before: "A", after: "B", previousIndex: 0 }],
      [],
    ]);
  });

  it("reports a title that came back after it was removed", () => {
    expect(typesAlong([titled("A"), titled(null), titled("A")])).toEqual([
      [],
      ["title_removed"],
      ["title_changed"],
    ]);
  });

  it("ignores a title that stays the same", () => {
    expect(typesAlong([titled("A"), titled("A")])).toEqual([[], []]);
  });
});
