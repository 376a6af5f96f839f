import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseSitemap, parseSitemapXml } from "./sitemap";

const bytes = (text: string) => new TextEncoder().encode(text);

const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <!-- a comment <url><loc>https://example.com/commented</loc></url> -->
  <url>
    <loc>
      https://example.com/a
    </loc>
    <lastmod>2024-05-01T10:00:00+00:00</lastmod>
    <image:image><image:loc>https://cdn.example.com/a.jpg</image:loc></image:image>
  </url>
  <url><loc><![CDATA[https://example.com/b?x=1&y=2]]></loc></url>
  <url><loc>https://example.com/c?x=1&amp;y=&#50;</loc><lastmod>  </lastmod></url>
</urlset>`;

describe("parseSitemapXml", () => {
  it("reads a urlset: whitespace trimmed, CDATA and entities decoded, comments and extensions ignored", () => {
    expect(parseSitemapXml(URLSET)).toEqual({
      kind: "urlset",
      entries: [
        { loc: "https://example.com/a", lastmod: "2024-05-01T10:00:00+00:00" },
        { loc: "https://example.com/b?x=1&y=2", lastmod: null },
        { loc: "https://example.com/c?x=1&y=2", lastmod: null },
      ],
      skipped: 0,
      invalid: 0,
      error: null,
    });
  });

  it("reads a sitemap index", () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>https://example.com/s1.xml.gz</loc><lastmod>2024-01-01</lastmod></sitemap>
      <sitemap><loc>https://example.com/s2.xml</loc></sitemap>
    </sitemapindex>`;
    const result = parseSitemapXml(xml);
    expect(result.kind).toBe("sitemapindex");
    expect(result.entries).toEqual([
      { loc: "https://example.com/s1.xml.gz", lastmod: "2024-01-01" },
      { loc: "https://example.com/s2.xml", lastmod: null },
    ]);
    expect(result.error).toBeNull();
  });

  it("accepts namespace prefixes and any case on element names", () => {
    const xml = `<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sm:url><sm:loc>https://example.com/p</sm:loc><sm:lastmod>2024-02-02</sm:lastmod></sm:url>
      <URL><LOC>https://example.com/q</LOC></URL>
    </sm:urlset>`;
    expect(parseSitemapXml(xml).entries).toEqual([
      { loc: "https://example.com/p", lastmod: "2024-02-02" },
      { loc: "https://example.com/q", lastmod: null },
    ]);
  });

  it("only a loc directly inside an item counts", () => {
    const xml = `<urlset><loc>https://example.com/stray</loc>
      <url><video:video><video:loc>https://example.com/v.mp4</video:loc></video:video></url>
      <url><loc>https://example.com/first</loc><loc>https://example.com/second</loc></url></urlset>`;
    const result = parseSitemapXml(xml);
    expect(result.entries).toEqual([{ loc: "https://example.com/first", lastmod: null }]);
    expect(result.invalid).toBe(1); // the <url> holding only a video has no loc
  });

  it("counts missing, relative and non-http locs as invalid", () => {
    const xml = `<urlset><url><loc>/relative</loc></url><url><loc>ftp://example.com/f</loc></url>
      <url><lastmod>2024-01-01</lastmod></url><url><loc></loc></url><url><loc>https://example.com/ok</loc></url></urlset>`;
    const result = parseSitemapXml(xml);
    expect(result.entries.map((e) => e.loc)).toEqual(["https://example.com/ok"]);
    expect(result.invalid).toBe(4);
    expect(result.error).toBeNull();
  });

  it("caps the entries per file and counts the rest", () => {
    const urls = Array.from({ length: 7 }, (_, i) => `<url><loc>https://example.com/${i}</loc></url>`).join(
      "",
    );
    const result = parseSitemapXml(`<urlset>${urls}</urlset>`, { maxUrls: 5 });
    expect(result.entries.map((e) => e.loc)).toEqual([0, 1, 2, 3, 4].map((i) => `https://example.com/${i}`));
    expect(result.skipped).toBe(2);
    expect(result.error).toBeNull();
  });

  it.each([
    ["", "not-a-sitemap"],
    ["just text", "not-a-sitemap"],
    ["<html><body><a href='/x'>x</a></body></html>", "not-a-sitemap"],
    ['<rss version="2.0"><channel><link>https://example.com/</link></channel></rss>', "not-a-sitemap"],
  ])("%j → %s", (xml, reason) => {
    const result = parseSitemapXml(xml);
    expect(result.error?.reason).toBe(reason);
    expect(result.entries).toEqual([]);
  });

  it("a file cut short is malformed but keeps the complete entries", () => {
    const result = parseSitemapXml(
      "<urlset><url><loc>https://example.com/a</loc></url><url><loc>https://example.com/b</lo",
    );
    expect(result.error?.reason).toBe("malformed");
    expect(result.entries[0]).toEqual({ loc: "https://example.com/a", lastmod: null });
  });

  it("mismatched tags and a second root are malformed", () => {
    expect(parseSitemapXml("<urlset><url><loc>https://example.com/a</url></urlset>").error?.reason).toBe(
      "malformed",
    );
    expect(parseSitemapXml("<urlset></urlset><urlset></urlset>").error?.reason).toBe("malformed");
  });

  it("an empty urlset is a valid, empty sitemap", () => {
    expect(parseSitemapXml('<?xml version="1.0"?><urlset/>')).toEqual({
      kind: "urlset",
      entries: [],
      skipped: 0,
      invalid: 0,
      error: null,
    });
  });
});

