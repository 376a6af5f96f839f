import { describe, expect, it } from "vitest";
import { compileGlob } from "./glob";

/** The regular expression globs used to compile to (backtracking): the reference semantics. */
function reference(glob: string, flags = ""): RegExp {
  const body = glob
    .split("*")
    .map((part) => part.replace(/[\\^$.|?+()[\]{}]/g, "\\$&"))
    .join("[\\s\\S]*");
  return new RegExp(`^${body}$`, flags);
}

/** A small deterministic generator (mulberry32), so a failure names a seed that reproduces it. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (next: () => number, alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");

describe("compileGlob", () => {
  it("matches the whole text, * any run including slashes", () => {
    const blog = compileGlob("/blog/*");
    expect(blog.test("/blog/")).toBe(true);
    expect(blog.test("/blog/2024/a-post?page=2")).toBe(true);
    expect(blog.test("/blogs/x")).toBe(false);
    expect(blog.test("/en/blog/x")).toBe(false);
    expect(compileGlob("*?sort=*").test("/shop/shoes?sort=price")).toBe(true);
    expect(compileGlob("/a*b*a").test("/aba")).toBe(true);
    expect(compileGlob("/a*b*a").test("/ab")).toBe(false);
    expect(compileGlob("/exact").test("/exact/")).toBe(false);
  });

  it("treats every other character as itself (no regex syntax)", () => {
    expect(compileGlob("/a.b(c)?[d]+").test("/a.b(c)?[d]+")).toBe(true);
    expect(compileGlob("/a.b").test("/axb")).toBe(false);
  });

  it("compares in any case when asked (query-parameter names)", () => {
    expect(compileGlob("utm_*", { caseInsensitive: true }).test("UTM_Source")).toBe(true);
    expect(compileGlob("utm_*").test("UTM_Source")).toBe(false);
  });

  it("agrees with the backtracking reference on 20,000 random globs and texts", () => {
    const next = random(2026);
    for (let i = 0; i < 20_000; i++) {
      const glob = pick(next, "ab*", 1 + Math.floor(next() * 8));
      const text = pick(next, "ab", Math.floor(next() * 10));
      const flags = i % 2 === 0 ? "" : "i";
      const upper = flags ? text.toUpperCase() : text;
      expect(compileGlob(glob, { caseInsensitive: flags === "i" }).test(upper), `${glob} on ${upper}`).toBe(
        reference(glob, flags).test(upper),
      );
    }
  });

  it("answers a 500-character glob of 250 stars against a long path (the backtracking reference would not return)", () => {
    const glob = `/${"*a".repeat(248)}!x`;
    expect(glob.length).toBeLessThanOrEqual(500);
    const matcher = compileGlob(glob);
    expect(matcher.test(`/${"a".repeat(2_000)}`)).toBe(false);
    expect(matcher.test(`/${"a".repeat(2_000)}!x`)).toBe(true);
  });
});
