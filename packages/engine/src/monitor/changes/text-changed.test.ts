import { describe, expect, it } from "vitest";
import { analysed, answered, changesAlong, typesAlong } from "../observation-test-kit";

/** A text of `n` distinct words w0 … w(n-1), with the words at `replaced` positions spelled anew. */
function text(n: number, replaced: number[] = []): string {
  const swap = new Set(replaced);
  return Array.from({ length: n }, (_, i) => (swap.has(i) ? `new${i}` : `w${i}`)).join(" ");
}
const page = (mainText: string | null) =>
  analysed({ mainText, wordCount: mainText === null ? null : mainText.split(" ").length });
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe("text_changed", () => {
  it("reports more than 20 % of the words changed, not 20 % exactly", () => {
    expect(typesAlong([page(text(100)), page(text(100, range(0, 21)))])).toEqual([[], ["text_changed"]]);
    expect(typesAlong([page(text(100)), page(text(100, range(0, 20)))])).toEqual([[], []]);
    // Scattered replacements count the same as one block.
    expect(
      typesAlong([
        page(text(100)),
        page(
          text(
            100,
            range(0, 21).map((i) => i * 4),
          ),
        ),
      ]),
    ).toEqual([[], ["text_changed"]]);
  });

  it("measures added words against the longer text", () => {
    // 26 words added to 100: 26 / 126 ≈ 0.206.
    expect(typesAlong([page(text(100)), page(`${text(100)} ${text(26, range(0, 26))}`)])).toEqual([
      [],
      ["text_changed"],
    ]);
    // 25 added: 25 / 125 = 0.2 exactly.
    expect(typesAlong([page(text(100)), page(`${text(100)} ${text(25, range(0, 25))}`)])).toEqual([[], []]);
  });

  it("says the word counts, compares with the last analysis and does not repeat", () => {
    const changes = changesAlong([page(text(10)), answered(503), page(text(4)), page(text(4))]);
    expect(changes[2]).toEqual([
      { type: "text_changed", severity: "info", before: "10 words", after: "4 words", previousIndex: 0 },
    ]);
    expect(changes[3]).toEqual([]);
  });

  it("ignores case and punctuation, and texts it does not have", () => {
    expect(typesAlong([page("Blue widgets, the best."), page("blue WIDGETS — the best!")])).toEqual([[], []]);
    expect(typesAlong([analysed({ mainText: null }), page(text(5))])).toEqual([[], []]);
  });
});
