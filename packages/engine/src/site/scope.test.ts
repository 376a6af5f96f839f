import { describe, expect, it } from "vitest";
import { createCrawlScope, MAX_CRAWL_URL_LENGTH } from "./scope";

describe("crawl scope: hosts", () => {
  const scope = createCrawlScope({ startUrl: "https://example.com/" });

  it.each([
    ["https://example.com/a", true],
    ["http://example.com/a", true], // scheme does not matter
    ["https://www.example.com/a", true], // www. and bare are one site
    ["https://EXAMPLE.com/a", true],
    ["https://blog.example.com/a", false],
    ["https://example.com:8443/a", false], // another port is another server
    ["https://example.org/a", false],
    ["https://notexample.com/a", false],
    ["https://example.com.evil.test/a", false],
  ])("%s on site: %s", (url, expected) => {
    expect(scope(url, 1).inScope).toBe(expected);
    if (!expected) expect(scope(url, 1)).toEqual({ inScope: false, reason: "other-host" });
  });

  it("a www start includes the bare host", () => {
    const www = createCrawlScope({ startUrl: "https://www.example.com/" });
    expect(www("https://example.com/x", 1)).toEqual({ inScope: true });
    expect(www("https://shop.example.com/x", 1)).toEqual({ inScope: false, reason: "other-host" });
  });

  it("with includeSubdomains, hosts under the start host (without www.) are in, hosts above are not", () => {
    const subs = createCrawlScope({ startUrl: "https://www.example.com/", includeSubdomains: true });
    expect(subs("https://blog.example.com/x", 1).inScope).toBe(true);
    expect(subs("https://a.b.example.com/x", 1).inScope).toBe(true);
    expect(subs("https://badexample.com/x", 1).inScope).toBe(false);
    const blog = createCrawlScope({ startUrl: "https://blog.example.com/", includeSubdomains: true });
    expect(blog("https://example.com/x", 1)).toEqual({ inScope: false, reason: "other-host" });
    expect(blog("https://shop.example.com/x", 1)).toEqual({ inScope: false, reason: "other-host" });
    expect(blog("https://eu.blog.example.com/x", 1)).toEqual({ inScope: true });
  });

  it("a www.<tld> start is not stripped to the bare TLD", () => {
    const odd = createCrawlScope({ startUrl: "https://www.com/", includeSubdomains: true });
    expect(odd("https://other.com/", 1).inScope).toBe(false);
    expect(odd("https://a.www.com/", 1).inScope).toBe(true);
  });

  it.each(["mailto:a@example.com", "ftp://example.com/a", "javascript:alert(1)", "/relative"])(
    "%s is not-http",
    (url) => {
      expect(scope(url, 1)).toEqual({ inScope: false, reason: "not-http" });
    },
  );

  it("refuses a start URL that is not http(s)", () => {
    expect(() => createCrawlScope({ startUrl: "ftp://example.com/" })).toThrow(/not an http/);
  });
});

