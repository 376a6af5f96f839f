import { describe, expect, it } from "vitest";
import { createUrlNormalizer, normalizeUrl, TRACKING_PARAMETERS } from "./normalize-url";

describe("normalizeUrl", () => {
  it.each([
    // Scheme and host case, default ports.
    ["HTTP://Example.COM/Path", "http://example.com/Path"],
    ["https://example.com:443/a", "https://example.com/a"],
    ["http://example.com:80/a", "http://example.com/a"],
    ["http://example.com:443/a", "http://example.com:443/a"],
    ["https://example.com:8443/a", "https://example.com:8443/a"],
    // Empty path, fragments.
    ["https://example.com", "https://example.com/"],
    ["https://example.com/a#section", "https://example.com/a"],
    ["https://example.com/a?x=1#", "https://example.com/a?x=1"],
    ["https://example.com/a#", "https://example.com/a"],
    ["https://example.com/a?#f", "https://example.com/a"],
    ["https://example.com/a?%7e=%7E#", "https://example.com/a?~=~"],
    // Dot segments, including percent-encoded ones.
    ["https://example.com/a/./b/../c", "https://example.com/a/c"],
    ["https://example.com/a/%2e%2E/c", "https://example.com/c"],
    ["https://example.com/../../x", "https://example.com/x"],
    // IDN hosts become punycode; a non-ASCII path is percent-encoded as UTF-8.
    ["https://BÜCHER.example/café", "https://xn--bcher-kva.example/caf%C3%A9"],
    ["https://xn--bcher-kva.example/", "https://xn--bcher-kva.example/"],
    // Percent-escapes: hex upper-cased, unreserved characters decoded, reserved ones kept.
    ["https://example.com/a%2fb", "https://example.com/a%2Fb"],
    ["https://example.com/%7euser/%41", "https://example.com/~user/A"],
    ["https://example.com/?q=a%2bb%3d", "https://example.com/?q=a%2Bb%3D"],
    // Empty queries and empty pieces.
    ["https://example.com/a?", "https://example.com/a"],
    ["https://example.com/a?&", "https://example.com/a"],
    ["https://example.com/a?x=1&", "https://example.com/a?x=1"],
    ["https://example.com/a?&&x=1&&y=2", "https://example.com/a?x=1&y=2"],
    // Order is kept; an empty value is kept.
    ["https://example.com/?b=2&a=1&a=0&c=", "https://example.com/?b=2&a=1&a=0&c="],
  ])("%s → %s", (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it("is idempotent", () => {
    const once = normalizeUrl("HTTPS://BÜCHER.example:443/a/../%7eb/c%2f?&utm_source=x&q=%c3%a9#f")!;
    expect(normalizeUrl(once)).toBe(once);
  });

  it.each([
    "mailto:a@example.com",
    "javascript:void(0)",
    "ftp://example.com/",
    "data:text/plain,x",
    "not a url",
    "",
  ])("returns null for %j", (input) => {
    expect(normalizeUrl(input)).toBeNull();
  });

  it("resolves against a base", () => {
    expect(normalizeUrl("../b?x=1#y", { base: "https://example.com/a/c/d" })).toBe(
      "https://example.com/a/b?x=1",
    );
    expect(normalizeUrl("//other.example/x", { base: "https://example.com/" })).toBe(
      "https://other.example/x",
    );
    expect(normalizeUrl("mailto:x@y.z", { base: "https://example.com/" })).toBeNull();
  });

  it("resolves against the base given with each URL, before the normaliser's own", () => {
    const normalize = createUrlNormalizer({ base: "https://example.com/a/", query: { mode: "drop-all" } });
    expect(normalize("b?x=1#y")).toBe("https://example.com/a/b");
    expect(normalize("../c?x=1#y", "https://other.example/d/e.html")).toBe("https://other.example/c");
    expect(createUrlNormalizer()("b.html")).toBeNull();
    expect(createUrlNormalizer()("b.html#top", "http://127.0.0.1:8080/x/a.html")).toBe(
      "http://127.0.0.1:8080/x/b.html",
    );
  });

  describe("query rules", () => {
    const url = "https://example.com/p?utm_source=a&id=7&UTM_Medium=b&fbclid=z&gclid=q&utm=keep&sort=asc";

    it("keep leaves every parameter", () => {
      expect(normalizeUrl(url, { query: { mode: "keep" } })).toBe(url);
    });

    it("drop-all removes the query", () => {
      expect(normalizeUrl(url, { query: { mode: "drop-all" } })).toBe("https://example.com/p");
    });

    it("drop-listed removes matching names, case-insensitively, `*` as a prefix wildcard", () => {
      expect(
        normalizeUrl(url, { query: { mode: "drop-listed", patterns: ["utm_*", "fbclid", "gclid"] } }),
      ).toBe("https://example.com/p?id=7&utm=keep&sort=asc");
    });

    it("drop-listed matches whole names only", () => {
      // "id" must not drop "fbclid" or "idx", nor "sort" drop "sorted".
      expect(
        normalizeUrl("https://example.com/?fbclid=1&idx=2&id=3&sorted=4", {
          query: { mode: "drop-listed", patterns: ["id", "sort"] },
        }),
      ).toBe("https://example.com/?fbclid=1&idx=2&sorted=4");
    });

    it("drop-listed matches the decoded name and treats regex characters literally", () => {
      const normalize = createUrlNormalizer({ query: { mode: "drop-listed", patterns: ["utm_*", "a.b"] } });
      expect(normalize("https://example.com/?utm%5Fsource=x&a.b=1&axb=2")).toBe("https://example.com/?axb=2");
    });

    it("drop-listed with no patterns keeps everything", () => {
      expect(normalizeUrl(url, { query: { mode: "drop-listed", patterns: [] } })).toBe(url);
    });

    it("the tracking list drops the usual click ids", () => {
      expect(
        normalizeUrl("https://example.com/?gclid=1&msclkid=2&utm_campaign=3&page=2", {
          query: { mode: "drop-listed", patterns: [...TRACKING_PARAMETERS] },
        }),
      ).toBe("https://example.com/?page=2");
    });

    it("sorts by name only when asked, keeping repeated names in order", () => {
      const input = "https://example.com/?b=1&a=2&c=3&a=1";
      expect(normalizeUrl(input)).toBe(input);
      expect(normalizeUrl(input, { sortQuery: true })).toBe("https://example.com/?a=2&a=1&b=1&c=3");
    });
  });
});
