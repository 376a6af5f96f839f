import { describe, expect, it } from "vitest";
import type { AnchorFact } from "../extract/html-facts";
import { isInternalLink, isWebLink } from "./link-classification";

const anchor = (href: string | null) => ({ href }) as AnchorFact;

describe("isWebLink", () => {
  it("accepts http and https in any case and nothing else", () => {
    expect(isWebLink(anchor("https://example.com/"))).toBe(true);
    expect(isWebLink(anchor("HTTP://example.com/"))).toBe(true);
    expect(isWebLink(anchor("mailto:a@example.com"))).toBe(false);
    expect(isWebLink(anchor("httpx://example.com/"))).toBe(false);
    expect(isWebLink(anchor("http"))).toBe(false);
    expect(isWebLink(anchor(null))).toBe(false);
  });

  it("agrees with /^https?:/i on strings built from look-alike characters", () => {
    const pieces = ["h", "H", "t", "T", "p", "P", "s", "S", ":", "/", "x", "ſ", "K", "\u212a"];
    let seed = 3;
    const disagreeing: string[] = [];
    for (let k = 0; k < 20_000; k++) {
      let href = "";
      for (let j = 0; j < 7; j++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        href += pieces[seed % pieces.length];
      }
      if (k % 3 === 0) href = `http${href}`;
      if (isWebLink(anchor(href)) !== /^https?:/i.test(href)) disagreeing.push(href);
    }
    expect(disagreeing).toEqual([]);
  });
});

describe("isInternalLink", () => {
  it("compares hosts without www. and ignores user info and ports", () => {
    const page = "https://www.example.com/page";
    expect(isInternalLink(anchor("https://example.com/a"), page)).toBe(true);
    expect(isInternalLink(anchor("http://user@www.example.com:8080/a?b#c"), page)).toBe(true);
    expect(isInternalLink(anchor("https://example.org/a"), page)).toBe(false);
    expect(isInternalLink(anchor("https://sub.example.com/a"), page)).toBe(false);
    expect(isInternalLink(anchor("mailto:a@example.com"), page)).toBe(false);
  });
});
