import type { Selectable } from "kysely";
import { describe, expect, it } from "vitest";
import type { CrawlPagesTable } from "../../db/schema";
import { pageColumns, visitOfRow } from "./page-row";
import { failedVisit, type PageVisit } from "./page-visit";
import { textKey } from "./text-fingerprints";

const analysed: PageVisit = {
  fetchedAt: "2026-11-28T10:00:00.000Z",
  failure: null,
  status: 200,
  contentType: "text/html; charset=utf-8",
  bytes: 5120,
  transferredBytes: 2048,
  ttfbMs: 12,
  totalMs: 40,
  etag: '"abc"',
  lastModified: null,
  location: null,
  notModified: false,
  analysis: {
    title: "Garden tools",
    description: null,
    h1: "Tools",
    h1Count: 1,
    wordCount: 420,
    lang: "en",
    textHash: "t1",
    simhash: "00ff",
    canonical: "https://shop.example/tools",
    metaRobots: null,
    xRobotsTag: null,
    indexable: true,
    nonIndexableReason: null,
    mixedContent: 0,
    score: 87,
    schemaTypes: ["Product", "BreadcrumbList"],
    failingChecks: [{ id: "meta-description", status: "fail", displayValue: null, items: [], itemCount: 0 }],
    extracted: { Author: ["Ada"] },
    searched: { "GA4 tag": 2, "Heavy regex": null },
    rendering: {
      failure: null,
      raw: {
        title: "Loading…",
        description: null,
        canonical: null,
        robots: null,
        h1: null,
        wordCount: 3,
        links: 1,
      },
      rendered: {
        title: "Garden tools",
        description: null,
        canonical: null,
        robots: null,
        h1: "Tools",
        wordCount: 250,
        links: 4,
      },
      changed: ["title", "h1", "wordCount", "links"],
      jsOnlyLinks: ["https://example.com/a", "https://example.com/b", "https://example.com/c"],
      jsOnlyLinkCount: 3,
      settled: true,
      requests: { fetched: 2, skipped: 1, failed: 0 },
      ms: 420,
    },
  },
};

/** A stored row as the database gives it back (ids added by the recorder). */
const stored = (visit: PageVisit): Selectable<CrawlPagesTable> =>
  ({
    ...pageColumns(visit),
    url_id: 1,
    crawl_id: "c",
    redirect_url_id: null,
    canonical_url_id: null,
  }) as Selectable<CrawlPagesTable>;

describe("a page visit and its crawl_pages row", () => {
  it("stores an analysed page with its texts hashed and its failing checks as JSON", () => {
    const row = pageColumns(analysed);
    expect(row).toMatchObject({
      status: 200,
      is_html: 1,
      indexable: 1,
      title_hash: textKey("Garden tools"),
      description_hash: null,
      non_indexable_reason: null,
      not_modified: 0,
    });
    expect(JSON.parse(row.failing_checks!)).toEqual(analysed.analysis!.failingChecks);
    // What the rendering site checks select on, beside the whole comparison.
    expect(row).toMatchObject({ raw_word_count: 3, js_only_links: 3, render_error: null });
    expect(row.render_changed).toBe(" title  h1  wordCount  links ");
    expect(pageColumns({ ...analysed, analysis: { ...analysed.analysis!, rendering: null } })).toMatchObject({
      rendering: null,
      render_changed: null,
      js_only_links: null,
    });
  });

  it("reads an HTML page back as the visit it was (what a 304 carries over)", () => {
    expect(visitOfRow(stored(analysed))).toEqual(analysed);
  });

  it("a 404 page is not indexable for its status; an allowed page on a 404 is not indexable either", () => {
    expect(pageColumns({ ...analysed, status: 404, analysis: null })).toMatchObject({
      is_html: 0,
      indexable: 0,
      non_indexable_reason: "status",
    });
    expect(pageColumns({ ...analysed, status: 404 })).toMatchObject({ is_html: 1, indexable: 0 });
  });

  it("a URL that never answered keeps only when, why and how long", () => {
    const row = pageColumns(
      failedVisit("2026-11-28T10:00:00.000Z", { code: "TIMEOUT", message: "took too long" }, 20_000),
    );
    expect(row).toMatchObject({
      status: null,
      error_code: "TIMEOUT",
      error_message: "took too long",
      total_ms: 20_000,
      is_html: 0,
      indexable: 0,
      non_indexable_reason: null,
      failing_checks: null,
    });
  });
});