describe("parseSitemap (bytes)", () => {
  it("reads plain UTF-8 with a byte-order mark", () => {
    const result = parseSitemap(bytes(`\uFEFF${URLSET}`));
    expect(result.kind).toBe("urlset");
    expect(result.entries).toHaveLength(3);
  });

  it("detects gzip by its magic bytes and gunzips", () => {
    const result = parseSitemap(gzipSync(bytes(URLSET)));
    expect(result.entries.map((e) => e.loc)).toEqual([
      "https://example.com/a",
      "https://example.com/b?x=1&y=2",
      "https://example.com/c?x=1&y=2",
    ]);
  });

  it("stops a gzip bomb at the decompressed cap", () => {
    // 4 MB of spaces compress to a few kilobytes.
    const bomb = gzipSync(bytes(`<urlset>${" ".repeat(4 * 1024 * 1024)}</urlset>`));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const result = parseSitemap(bomb, { maxBytes: 1024 * 1024 });
    expect(result.error?.reason).toBe("too-large");
    expect(result.entries).toEqual([]);
    // Under the cap it is read.
    expect(parseSitemap(bomb, { maxBytes: 5 * 1024 * 1024 }).error).toBeNull();
  });

  it("refuses a plain file over the cap", () => {
    const xml = bytes(`<urlset>${" ".repeat(2000)}</urlset>`);
    expect(parseSitemap(xml, { maxBytes: 1000 }).error?.reason).toBe("too-large");
    expect(parseSitemap(xml, { maxBytes: 5000 }).error).toBeNull();
  });

  it("reports corrupt gzip without throwing", () => {
    const corrupt = gzipSync(bytes(URLSET)).subarray(0, 30);
    expect(parseSitemap(corrupt).error?.reason).toBe("bad-gzip");
    expect(parseSitemap(new Uint8Array([0x1f, 0x8b, 0x00, 0x01])).error?.reason).toBe("bad-gzip");
  });
});

describe("parseSitemapXml: self-closing elements", () => {
  it("a self-closing element is closed, not malformed", () => {
    const result = parseSitemapXml(
      "<urlset><url><loc>https://example.com/a</loc><lastmod /></url><url/><url><loc>https://example.com/b</loc></url></urlset>",
    );
    expect(result.error).toBeNull();
    expect(result.entries.map((e) => e.loc)).toEqual(["https://example.com/a", "https://example.com/b"]);
    expect(result.invalid).toBe(1);
  });

  it("an unclosed root is malformed", () => {
    expect(parseSitemapXml("<urlset><url><loc>https://example.com/a</loc></url>").error?.reason).toBe(
      "malformed",
    );
  });
});
