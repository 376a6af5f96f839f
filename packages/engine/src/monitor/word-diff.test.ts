import { describe, expect, it, vi } from "vitest";
import { diffWords, MAX_EDIT_WORDS, wordsChangedMoreThan } from "./word-diff";

/** Word comparisons made by the diff package's alignment search (counted by the comparator below). */
const work = vi.hoisted(() => ({ comparisons: 0 }));
vi.mock("diff", async (importOriginal) => {
  const actual = await importOriginal<typeof import("diff")>();
  return {
    ...actual,
    diffArrays: (before: string[], after: string[], options: Parameters<typeof actual.diffArrays>[2]) =>
      actual.diffArrays(before, after, {
        ...options,
        comparator: (left: string, right: string) => {
          work.comparisons++;
          return left === right;
        },
      }),
  };
});

describe("diffWords", () => {
  it("keeps identical texts as one run with no change", () => {
    expect(diffWords("Blue widgets.", "Blue widgets.")).toEqual({
      parts: [{ kind: "same", text: "Blue widgets." }],
      textChange: 0,
      aligned: true,
    });
    expect(diffWords("", "")).toEqual({ parts: [], textChange: 0, aligned: true });
  });

  it("merges runs and shows a replacement as removed then added words", () => {
    const diff = diffWords("The quick brown fox jumps.", "The quick red fox jumps.");
    expect(diff.parts).toEqual([
      { kind: "same", text: "The quick " },
      { kind: "removed", text: "brown " },
      { kind: "added", text: "red " },
      { kind: "same", text: "fox jumps." },
    ]);
    expect(diff.textChange).toBeCloseTo(1 / 5);
  });

  it("reads as the new text through its same and added runs", () => {
    const before = "Widgets, gadgets and gizmos: all in one shop. Open daily!";
    const after = "Widgets and gizmos — all in one new shop. Open on Sundays too!";
    const { parts } = diffWords(before, after);
    expect(
      parts
        .filter((p) => p.kind !== "removed")
        .map((p) => p.text)
        .join(""),
    ).toBe(after);
    expect(
      parts
        .filter((p) => p.kind === "removed")
        .map((p) => p.text.trim())
        .join(" "),
    ).toBe("gadgets daily!");
  });

  it("measures changed words against the longer text", () => {
    expect(diffWords("a b c d", "a b c d e f g h").textChange).toBe(0.5);
    expect(diffWords("a b c d e f g h", "a b c d").textChange).toBe(0.5);
    expect(diffWords("one two three", "four five six").textChange).toBe(1);
    expect(diffWords("", "new words").textChange).toBe(1);
  });

  it("counts words as the engine does: case and punctuation are no change", () => {
    expect(
      diffWords("State-of-the-art widgets don't rust.", "state-of-the-art Widgets — don't rust!").textChange,
    ).toBe(0);
    expect(diffWords("State-of-the-art widgets", "State of the art widgets").textChange).toBe(1 - 1 / 5);
  });

  it("gives up aligning past the edit limit, showing a rewrite with a lower bound of the change", () => {
    const before = Array.from({ length: 50 }, (_, i) => `a${i}`).join(" ");
    const after = Array.from({ length: 50 }, (_, i) => `b${i}`).join(" ");
    const diff = diffWords(before, after, 10);
    expect(diff.aligned).toBe(false);
    expect(diff.parts).toEqual([
      { kind: "removed", text: before },
      { kind: "added", text: after },
    ]);
    expect(diff.textChange).toBe(1);
    // Half the words kept: the bound stays at or below the true 0.5.
    const half = `${before.split(" ").slice(0, 25).join(" ")} ${after.split(" ").slice(25).join(" ")}`;
    const bounded = diffWords(before, half, 10);
    expect(bounded.aligned).toBe(false);
    expect(bounded.textChange).toBeLessThanOrEqual(diffWords(before, half).textChange);
    expect(bounded.textChange).toBeGreaterThan(0);
    expect(MAX_EDIT_WORDS).toBeGreaterThanOrEqual(1000);
  });
});

describe("wordsChangedMoreThan", () => {
  const words = (n: number, prefix = "w") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

  it("agrees with textChange on both sides of the threshold", () => {
    const base = words(200);
    for (const replaced of [0, 10, 39, 40, 41, 80, 200]) {
      const edited = base.map((w, i) => (i < replaced ? `x${i}` : w)).join(" ");
      const exact = diffWords(base.join(" "), edited).textChange;
      expect(wordsChangedMoreThan(base.join(" "), edited, 0.2)).toBe(exact > 0.2);
    }
  });

  // The work counted, not the time (which a busy machine stretches; issue 34): an alignment search
  // that stops after D edits compares words at most (D + 1)² times when no word is shared.
  it("searches a rewrite only as far as the answer needs", () => {
    const before = words(1000, "a").join(" ");
    const after = words(1000, "b").join(" ");
    work.comparisons = 0;
    expect(wordsChangedMoreThan(before, after, 0.2)).toBe(true);
    // More than 20 % changed is certain past 1000 + 1000 − 2 × 0.8 × 1000 = 400 edits.
    expect(work.comparisons).toBeLessThanOrEqual(401 ** 2);
    work.comparisons = 0;
    diffWords(before, after);
    expect(work.comparisons).toBeGreaterThan(401 ** 2); // the full alignment (2000 edits) costs more
  });

  it("gives up on a rewrite of a long page at the edit limit", () => {
    const before = words(5000, "a").join(" ");
    const after = words(5000, "b").join(" ");
    work.comparisons = 0;
    expect(wordsChangedMoreThan(before, after, 0.2)).toBe(true);
    expect(work.comparisons).toBeLessThanOrEqual((MAX_EDIT_WORDS + 1) ** 2);
  });
});
