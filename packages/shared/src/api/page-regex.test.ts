import { describe, expect, it } from "vitest";
import { PAGE_REGEX_MAX, pageRegexProblem } from "./page-regex";

describe("pageRegexProblem", () => {
  it("accepts the patterns people filter URLs and titles with", () => {
    for (const pattern of [
      "/blog/\\d+",
      "^https://example\\.com/(shop|store)/",
      "\\.(pdf|docx?)$",
      "[a-z-]+/p/[0-9]{2,}",
      "(?:foo)?bar",
      "sale|offer",
      "(ab){2,5}",
    ]) {
      expect(pageRegexProblem(pattern), pattern).toBeNull();
    }
  });

  it("explains an invalid pattern", () => {
    expect(pageRegexProblem("(unclosed")).toMatch(/^Invalid regex: .+/);
    expect(pageRegexProblem("[z-a]")).toMatch(/^Invalid regex/);
  });

  it("refuses what makes a backtracking engine run forever", () => {
    expect(pageRegexProblem("(a+)+$")).toMatch(/repeats a group that itself repeats/);
    expect(pageRegexProblem("(x|xx)*y")).toMatch(/alternatives/);
    expect(pageRegexProblem("((a*)b)+")).toMatch(/repeats a group/);
    expect(pageRegexProblem("(\\w{2,})*z")).toMatch(/repeats a group/);
    expect(pageRegexProblem("(a)\\1")).toMatch(/back-references/);
    expect(pageRegexProblem("a.*b.*c.*d.*e.*")).toMatch(/at most 4 times/);
    expect(pageRegexProblem("a".repeat(PAGE_REGEX_MAX + 1))).toBe(
      `Regex must be at most ${PAGE_REGEX_MAX} characters`,
    );
  });

  it("does not see repeats inside a character class", () => {
    expect(pageRegexProblem("([*+|]x)+")).toBeNull();
  });
});
