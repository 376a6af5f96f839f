import { describe, expect, it } from "vitest";
import { applyHunks, buildDiff, collapseContext, hunksOf } from "./diff-hunks";

const ORIGINAL = [
  "Garden tools make every job easier. Buy 3 spades now.",
  "",
  "A second paragraph that stays exactly as it was, word for word, with nothing changed in it at all.",
  "",
  "The last paragraph mentions Berlin.",
].join("\n");
const PROPOSAL = [
  "Garden tools make jobs easier. Buy 3 spades today.",
  "",
  "A second paragraph that stays exactly as it was, word for word, with nothing changed in it at all.",
  "",
  "The last paragraph mentions Berlin and Hamburg.",
  "",
  "Order yours today!",
].join("\n");

describe("buildDiff and applyHunks", () => {
  const segments = buildDiff(ORIGINAL, PROPOSAL);
  const hunks = hunksOf(segments);
  const all = new Set(hunks.map((hunk) => hunk.index));

  it("splits the changes into separate hunks, numbered in order", () => {
    expect(hunks.length).toBeGreaterThanOrEqual(3);
    expect(hunks.map((hunk) => hunk.index)).toEqual(hunks.map((_, i) => i));
    // The unchanged middle paragraph is not inside any hunk.
    expect(hunks.some((hunk) => hunk.original.includes("second paragraph"))).toBe(false);
  });

  it("joins nearby word changes of one sentence into one hunk", () => {
    const first = hunks[0];
    expect(first?.original).toBe("every job ");
    expect(first?.proposed).toBe("jobs ");
    expect(first?.pieces.map((p) => p.kind)).toEqual(["removed", "added", "same", "removed"]);
  });

  it("accepting every hunk gives the proposal, accepting none gives the original", () => {
    expect(applyHunks(segments, all)).toBe(PROPOSAL);
    expect(applyHunks(segments, new Set())).toBe(ORIGINAL);
  });

  it("accepting some hunks applies exactly those", () => {
    const onlyFirst = applyHunks(segments, new Set([0]));
    expect(onlyFirst).toContain("make jobs easier. Buy 3 spades now.");
    expect(onlyFirst).not.toContain("Hamburg");
    expect(onlyFirst).not.toContain("Order yours today!");
    const lastOnly = applyHunks(segments, new Set([hunks.length - 1]));
    expect(lastOnly).toContain("make every job easier");
    expect(lastOnly.endsWith("Order yours today!")).toBe(true);
  });

  it("round-trips texts with no common words, empty sides and identical texts", () => {
    for (const [a, b] of [
      ["alpha beta gamma", "delta epsilon"],
      ["", "Brand new text."],
      ["Old text only.", ""],
      ["Same text.", "Same text."],
    ] as const) {
      const diff = buildDiff(a, b);
      const indexes = new Set(hunksOf(diff).map((hunk) => hunk.index));
      expect(applyHunks(diff, indexes)).toBe(b);
      expect(applyHunks(diff, new Set())).toBe(a);
    }
    expect(hunksOf(buildDiff("Same text.", "Same text."))).toHaveLength(0);
  });
});

describe("collapseContext", () => {
  const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");

  it("keeps context next to changes and counts the hidden words", () => {
    const collapsed = collapseContext(long, { first: false, last: false }, 40);
    expect(collapsed).not.toBeNull();
    expect(long.startsWith(collapsed!.head)).toBe(true);
    expect(long.endsWith(collapsed!.tail)).toBe(true);
    expect(collapsed!.head.length).toBeGreaterThan(0);
    expect(collapsed!.tail.length).toBeGreaterThan(0);
    const shown = `${collapsed!.head}${collapsed!.tail}`.split(/\s+/).filter(Boolean).length;
    expect(shown + collapsed!.hiddenWords).toBe(80);
  });

  it("shows no leading context before the first change and leaves short runs whole", () => {
    expect(collapseContext(long, { first: true, last: false }, 40)?.head).toBe("");
    expect(collapseContext("short and sweet", { first: false, last: false }, 40)).toBeNull();
  });
});
