import { describe, expect, it } from "vitest";
import { compilePathPattern, compilePathPatterns, pathPatternProblem } from "./path-pattern";

describe("path patterns", () => {
  it("reads globs and re: expressions", () => {
    expect(compilePathPattern("/blog/*").test("/blog/post")).toBe(true);
    expect(compilePathPattern("re:^/(en|de)/").test("/en/x")).toBe(true);
    expect(compilePathPattern("re:^/(en|de)/").test("/fr/x")).toBe(false);
  });

  it("matches a list when any pattern does, and an empty list never", () => {
    const list = compilePathPatterns(["/a/*", "re:\\?page=\\d+$"]);
    expect(list.test("/a/b")).toBe(true);
    expect(list.test("/c?page=3")).toBe(true);
    expect(list.test("/c")).toBe(false);
    expect(compilePathPatterns([]).test("/anything")).toBe(false);
  });

  it("names the pattern and the problem", () => {
    expect(pathPatternProblem("re:^/(a+)\\1$")).toBe(
      'Pattern "re:^/(a+)\\1$": regex back-references (\\1, \\k<name>) are not supported: they cannot run in guaranteed time',
    );
    expect(pathPatternProblem("re:(")).toMatch(/^Pattern "re:\(": invalid regex: /);
    expect(pathPatternProblem("blog/*")).toBe(
      'Pattern "blog/*" matches nothing: patterns are matched against the path and query, which start with / (for example /blog/*)',
    );
    expect(pathPatternProblem("https://example.com/blog/*")).toMatch(/write the path without the site/);
    expect(pathPatternProblem("re:^blog")).toMatch(/matches nothing/);
    expect(pathPatternProblem("re:blog")).toBeNull();
    expect(pathPatternProblem("*.pdf")).toBeNull();
  });
});
