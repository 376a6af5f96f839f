import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltCrawl, buildCrawl, type CrawlSpec, contentHash } from "../../../test/crawl-rows";
import { testDatabaseKinds } from "../../../test/databases";
import { openMigratedTestDatabase } from "../../../test/job-queues";
import type { DatabaseHandle } from "../../db/client";
import { recordLinkScores } from "../crawl/record-link-scores";
import { SITE_CHECKS, siteCheckById } from ".";

type Row = [url: string, related: string | null, detail: Record<string, unknown> | null];

const ORIGIN = "https://example.com";
const short = (url: string) => (url.startsWith(ORIGIN) ? url.slice(ORIGIN.length) : url);
const words = (n: number, prefix = "word") => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");

describe("site check registry", () => {
  it("has unique ids, and every check states why it matters and how to fix it", () => {
    const ids = SITE_CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every file that defines a site check is registered, and its name is the check's id.
    const folder = new URL(".", import.meta.url);
    const files = readdirSync(folder)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .filter((file) => readFileSync(new URL(file, folder), "utf8").includes("defineSiteCheck({"))
      .map((file) => file.slice(0, -3));
    expect([...ids].sort()).toEqual(files.sort());
    for (const check of SITE_CHECKS) {
      expect(check.title.length).toBeGreaterThan(5);
      expect(check.description.length).toBeGreaterThan(40);
      expect(check.howToFix.length).toBeGreaterThan(20);
      expect(["error", "warning", "notice"]).toContain(check.severity);
      expect(check.columns.url.length, check.id).toBeGreaterThan(0);
    }
  });
});

