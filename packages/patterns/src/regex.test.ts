import { describe, expect, it } from "vitest";
import { PATTERN_LIMITS } from "./limits";
import { compileRegex, compileRegexCounter, regexProblem } from "./regex";

describe("compileRegex", () => {
  it("searches anywhere in the text with JavaScript's syntax", () => {
    expect(compileRegex("^/(en|de)/").test("/de/preise")).toBe(true);
    expect(compileRegex("^/(en|de)/").test("/fr/prix")).toBe(false);
    expect(compileRegex("\\/blog\\/\\d{4}\\/").test("/blog/2026/post")).toBe(true);
    expect(compileRegex("caf\\u00e9").test("/café")).toBe(true);
    expect(compileRegex("(?<year>\\d{4})-\\d\\d").test("2026-11")).toBe(true);
    expect(compileRegex("\\p{Lu}{3}").test("abcDEF")).toBe(true);
  });

  it("matches in any case only when asked", () => {
    expect(compileRegex("checkout").test("/CheckOut")).toBe(false);
    expect(compileRegex("checkout", { caseInsensitive: true }).test("/CheckOut")).toBe(true);
  });

  it("refuses what cannot run in linear time, saying why", () => {
    expect(regexProblem("(a)\\1")).toMatch(/back-references .* not supported/);
    expect(regexProblem("(?<n>a)\\k<n>")).toMatch(/back-references .* not supported/);
    expect(regexProblem("foo(?=bar)")).toMatch(/look-ahead and look-behind .* not supported/);
    expect(regexProblem("foo(?!bar)")).toMatch(/look-ahead and look-behind/);
    expect(regexProblem("(?<=foo)bar")).toMatch(/look-ahead and look-behind/);
    expect(regexProblem("(?<!foo)bar")).toMatch(/look-ahead and look-behind/);
  });

  it("refuses broken and oversized patterns with a message", () => {
    expect(regexProblem("(unclosed")).toMatch(/^Invalid regex: /);
    expect(regexProblem("a".repeat(PATTERN_LIMITS.length + 1))).toBe(
      `Regex must be at most ${PATTERN_LIMITS.length} characters`,
    );
    expect(regexProblem("a".repeat(201), { maxLength: 200 })).toBe("Regex must be at most 200 characters");
    expect(regexProblem("(\\w+\\s?){1,100}$")).toMatch(/too complex: it expands to \d+ steps, at most 400/);
    expect(regexProblem("(a{1,1000}){1,1000}")).toMatch(/^Invalid regex: /);
  });

  it("accepts everyday patterns", () => {
    for (const pattern of [
      "/blog/[a-z0-9-]+/\\d{4}/",
      "^/(en|de|fr)/products/.*\\?color=(red|blue)$",
      "\\.(pdf|docx?)$",
      "(a|a){1,40}$",
      "(\\w+\\s?){1,30}$",
    ]) {
      expect(regexProblem(pattern), pattern).toBeNull();
    }
  });

  it.each([
    // The probes of issue 25 and their family: nested and bounded repeats, overlapping
    // alternations, many stars. A backtracking engine takes seconds to forever on these texts
    // (`(a|a){1,40}$` on 51 characters: 50 s in V8); a linear one answers at once.
    ["^/(a+)+$", `/${"a".repeat(40)}!`],
    ["(a|a){1,40}$", `${"a".repeat(2_000)}!`],
    ["(\\w+\\s?){1,30}$", `${"word ".repeat(400)}!`],
    ["(x+x+)+y", "x".repeat(2_000)],
    ["(.*a){20}b", "a".repeat(2_000)],
    ["(a*)*(a*)*(a*)*(a*)*(a*)*b", "a".repeat(2_000)],
    ["([a-z]+)*[0-9]$", `${"abcdefghij".repeat(200)}!`],
    ["(\\d|\\d\\d)+$", `${"1".repeat(2_000)}x`],
    [".*.*.*.*.*.*.*.*.*.*!x", "a".repeat(2_000)],
  ])("runs %s in linear time", (pattern, text) => {
    const matcher = compileRegex(pattern, { caseInsensitive: true });
    expect(matcher.test(text)).toBe(false);
  });
});

describe("compileRegexCounter", () => {
  it("counts matches without overlaps, and never empty ones", () => {
    expect(compileRegexCounter("ab").count("xabyabab", 100)).toBe(3);
    expect(compileRegexCounter("aa").count("aaaaa", 100)).toBe(2);
    expect(compileRegexCounter("a*").count("baaab", 100)).toBe(1);
    expect(compileRegexCounter("G-[A-Z0-9]{6}").count('gtag("G-ABC123"); gtag("G-XYZ789")', 100)).toBe(2);
    expect(compileRegexCounter("out of stock", { caseInsensitive: true }).count("Out Of Stock", 100)).toBe(1);
  });

  it("stops at the most it is asked for", () => {
    expect(compileRegexCounter("a").count("a".repeat(5_000), 1_000)).toBe(1_000);
  });

  it("refuses what compileRegex refuses", () => {
    expect(() => compileRegexCounter("(a)\\1")).toThrow(/back-references/);
  });
});
