import { describe, expect, it } from "vitest";
import { resolveSimpleUrl } from "./simple-url";

function parsed(raw: string, base: string | null): string | null {
  try {
    return new URL(raw, base ?? undefined).href;
  } catch {
    return null;
  }
}

// Every answer of the fast path must be the parser's; `undefined` (left to the parser) is always allowed.
function mismatches(raws: readonly string[], bases: readonly (string | null)[]): string[] {
  const out: string[] = [];
  for (const base of bases) {
    for (const raw of raws) {
      const fast = resolveSimpleUrl(raw, base);
      if (fast !== undefined && fast !== parsed(raw, base)) out.push(`${raw} @ ${base}: ${fast}`);
    }
  }
  return out;
}

const BASES = [
  "https://example.com/dir/page.html",
  "https://example.com/dir/page.html?q=1#top",
  "http://user:pw@example.com:8080/a/b/",
  "https://example.com",
  "HTTPS://Example.COM/Dir/",
  "https://example.com/a/../b",
  "https://xn--bcher-kva.example/x",
  "https://1.2.3.4/x",
  "ftp://example.com/x",
  null,
];

describe("resolveSimpleUrl", () => {
  it("resolves plain links as the URL parser does", () => {
    const base = "https://example.com/dir/page.html?q=1#top";
    expect(resolveSimpleUrl("https://other.org", base)).toBe("https://other.org/");
    expect(resolveSimpleUrl("https://other.org/a/b?c=d#e", base)).toBe("https://other.org/a/b?c=d#e");
    expect(resolveSimpleUrl("http://other.org?x", base)).toBe("http://other.org/?x");
    expect(resolveSimpleUrl("/top/x", base)).toBe("https://example.com/top/x");
    expect(resolveSimpleUrl("next.html", base)).toBe("https://example.com/dir/next.html");
    expect(resolveSimpleUrl("?page=2", base)).toBe("https://example.com/dir/page.html?page=2");
    expect(resolveSimpleUrl("#section", base)).toBe("https://example.com/dir/page.html?q=1#section");
    expect(resolveSimpleUrl("", base)).toBe("https://example.com/dir/page.html?q=1");
  });

  it("keeps percent signs as written, outside dot segments (share links are full of escapes)", () => {
    const base = "https://example.com/dir/page.html";
    const share = "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fa%20b";
    expect(resolveSimpleUrl(share, base)).toBe(share);
    expect(resolveSimpleUrl("/a%2Fb/c%zz?x=%#%", base)).toBe("https://example.com/a%2Fb/c%zz?x=%#%");
    expect(resolveSimpleUrl("a%41.html", base)).toBe("https://example.com/dir/a%41.html");
    for (const raw of [
      "https://example.com/%2E/b",
      "https://example.com/a/.%2e/b",
      "/%2e%2e/x",
      "%2e%2e/x",
      "a/%2E./x",
    ]) {
      expect(resolveSimpleUrl(raw, base), raw).toBeUndefined();
    }
  });

  it("leaves to the parser whatever it might rewrite or reject", () => {
    const base = "https://example.com/dir/page.html";
    for (const raw of [
      "HTTPS://example.com/",
      "https://Example.com/",
      "https://example.com:443/",
      "https://user@example.com/",
      "https://xn--bcher-kva.example/",
      "https://1.2.3.4/",
      "https://0x7f.1/",
      "https://example.com./",
      "https://example..com/",
      "https://bücher.example/",
      "https://example.com/a/../b",
      "https://example.com/./b",
      "https://example.com/%2e%2e/b",
      "https://example.com/a b",
      "https://example.com/a\\b",
      "https://example.com/a'b",
      "https://exa mple.com/",
      "//example.com/x",
      "../up.html",
      "./here.html",
      ".hidden",
      "a/../b",
      "mailto:someone@example.com",
      "javascript:void(0)",
      "tel:123",
      "http:relative",
      "https:/one-slash",
      "a\tb",
      "a\nb",
      "/path with space",
      "/é",
    ]) {
      expect(resolveSimpleUrl(raw, base), raw).toBeUndefined();
    }
  });

  it("needs a base in the parser's own form for references", () => {
    expect(resolveSimpleUrl("x.html", "HTTPS://Example.COM/Dir/")).toBeUndefined();
    expect(resolveSimpleUrl("x.html", "https://example.com/a/../b")).toBeUndefined();
    expect(resolveSimpleUrl("x.html", "ftp://example.com/x")).toBeUndefined();
    expect(resolveSimpleUrl("x.html", null)).toBeUndefined();
    expect(resolveSimpleUrl("https://example.com/x", null)).toBe("https://example.com/x");
  });

  it("agrees with the parser on random links built from troublesome pieces", () => {
    const pieces = [
      "https://",
      "http://",
      "HTTP://",
      "//",
      "/",
      "\\",
      ".",
      "..",
      "./",
      "../",
      "?",
      "#",
      ":",
      "@",
      "%2e",
      "%2E",
      "%41",
      "%",
      "a",
      "Z",
      "9",
      "-",
      "_",
      "~",
      "xn--",
      "com",
      "example",
      " ",
      "\t",
      "'",
      '"',
      "<",
      "`",
      "{",
      "|",
      "^",
      "[",
      "]",
      "é",
      "&",
      "=",
      "+",
      ";",
      ",",
      "!",
      "$",
      "*",
      "(",
      ")",
      "0x",
      "1.",
    ];
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const raws: string[] = [];
    for (let k = 0; k < 20_000; k++) {
      let raw = next(3) === 0 ? "https://" : "";
      const length = 1 + next(8);
      for (let j = 0; j < length; j++) raw += pieces[next(pieces.length)];
      raws.push(raw);
    }
    expect(mismatches(raws, BASES)).toEqual([]);
    // The fast path does answer for most of them, so the comparison is not empty.
    const answered = raws.filter((raw) => resolveSimpleUrl(raw, BASES[0]!) !== undefined).length;
    expect(answered).toBeGreaterThan(1000);
  });
});
