import type { CheckResult, SeoReport } from "@ranklens/engine";
import { describe, expect, it } from "vitest";
import { formatChecks, ITEMS_SHOWN } from "./format-checks";
import { describeDelta } from "./format-competitors";
import { formatMetaTags } from "./format-meta-tags";
import { formatScore } from "./format-score";
import { createPalette, shouldUseColour, stripAnsi } from "./palette";
import { truncate } from "./truncate";

const plain = createPalette(false);

describe("formatMetaTags", () => {
  const lines = (title: string | null, length: number | null) =>
    formatMetaTags(
      {
        title: { text: title, length },
        metaDescription: { text: null, length: null },
      } as SeoReport,
      plain,
    ).map(stripAnsi);

  it.each([
    [29, "Title: 29 characters — too short (aim for 30–60)"],
    [30, "Title: 30 characters — good"],
    [60, "Title: 60 characters — good"],
    [61, "Title: 61 characters — too long (aim for 30–60)"],
  ])("judges a %s-character title with the engine's band", (length, line) => {
    expect(lines("x".repeat(length), length)[0]).toBe(line);
  });

  it("says what is missing", () => {
    expect(lines(null, null)[0]).toBe("Title: missing — aim for 30–60 characters");
    expect(lines(null, null).at(-1)).toBe("Meta description: missing — aim for 120–160 characters");
  });
});

describe("describeDelta", () => {
  it.each([
    [8, "ahead by 8"],
    [-3, "behind by 3"],
    [0, "level"],
    [0.4, "level"],
    [-5.6, "behind by 6"],
    [null, "n/a"],
  ] as const)("%s → %s", (points, text) => {
    expect(describeDelta(points)).toBe(text);
  });
});

describe("formatScore", () => {
  it("rounds, marks null as N/A and colours by band", () => {
    expect(formatScore(54.3, plain)).toBe("54/100");
    expect(formatScore(null, plain)).toBe("N/A");
    const colour = createPalette(true);
    expect(formatScore(95, colour)).toBe("\u001B[32m95/100\u001B[39m");
    expect(formatScore(70, colour)).toBe("\u001B[33m70/100\u001B[39m");
    expect(formatScore(12, colour)).toBe("\u001B[31m12/100\u001B[39m");
  });
});

describe("truncate", () => {
  it("keeps short text, flattens whitespace and cuts long text with an ellipsis", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("a\n  b\tc", 10)).toBe("a b c");
    expect(truncate("abcdefghijkl", 6)).toBe("abcde…");
    expect(truncate("abcdefghijkl", 6)).toHaveLength(6);
  });
});

describe("colour", () => {
  it("is used only on a terminal without NO_COLOR", () => {
    expect(shouldUseColour(true, {})).toBe(true);
    expect(shouldUseColour(true, { NO_COLOR: "1" })).toBe(false);
    expect(shouldUseColour(true, { NO_COLOR: "" })).toBe(true);
    expect(shouldUseColour(false, {})).toBe(false);
    expect(shouldUseColour(undefined, {})).toBe(false);
  });

  it("strips what the palette adds", () => {
    const colour = createPalette(true);
    expect(stripAnsi(colour.bold(colour.red("x")))).toBe("x");
  });
});

describe("formatChecks", () => {
  const check = (status: CheckResult["status"], items: number): CheckResult => ({
    id: `check-${status}`,
    category: "content",
    title: `Title of ${status}`,
    description: "",
    status,
    score: status === "pass" ? 1 : 0,
    displayValue: null,
    items: Array.from({ length: items }, (_, i) => ({
      value: `item ${i}`,
      reason: i === 0 ? "why" : undefined,
    })),
    weight: 1,
    advice: null,
    lighthouse: false,
  });

  it("lists failed then warned checks with at most ITEMS_SHOWN items each, skipping passes", () => {
    const text = formatChecks(
      [check("pass", 1), check("warn", 2), check("fail", ITEMS_SHOWN + 3)],
      plain,
    ).join("\n");
    expect(text).toContain("1 passed, 1 failed, 1 warnings");
    expect(text.indexOf("✗ Title of fail")).toBeLessThan(text.indexOf("! Title of warn"));
    expect(text).not.toContain("Title of pass");
    expect(text).toContain("- item 0 — why");
    expect(text).toContain(`- item ${ITEMS_SHOWN - 1}`);
    expect(text).not.toContain(`- item ${ITEMS_SHOWN}\n`);
    expect(text).toContain("… and 3 more");
  });
});
