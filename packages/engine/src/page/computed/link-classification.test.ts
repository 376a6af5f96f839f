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

describe("isInternalLink against the host taken apart with slices", () => {
  // The definition: the authority after "//" up to / ? #, less user info, less a port (a ":" after
  // any "]"), less a leading "www.", compared with the page host found the same way.
  function hostOf(url: string): string | null {
    const start = url.indexOf("//");
    if (start === -1) return null;
    const rest = url.slice(start + 2);
    const authority = rest.slice(0, rest.search(/[/?#]|$/));
    const hostPort = authority.slice(authority.lastIndexOf("@") + 1);
    const colon = hostPort.lastIndexOf(":");
    const host = colon > hostPort.lastIndexOf("]") ? hostPort.slice(0, colon) : hostPort;
    return host.startsWith("www.") ? host.slice(4) : host;
  }

  it("agrees on hosts built from the characters that decide it", () => {
    const users = ["", "user@", "a:b@", "x@y@", "[::1]@"];
    const hosts = [
      "www.example.com",
      "example.com",
      "www.",
      "www",
      "ww.example.com",
      "[::1]",
      "[::1]:",
      ":",
      "",
      "a.b",
    ];
    const ports = ["", ":80", ":", ":8:9", "]:1"];
    const rests = ["", "/", "/a:b@c", "?x=//y", "#www.", "/[::1]"];
    const pages = hosts
      .flatMap((h) => [`https://${h}/page`, `http://user@${h}:443`])
      .concat(["x:y", "https://"]);
    const disagreeing: string[] = [];
    let agreeingInternal = 0;
    for (const user of users) {
      for (const host of hosts) {
        for (const port of ports) {
          for (const rest of rests) {
            const href = `https://${user}${host}${port}${rest}`;
            for (const page of pages) {
              const expected = hostOf(href) === hostOf(page.toLowerCase());
              if (isInternalLink(anchor(href), page) !== expected) disagreeing.push(`${href} on ${page}`);
              else if (expected) agreeingInternal++;
            }
          }
        }
      }
    }
    expect(disagreeing).toEqual([]);
    expect(agreeingInternal).toBeGreaterThan(1000);
  });
});
