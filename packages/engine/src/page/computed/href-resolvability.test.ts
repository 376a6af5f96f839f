import { describe, expect, it } from "vitest";
import { pageResolver } from "./href-resolvability";

function parses(href: string, base: string): boolean {
  try {
    new URL(href, base);
    return true;
  } catch {
    return false;
  }
}

describe("pageResolver", () => {
  it("answers like new URL() for every kind of href, against web and other bases", () => {
    const pieces = [
      "/",
      "\\",
      "a",
      "Z",
      "1",
      ":",
      "+",
      ".",
      "-",
      "?",
      "#",
      "[",
      "]",
      "@",
      "%",
      " ",
      "\u0001",
      "é",
      "x:y",
      "http:",
      "//",
    ];
    const bases = [
      "https://example.com/a/b",
      "HTTP://example.com",
      "mailto:someone@example.com",
      "not a url",
    ];
    let s = 3;
    const next = () => {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      return s;
    };
    for (const base of bases) {
      const resolves = pageResolver();
      for (let i = 0; i < 4000; i++) {
        let href = "";
        for (let j = next() % 5; j >= 0; j--) href += pieces[next() % pieces.length];
        expect(resolves(href, base), `${href} on ${base}`).toBe(parses(href, base));
      }
    }
  });
});