describe("crawl scope: patterns and depth", () => {
  it("globs match the whole path and query; `*` spans slashes", () => {
    const scope = createCrawlScope({ startUrl: "https://example.com/", include: ["/blog/*"] });
    expect(scope("https://example.com/blog/2024/post", 1)).toEqual({ inScope: true });
    expect(scope("https://example.com/blog/post?page=2", 1)).toEqual({ inScope: true });
    expect(scope("https://example.com/about/blog/x", 1)).toEqual({ inScope: false, reason: "not-included" });
    expect(scope("https://example.com/blog", 1)).toEqual({ inScope: false, reason: "not-included" });
  });

  it("the start URL is never not-included, but can be excluded", () => {
    const scope = createCrawlScope({ startUrl: "https://example.com/", include: ["/blog/*"] });
    expect(scope("https://example.com/", 0)).toEqual({ inScope: true });
    const excluded = createCrawlScope({ startUrl: "https://example.com/", exclude: ["/"] });
    expect(excluded("https://example.com/", 0)).toEqual({ inScope: false, reason: "excluded" });
  });

  it("exclude wins over include", () => {
    const scope = createCrawlScope({
      startUrl: "https://example.com/",
      include: ["/blog/*"],
      exclude: ["*?*sort=*", "/blog/tag/*"],
    });
    expect(scope("https://example.com/blog/a", 1)).toEqual({ inScope: true });
    expect(scope("https://example.com/blog/a?sort=asc", 1)).toEqual({ inScope: false, reason: "excluded" });
    expect(scope("https://example.com/blog/a?x=1&sort=asc", 1)).toEqual({
      inScope: false,
      reason: "excluded",
    });
    expect(scope("https://example.com/blog/tag/seo", 1)).toEqual({ inScope: false, reason: "excluded" });
  });

  it("glob characters other than * are literal", () => {
    const scope = createCrawlScope({ startUrl: "https://example.com/", exclude: ["/a.b/(x)?/*"] });
    expect(scope("https://example.com/a.b/(x)?/1", 1).inScope).toBe(false);
    expect(scope("https://example.com/aXb/(x)?/1", 1).inScope).toBe(true);
  });

  it("re: patterns are regular expressions searched anywhere", () => {
    const scope = createCrawlScope({
      startUrl: "https://example.com/",
      include: ["re:^/(en|de)/"],
      exclude: ["re:\\.pdf$"],
    });
    expect(scope("https://example.com/en/a", 1).inScope).toBe(true);
    expect(scope("https://example.com/fr/a", 1)).toEqual({ inScope: false, reason: "not-included" });
    expect(scope("https://example.com/de/file.pdf", 1)).toEqual({ inScope: false, reason: "excluded" });
    expect(scope("https://example.com/de/file.pdf?x", 1).inScope).toBe(true);
  });

  it("a pattern that cannot be used throws when the scope is created, naming it", () => {
    expect(() => createCrawlScope({ startUrl: "https://example.com/", exclude: ["re:(unclosed"] })).toThrow(
      /re:\(unclosed/,
    );
    expect(() => createCrawlScope({ startUrl: "https://example.com/", exclude: ["re:^/(a+)\\1$"] })).toThrow(
      /back-references .* not supported/,
    );
  });

  it("runs the probes of issue 25 in linear time: a nested repeat and a 250-star glob on long paths", () => {
    const scope = createCrawlScope({
      startUrl: "https://example.com/",
      exclude: ["re:^/(a+)+$", `/${"*a".repeat(248)}!x`],
    });
    expect(scope(`https://example.com/${"a".repeat(40)}!`, 1)).toEqual({ inScope: true });
    expect(scope(`https://example.com/${"a".repeat(1_900)}!`, 1)).toEqual({ inScope: true });
    expect(scope(`https://example.com/${"a".repeat(40)}`, 1)).toEqual({ inScope: false, reason: "excluded" });
  });

  it("does not crawl URLs of 2,048 characters or more", () => {
    const scope = createCrawlScope({ startUrl: "https://example.com/" });
    const base = "https://example.com/";
    expect(scope(base + "a".repeat(MAX_CRAWL_URL_LENGTH - base.length), 1)).toEqual({ inScope: true });
    expect(scope(base + "a".repeat(MAX_CRAWL_URL_LENGTH - base.length + 1), 1)).toEqual({
      inScope: false,
      reason: "too-long",
    });
  });

  it("patterns and URLs compare with escapes written one way", () => {
    const scope = createCrawlScope({ startUrl: "https://example.com/", include: ["/café/*"] });
    expect(scope("https://example.com/caf%c3%a9/menu", 1).inScope).toBe(true);
    expect(scope("https://example.com/café/menu", 1).inScope).toBe(true);
    const escaped = createCrawlScope({ startUrl: "https://example.com/", include: ["/caf%c3%a9/*"] });
    expect(escaped("https://example.com/café/menu", 1).inScope).toBe(true);
  });

  it("max depth: deeper URLs are too-deep, other reasons come first", () => {
    const scope = createCrawlScope({ startUrl: "https://example.com/", maxDepth: 2, exclude: ["/x*"] });
    expect(scope("https://example.com/a", 2)).toEqual({ inScope: true });
    expect(scope("https://example.com/a", 3)).toEqual({ inScope: false, reason: "too-deep" });
    expect(scope("https://example.com/x", 3)).toEqual({ inScope: false, reason: "excluded" });
    expect(scope("https://other.example/a", 3)).toEqual({ inScope: false, reason: "other-host" });
    const unlimited = createCrawlScope({ startUrl: "https://example.com/" });
    expect(unlimited("https://example.com/a", 1_000)).toEqual({ inScope: true });
  });
});