describe.each(testDatabaseKinds())("site checks [%s]", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMigratedTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  /**
   * Builds the site, runs one check on it, and returns its rows as paths, sorted by URL then related
   * URL. `before` adds what the crawl recorded beside its pages (hosts, sitemaps, the start's twins).
   */
  async function check(
    id: string,
    spec: CrawlSpec,
    options: Record<string, unknown> = {},
    before?: (crawl: BuiltCrawl) => Promise<void>,
  ): Promise<{ rows: Row[]; crawl: BuiltCrawl }> {
    const siteCheck = siteCheckById(id)!;
    const crawl = await buildCrawl(database.db, spec);
    await before?.(crawl);
    await siteCheck.run(database.db, crawl.crawlId, { ...siteCheck.defaultOptions, ...options });
    const found = await database.db
      .selectFrom("crawl_issues as i")
      .innerJoin("crawl_urls as u", "u.id", "i.url_id")
      .leftJoin("crawl_urls as r", "r.id", "i.related_url_id")
      .select(["u.url as url", "r.url as related", "i.detail"])
      .where("i.crawl_id", "=", crawl.crawlId)
      .where("i.check_id", "=", id)
      .execute();
    const rows: Row[] = found.map((row) => [
      short(row.url),
      row.related === null ? null : short(row.related),
      row.detail === null ? null : JSON.parse(row.detail),
    ]);
    rows.sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`));
    return { rows, crawl };
  }

  it("broken-internal-links: every (page, broken target) once, with status or error; not redirects, externals or unfetched URLs", async () => {
    const { rows } = await check("broken-internal-links", {
      pages: {
        "/": {
          links: [
            "/ok",
            { to: "/missing", anchor: "Missing" },
            { to: "/missing", anchor: "Another", nav: true },
            "/gone",
            "/down",
            "/moved",
            "/later",
            "https://other.com/404",
          ],
        },
        "/ok": { links: ["/missing", "/img.png", "/"] },
        "/missing": { status: 404 },
        "/gone": { status: 410 },
        "/down": { status: null, error: "ETIMEDOUT" },
        "/moved": { redirect: "/ok" },
        "/img.png": { status: 404, resource: true },
        "/orphan-error": { status: 500, inSitemap: true },
      },
    });
    expect(rows).toEqual([
      ["/down", "/", { anchor: "/down", status: null, error: "ETIMEDOUT" }],
      ["/gone", "/", { anchor: "/gone", status: 410, error: null }],
      ["/img.png", "/ok", { anchor: "/img.png", status: 404, error: null }],
      ["/missing", "/", { anchor: "Another", status: 404, error: null }],
      ["/missing", "/ok", { anchor: "/missing", status: 404, error: null }],
    ]);
  });

  it("robots-txt-missing: each host the crawl fetched pages from whose robots.txt answered 4xx, on its first page", async () => {
    const hosts = [
      [ORIGIN, 404],
      ["https://blog.example.com", 200],
      // robots.txt read for a host the crawl never fetched a page from: not the site's.
      ["https://cdn.example.net", 404],
    ] as const;
    const { rows } = await check(
      "robots-txt-missing",
      {
        pages: {
          "/": { links: ["/a", "https://blog.example.com/"] },
          "/a": {},
          "https://blog.example.com/": {},
        },
      },
      {},
      async (crawl) => {
        await database.db
          .insertInto("crawl_hosts")
          .values(
            hosts.map(([origin, status]) => ({
              crawl_id: crawl.crawlId,
              origin,
              robots_status: status,
              robots_txt: null,
              robots_error: null,
            })),
          )
          .execute();
      },
    );
    expect(rows).toEqual([["/", null, { robotsTxt: `${ORIGIN}/robots.txt`, status: 404 }]]);
  });

  it("sitemap-missing: the start URL when no sitemap address gave a sitemap; nothing when one did", async () => {
    const sitemaps = (rows: [string, number | null, string | null][]) => async (crawl: BuiltCrawl) => {
      await database.db
        .insertInto("crawl_sitemaps")
        .values(
          rows.map(([url, status, kind]) => ({ crawl_id: crawl.crawlId, url, status, kind, error: null })),
        )
        .execute();
    };
    const none = await check(
      "sitemap-missing",
      { pages: { "/": { links: ["/a"] }, "/a": {} } },
      {},
      sitemaps([
        [`${ORIGIN}/sitemap.xml`, 404, null],
        // A 200 that is not a sitemap (an HTML error page) is no sitemap either.
        [`${ORIGIN}/sitemaps/main.xml`, 200, null],
      ]),
    );
    expect(none.rows).toEqual([["/", null, { tried: 2 }]]);

    const some = await check(
      "sitemap-missing",
      { pages: { "/": {} } },
      {},
      sitemaps([[`${ORIGIN}/sitemap.xml`, 200, "urlset"]]),
    );
    expect(some.rows).toEqual([]);
  });

  it("host-variants: twins of the site that answer 2xx at another origin; redirected or silent twins are fine", async () => {
    const twins = [
      // The start's root: where every twin should end.
      [`${ORIGIN}/`, 1, 200, ORIGIN],
      ["http://example.com/", 0, 200, ORIGIN],
      ["https://www.example.com/", 0, 200, "https://www.example.com"],
      ["http://www.example.com/", 0, null, null],
    ] as const;
    const { rows } = await check("host-variants", { pages: { "/": {} } }, {}, async (crawl) => {
      await database.db
        .insertInto("crawl_start_variants")
        .values(
          twins.map(([url, isStart, status, finalOrigin]) => ({
            crawl_id: crawl.crawlId,
            url,
            is_start: isStart,
            status,
            final_origin: finalOrigin,
            error: status === null ? "DNS lookup failed" : null,
          })),
        )
        .execute();
    });
    expect(rows).toEqual([
      ["/", null, { address: "https://www.example.com/", endsAt: "https://www.example.com", status: 200 }],
    ]);
  });

  it("redirect-chains: URLs two or more hops from a final URL, not single redirects or loops", async () => {
    const { rows } = await check("redirect-chains", {
      pages: {
        "/a": { redirect: "/b" },
        "/b": { redirect: "/c", status: 302 },
        "/c": { redirect: "/final" },
        "/final": {},
        "/one": { redirect: "/final" },
        "/loop1": { redirect: "/loop2" },
        "/loop2": { redirect: "/loop1" },
        "/ext": { redirect: "https://other.com/" },
        "/out1": { redirect: "/out2" },
        "/out2": { redirect: "https://other.com/" },
      },
    });
    expect(rows).toEqual([
      ["/a", "/final", { hops: 3, truncated: 0 }],
      ["/b", "/final", { hops: 2, truncated: 0 }],
      // The last hop leaves the site: /out2 is the last URL the crawl knows.
      ["/out1", "/out2", { hops: 2, truncated: 0 }],
    ]);
  });

  it("redirect-loops: every URL in or leading into a loop, and self-redirects", async () => {
    const { rows } = await check("redirect-loops", {
      pages: {
        "/loop1": { redirect: "/loop2" },
        "/loop2": { redirect: "/loop1" },
        "/self": { redirect: "/self" },
        "/x": { redirect: "/loop1" },
        "/a": { redirect: "/b" },
        "/b": { redirect: "/c" },
        "/c": {},
      },
    });
    expect(rows).toEqual([
      ["/loop1", "/loop1", { hops: 2 }],
      ["/loop2", "/loop2", { hops: 2 }],
      ["/self", "/self", { hops: 1 }],
      ["/x", "/loop1", { hops: 3 }],
    ]);
  });

  it("links-to-redirects: pages linking to a redirecting URL, not to 200s or unlinked redirects", async () => {
    const { rows } = await check("links-to-redirects", {
      pages: {
        "/": { links: ["/old", "/ok"] },
        "/ok": { links: [{ to: "/temp", anchor: "Sale" }] },
        "/old": { redirect: "/ok" },
        "/temp": { redirect: "/ok", status: 302 },
        "/sitemap-redirect": { redirect: "/ok", inSitemap: true },
      },
    });
    expect(rows).toEqual([
      ["/old", "/", { anchor: "/old", status: 301, redirectsTo: `${ORIGIN}/ok` }],
      ["/temp", "/ok", { anchor: "Sale", status: 302, redirectsTo: `${ORIGIN}/ok` }],
    ]);
  });

  it("internal-nofollow-links: internal targets linked with nofollow, not external ones", async () => {
    const { rows } = await check("internal-nofollow-links", {
      pages: {
        "/": {
          links: [
            { to: "/a", nofollow: true, anchor: "A" },
            "/b",
            { to: "https://other.com/", nofollow: true },
          ],
        },
        "/b": { links: ["/a", { to: "/a", nofollow: true, nav: true }, "/"] },
        "/a": {},
      },
    });
    expect(rows).toEqual([
      ["/a", "/", { anchor: "A", allNofollow: 1 }],
      ["/a", "/b", { anchor: "/a", allNofollow: 0 }],
    ]);
  });

  it("non-indexable-pages: 2xx HTML pages with noindex or a foreign canonical, not errors or self-canonicals", async () => {
    const { rows } = await check("non-indexable-pages", {
      pages: {
        "/": {},
        "/noindex": { metaRobots: "noindex, follow" },
        "/header": { xRobotsTag: "noindex" },
        "/print": { canonical: "/" },
        "/self": { canonical: "/self" },
        "/missing": { status: 404 },
        "/file.pdf": { resource: true, xRobotsTag: "noindex" },
      },
    });
    expect(rows).toEqual([
      ["/header", null, { reason: "noindex" }],
      ["/noindex", null, { reason: "noindex" }],
      ["/print", "/", { reason: "canonicalised" }],
    ]);
  });

  it("canonical-to-broken: canonicals naming a fetched error URL; unfetched, external and error sources not judged", async () => {
    const { rows } = await check("canonical-to-broken", {
      pages: {
        "/a": { canonical: "/404" },
        "/b": { canonical: "/ok" },
        "/c": { canonical: "/unfetched" },
        "/d": { canonical: "https://other.com/x" },
        "/e": { status: 404, canonical: "/404" },
        "/ok": {},
        "/404": { status: 404 },
      },
    });
    expect(rows).toEqual([["/a", "/404", { status: 404 }]]);
  });

  it("canonical-to-redirect: canonicals naming a redirect", async () => {
    const { rows } = await check("canonical-to-redirect", {
      pages: {
        "/a": { canonical: "/moved" },
        "/b": { canonical: "/ok" },
        "/moved": { redirect: "/ok" },
        "/ok": {},
      },
    });
    expect(rows).toEqual([["/a", "/moved", { status: 301, redirectsTo: `${ORIGIN}/ok` }]]);
  });

  it("canonical-to-noindex: canonicals naming a noindex page", async () => {
    const { rows } = await check("canonical-to-noindex", {
      pages: {
        "/a": { canonical: "/hidden" },
        "/b": { canonical: "/ok" },
        "/hidden": { metaRobots: "noindex" },
        "/ok": {},
      },
    });
    expect(rows).toEqual([["/a", "/hidden", null]]);
  });

  it("canonical-chains: a canonical whose target names a third URL, not self-canonical targets", async () => {
    const { rows } = await check("canonical-chains", {
      pages: {
        "/a": { canonical: "/b" },
        "/b": { canonical: "/c" },
        "/c": { canonical: "/c" },
        "/d": { canonical: "/c" },
      },
    });
    expect(rows).toEqual([["/a", "/b", { next: `${ORIGIN}/c` }]]);
  });

  it("links-to-canonicalised: links to a page canonicalised elsewhere, not to self-canonical pages", async () => {
    const { rows } = await check("links-to-canonicalised", {
      pages: {
        "/": { links: ["/print", "/main"] },
        "/print": { canonical: "/main" },
        "/main": { canonical: "/main" },
      },
    });
    expect(rows).toEqual([["/print", "/", { anchor: "/print", canonical: `${ORIGIN}/main` }]]);
  });

  it("orphan-pages: fetched sitemap pages no other page links to, directly or through a redirect", async () => {
    const { rows } = await check("orphan-pages", {
      pages: {
        "/": { inSitemap: true, links: ["/linked", "/old"] },
        "/linked": { inSitemap: true },
        "/orphan": { inSitemap: true },
        "/self-only": { inSitemap: true, links: ["/self-only"] },
        "/old": { redirect: "/via-redirect" },
        "/via-redirect": { inSitemap: true },
        "/not-in-sitemap": {},
        "/blocked": { inSitemap: true, skip: "robots" },
        "/pending": { inSitemap: true, queued: true },
      },
    });
    expect(rows).toEqual([
      ["/orphan", null, null],
      ["/self-only", null, null],
    ]);
  });

  it("few-inlinks: indexable pages one other page links to (followed), with that page; not the start, orphans or noindex pages", async () => {
    const { rows } = await check(
      "few-inlinks",
      {
        pages: {
          "/": { links: ["/a", "/b", "/hidden", "/self"] },
          "/a": { links: ["/b", "/deep", { to: "/nofollowed", nofollow: true }, "/a"] },
          "/b": { links: ["/"] },
          // Linked only from /a, twice: still one page.
          "/deep": { links: ["/"] },
          "/nofollowed": {},
          "/hidden": { metaRobots: "noindex" },
          "/self": { links: ["/self"] },
          "/orphan": { inSitemap: true },
        },
      },
      {},
      (crawl) => recordLinkScores(database.db, crawl.crawlId),
    );
    expect(rows.map(([url, related, detail]) => [url, related, detail?.inlinks])).toEqual([
      ["/a", "/", 1],
      ["/deep", "/a", 1],
      ["/self", "/", 1],
    ]);
    expect(rows.every(([, , detail]) => typeof detail?.linkScore === "number")).toBe(true);
  });

  it("sitemap-non-indexable: listed errors, redirects, noindex, canonicalised and robots-blocked URLs", async () => {
    const { rows } = await check("sitemap-non-indexable", {
      pages: {
        "/": { inSitemap: true },
        "/404": { inSitemap: true, status: 404 },
        "/moved": { inSitemap: true, redirect: "/" },
        "/hidden": { inSitemap: true, metaRobots: "noindex" },
        "/print": { inSitemap: true, canonical: "/" },
        "/blocked": { inSitemap: true, skip: "robots" },
        "/pending": { inSitemap: true, queued: true },
        "/fine": { inSitemap: true },
        "/unlisted-404": { status: 404 },
      },
    });
    expect(rows).toEqual([
      ["/404", null, { reason: "status", status: 404 }],
      ["/blocked", null, { reason: "robots", status: null }],
      ["/hidden", null, { reason: "noindex", status: 200 }],
      ["/moved", "/", { reason: "status", status: 301 }],
      ["/print", "/", { reason: "canonicalised", status: 200 }],
    ]);
  });

  it("deep-pages: 2xx HTML pages deeper than the option, not errors or sitemap-only pages", async () => {
    const spec: CrawlSpec = {
      pages: {
        "/": { links: ["/1"] },
        "/1": { links: ["/2"] },
        "/2": { links: ["/3"] },
        "/3": { links: ["/4", "/4-missing"] },
        "/4": { links: ["/5"] },
        "/4-missing": { status: 404 },
        "/5": {},
        "/sitemap-only": { inSitemap: true },
      },
    };
    expect((await check("deep-pages", spec)).rows).toEqual([
      ["/4", null, { depth: 4, maxDepth: 3 }],
      ["/5", null, { depth: 5, maxDepth: 3 }],
    ]);
    expect((await check("deep-pages", spec, { maxDepth: 4 })).rows).toEqual([
      ["/5", null, { depth: 5, maxDepth: 4 }],
    ]);
  });

  it("duplicate-titles: indexable HTML pages sharing a normalised title, grouped by hash", async () => {
    const { rows } = await check("duplicate-titles", {
      pages: {
        "/a": { title: "Shoes" },
        "/b": { title: "  SHOES " },
        "/c": { title: "Shoes", metaRobots: "noindex" },
        "/d": { title: "Boots" },
        "/e": { title: "Boots", status: 404, html: true },
        "/f": { title: "Hats" },
        "/g": { title: "Hats" },
        "/h": { title: "Hats" },
      },
    });
    const shoes = contentHash("Shoes");
    const hats = contentHash("Hats");
    expect(rows).toEqual([
      ["/a", "/b", { hash: shoes, text: "Shoes", pages: 2 }],
      ["/b", "/a", { hash: shoes, text: "  SHOES ", pages: 2 }],
      ["/f", "/g", { hash: hats, text: "Hats", pages: 3 }],
      ["/g", "/f", { hash: hats, text: "Hats", pages: 3 }],
      ["/h", "/f", { hash: hats, text: "Hats", pages: 3 }],
    ]);
  });

  it("duplicate-descriptions and duplicate-h1s: the same grouping on their own columns", async () => {
    const descriptions = await check("duplicate-descriptions", {
      pages: {
        "/a": { description: "Cheap shoes", h1: "Shoes" },
        "/b": { description: "cheap  shoes", h1: "Boots" },
        "/c": { description: "Other", h1: "Shoes" },
      },
    });
    const hash = contentHash("cheap shoes");
    expect(descriptions.rows).toEqual([
      ["/a", "/b", { hash, text: "Cheap shoes", pages: 2 }],
      ["/b", "/a", { hash, text: "cheap  shoes", pages: 2 }],
    ]);
    const h1s = await check("duplicate-h1s", {
      pages: {
        "/a": { description: "Cheap shoes", h1: "Shoes" },
        "/b": { description: "cheap  shoes", h1: "Boots" },
        "/c": { description: "Other", h1: "Shoes" },
      },
    });
    expect(h1s.rows.map(([url, related]) => [url, related])).toEqual([
      ["/a", "/c"],
      ["/c", "/a"],
    ]);
  });

  it("duplicate-content: indexable pages with the same main text, not empty or noindex pages", async () => {
    const text = words(300);
    const { rows } = await check("duplicate-content", {
      pages: {
        "/a": { text },
        "/b": { text: ` ${text.toUpperCase()} ` },
        "/c": { text, metaRobots: "noindex" },
        "/d": { text: words(300, "other") },
        "/e": { text: "" },
        "/f": { text: "" },
      },
    });
    const hash = contentHash(text);
    expect(rows).toEqual([
      ["/a", "/b", { hash, text: null, pages: 2 }],
      ["/b", "/a", { hash, text: null, pages: 2 }],
    ]);
  });

  it("near-duplicate-content: SimHash within 6 of 64 bits (≥ 90 %), even spread over six blocks; 7 bits is not", async () => {
    const { rows } = await check("near-duplicate-content", {
      pages: {
        "/a": { text: "page a", simhash: "0000000000000000" },
        "/b": { text: "page b", simhash: "0101010101010000" },
        "/c": { text: "page c", simhash: "ff00000000000000" },
        "/d": { text: "page d", simhash: "000000000000007f" },
        "/e": { text: "page e", simhash: "0000000000000001", metaRobots: "noindex" },
        "/f": { text: "page a", simhash: "0000000000000000" },
      },
    });
    expect(rows).toEqual([
      ["/a", "/b", { similarity: 0.9063 }],
      ["/b", "/a", { similarity: 0.9063 }],
      ["/f", "/b", { similarity: 0.9063 }],
    ]);
  });

  it("near-duplicate-content: a one-word edit of a long real text is found, an unrelated text is not", async () => {
    const base = Array.from(
      { length: 60 },
      (_, i) => `Sentence ${i} explains how the garden hose number ${i % 7} connects to tap ${i % 5}.`,
    ).join(" ");
    const { rows } = await check("near-duplicate-content", {
      pages: {
        "/a": { text: base },
        "/b": { text: base.replace("Sentence 30", "Paragraph 30") },
        "/c": { text: words(400, "unrelated") },
      },
    });
    expect(rows.map(([url, related]) => [url, related])).toEqual([
      ["/a", "/b"],
      ["/b", "/a"],
    ]);
    expect(rows[0]![2]!.similarity).toBeGreaterThanOrEqual(0.9);
  });

  it("thin-content: indexable HTML pages under the word threshold", async () => {
    const { rows } = await check("thin-content", {
      pages: {
        "/a": { text: words(50) },
        "/b": { text: words(250) },
        "/c": { text: words(50), metaRobots: "noindex" },
        "/d": {},
        "/e": { text: words(200) },
      },
    });
    expect(rows).toEqual([["/a", null, { words: 50, minWords: 200 }]]);
  });

  it("slow-pages: total time over 1 s or first byte over 600 ms, boundaries and resources not flagged", async () => {
    const { rows } = await check("slow-pages", {
      pages: {
        "/a": { totalMs: 1500, ttfbMs: 100 },
        "/b": { totalMs: 800, ttfbMs: 700 },
        "/c": { totalMs: 1000, ttfbMs: 600 },
        "/img.png": { resource: true, totalMs: 5000, ttfbMs: 4000 },
      },
    });
    expect(rows).toEqual([
      ["/a", null, { totalMs: 1500, ttfbMs: 100, maxTotalMs: 1000, maxTtfbMs: 600 }],
      ["/b", null, { totalMs: 800, ttfbMs: 700, maxTotalMs: 1000, maxTtfbMs: 600 }],
    ]);
  });

  it("large-pages: HTML over 1 MiB, not exactly 1 MiB nor large files", async () => {
    const { rows } = await check("large-pages", {
      pages: {
        "/a": { bytes: 2_000_000 },
        "/b": { bytes: 1_048_576 },
        "/file.pdf": { resource: true, bytes: 5_000_000 },
      },
    });
    expect(rows).toEqual([["/a", null, { bytes: 2_000_000, maxBytes: 1_048_576 }]]);
  });

  it("mixed-content: pages with http subresources", async () => {
    const { rows } = await check("mixed-content", {
      pages: { "/a": { mixedContent: 3 }, "/b": {} },
    });
    expect(rows).toEqual([["/a", null, { count: 3 }]]);
  });

  it("hreflang-missing-return: a fetched 200 alternate that does not annotate back; self and unfetched not judged", async () => {
    const { rows } = await check("hreflang-missing-return", {
      pages: {
        "/en": { hreflang: { en: "/en", de: "/de", fr: "/fr", es: "/es", it: "/it" } },
        "/de": { hreflang: { en: "/en", de: "/de" } },
        "/fr": { hreflang: { fr: "/fr" } },
        "/es": { status: 404 },
      },
    });
    expect(rows).toEqual([["/en", "/fr", { lang: "fr" }]]);
  });

  it("hreflang-to-non-200: alternates that redirect, fail or error; unfetched not judged", async () => {
    const { rows } = await check("hreflang-to-non-200", {
      pages: {
        "/en": { hreflang: { en: "/en", es: "/es", pt: "/moved", ja: "/down", it: "/it" } },
        "/es": { status: 404 },
        "/moved": { redirect: "/en" },
        "/down": { status: null },
      },
    });
    expect(rows).toEqual([
      ["/en", "/down", { lang: "ja", status: null }],
      ["/en", "/es", { lang: "es", status: 404 }],
      ["/en", "/moved", { lang: "pt", status: 301 }],
    ]);
  });

  it("hreflang-invalid-codes: en-UK, en_US and eng are invalid; regions, scripts, UN areas and x-default are fine", async () => {
    const { rows } = await check("hreflang-invalid-codes", {
      pages: {
        "/a": {
          hreflang: {
            "en-GB": "/a",
            "en-UK": "/b",
            en_US: "/c",
            "x-default": "/a",
            "EN-us": "/d",
            eng: "/e",
            "zh-Hant-TW": "/f",
            "es-419": "/g",
          },
        },
      },
    });
    expect(rows).toEqual([
      ["/a", "/b", { lang: "en-UK" }],
      ["/a", "/c", { lang: "en_US" }],
      ["/a", "/e", { lang: "eng" }],
    ]);
  });

  it("hreflang-no-x-default: annotated pages without x-default (any case)", async () => {
    const { rows } = await check("hreflang-no-x-default", {
      pages: {
        "/a": { hreflang: { en: "/a", de: "/b" } },
        "/b": { hreflang: { en: "/a", de: "/b", "X-Default": "/a" } },
        "/c": {},
      },
    });
    expect(rows).toEqual([["/a", null, null]]);
  });
});
