import { CRAWL_DEFAULTS } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import {
  crawlRequestOf,
  extractionRuleOf,
  fieldOfServerError,
  formValuesOf,
  requestOf,
  searchRuleOf,
} from "./site-form";

describe("site form", () => {
  it("round-trips the defaults into a request with patterns one per line", () => {
    const values = {
      ...formValuesOf(null),
      startUrl: "example.com",
      include: "/blog/*\n\n  /docs/* ",
      maxPages: "1000",
    };
    const request = requestOf(values);
    expect(request.startUrl).toBe("example.com");
    expect(request.settings.include).toEqual(["/blog/*", "/docs/*"]);
    expect(request.settings.maxPages).toBe(1000);
    expect(request.settings.query).toEqual({
      mode: "drop-listed",
      patterns: ["utm_*", "fbclid", "gclid", "msclkid"],
    });
    expect(request.settings.userAgent).toBeNull();
    // External links are checked unless the switch is turned off.
    expect(request.settings.checkExternalLinks).toBe(true);
    expect(requestOf({ ...values, checkExternalLinks: false }).settings.checkExternalLinks).toBe(false);
  });
  it("sends a query rule without patterns for keep and drop-all", () => {
    expect(requestOf({ ...formValuesOf(null), queryMode: "keep" }).settings.query).toEqual({ mode: "keep" });
  });
  it("maps the server's field paths onto the form's fields", () => {
    expect(fieldOfServerError("startUrl")).toBe("startUrl");
    expect(fieldOfServerError("settings.maxPages")).toBe("maxPages");
    expect(fieldOfServerError("settings.exclude.3")).toBe("exclude");
    expect(fieldOfServerError("settings.query.patterns.0")).toBe("queryPatterns");
    expect(fieldOfServerError("urls")).toBe("listUrls");
    expect(fieldOfServerError("sitemapUrl")).toBe("sitemapUrl");
    expect(fieldOfServerError("name")).toBeNull();
    expect(fieldOfServerError(undefined)).toBeNull();
  });
  it("starts the crawl the mode says: the list's non-empty lines, the sitemap, or the site", () => {
    const values = formValuesOf(null);
    expect(crawlRequestOf(values)).toEqual({ mode: "spider" });
    expect(
      crawlRequestOf({ ...values, mode: "list", listUrls: " https://a.example/x \n\nhttps://a.example/y\n" }),
    ).toEqual({ mode: "list", urls: ["https://a.example/x", "https://a.example/y"] });
    expect(
      crawlRequestOf({ ...values, mode: "sitemap", sitemapUrl: " https://a.example/sitemap.xml " }),
    ).toEqual({
      mode: "sitemap",
      sitemapUrl: "https://a.example/sitemap.xml",
    });
  });
});

describe("custom extraction lines", () => {
  it("reads the name up to the first colon and a final @attribute, and writes rules back the same way", () => {
    expect(extractionRuleOf("Price: .price:first-child")).toEqual({
      name: "Price",
      kind: "css",
      selector: ".price:first-child",
      attribute: null,
    });
    expect(extractionRuleOf('OG title: meta[property="og:title"] @content')).toEqual({
      name: "OG title",
      kind: "css",
      selector: 'meta[property="og:title"]',
      attribute: "content",
    });
    // No name: sent as it is, for the server to refuse on the field.
    expect(extractionRuleOf(".price")).toEqual({
      name: "",
      kind: "css",
      selector: ".price",
      attribute: null,
    });
    const values = formValuesOf({
      startUrl: "https://example.com/",
      settings: {
        ...CRAWL_DEFAULTS,
        extraction: [
          { name: "Author", kind: "css", selector: "meta[name=author]", attribute: "content" },
          { name: "H1", kind: "css", selector: "h1", attribute: null },
        ],
      },
    });
    expect(values.extraction).toBe("Author: meta[name=author] @content\nH1: h1");
    expect(requestOf(values).settings.extraction).toEqual([
      { name: "Author", kind: "css", selector: "meta[name=author]", attribute: "content" },
      { name: "H1", kind: "css", selector: "h1", attribute: null },
    ]);
    expect(fieldOfServerError("settings.extraction.1.selector")).toBe("extraction");
  });

  it("reads xpath: as an XPath and /…/ as a regex (its @ and colons kept), and writes them back the same", () => {
    expect(extractionRuleOf("Author: xpath://meta[@name='author']/@content")).toEqual({
      name: "Author",
      kind: "xpath",
      selector: "//meta[@name='author']/@content",
      attribute: null,
    });
    expect(extractionRuleOf('SKU: /"sku": ?"(\\w+)"/i')).toEqual({
      name: "SKU",
      kind: "regex",
      selector: '(?i)"sku": ?"(\\w+)"',
      attribute: null,
    });
    const lines = 'Author: xpath://meta[@name=\'author\']/@content\nSKU: /"sku": ?"(\\w+)"/i\nH1: h1';
    const rules = lines.split("\n").map(extractionRuleOf);
    const values = formValuesOf({
      startUrl: "https://example.com/",
      settings: { ...CRAWL_DEFAULTS, extraction: rules },
    });
    expect(values.extraction).toBe(lines);
  });
});

describe("JavaScript rendering", () => {
  it("keeps the site's rendering switches, sends them back, and shows a refusal on the switch", () => {
    const values = formValuesOf({
      startUrl: "https://example.com/",
      settings: { ...CRAWL_DEFAULTS, renderJavaScript: true, blockTrackers: true },
    });
    expect(values).toMatchObject({ renderJavaScript: true, blockTrackers: true });
    expect(requestOf({ ...values, blockTrackers: false }).settings).toMatchObject({
      renderJavaScript: true,
      blockTrackers: false,
    });
    expect(formValuesOf(null)).toMatchObject({ renderJavaScript: false, blockTrackers: false });
    expect(fieldOfServerError("settings.renderJavaScript")).toBe("renderJavaScript");
  });
});

describe("custom search lines", () => {
  it("reads a text, a regex and a regex in any case", () => {
    expect(searchRuleOf("GA4 tag: G-ABC123")).toEqual({ name: "GA4 tag", pattern: "G-ABC123", regex: false });
    expect(searchRuleOf("Sold out: /out of stock|sold out/")).toEqual({
      name: "Sold out",
      pattern: "out of stock|sold out",
      regex: true,
    });
    expect(searchRuleOf("Sold out: /out of stock/i")).toEqual({
      name: "Sold out",
      pattern: "(?i)out of stock",
      regex: true,
    });
    // A text that merely starts with a slash is a text; a line without a name is sent for the server to refuse.
    expect(searchRuleOf("Paths: /blog/ posts")).toEqual({
      name: "Paths",
      pattern: "/blog/ posts",
      regex: false,
    });
    expect(searchRuleOf("G-ABC123")).toEqual({ name: "", pattern: "G-ABC123", regex: false });
  });

  it("shows stored searches as they were typed, and sends them back the same", () => {
    const values = formValuesOf({
      startUrl: "https://shop.example/",
      settings: {
        ...CRAWL_DEFAULTS,
        search: [
          { name: "GA4 tag", pattern: "G-ABC123", regex: false },
          { name: "Sold out", pattern: "(?i)out of stock", regex: true },
        ],
      },
    });
    expect(values.search).toBe("GA4 tag: G-ABC123\nSold out: /out of stock/i");
    expect(requestOf(values).settings.search).toEqual([
      { name: "GA4 tag", pattern: "G-ABC123", regex: false },
      { name: "Sold out", pattern: "(?i)out of stock", regex: true },
    ]);
    expect(fieldOfServerError("settings.search.1.pattern")).toBe("search");
  });
});
