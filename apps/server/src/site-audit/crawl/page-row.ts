import type { Extracted, Searched } from "@ranklens/engine";
import type { PageRendering } from "@ranklens/shared";
import type { Insertable, Selectable } from "kysely";
import type { CrawlPagesTable } from "../../db/schema";
import type { PageAnalysis, PageVisit } from "./page-visit";
import { textKey } from "./text-fingerprints";

/** The crawl_pages columns of a visit, except the ids the recorder fills in. */
export type PageColumns = Omit<
  Insertable<CrawlPagesTable>,
  "url_id" | "crawl_id" | "redirect_url_id" | "canonical_url_id"
>;

const is2xx = (status: number | null) => status !== null && status >= 200 && status <= 299;

/** A visit as its crawl_pages row (texts hashed for the duplicate checks). */
export function pageColumns(visit: PageVisit): PageColumns {
  const a = visit.analysis;
  return {
    fetched_at: visit.fetchedAt,
    status: visit.status,
    error_code: visit.failure?.code ?? null,
    error_message: visit.failure?.message ?? null,
    redirect_target: visit.location,
    content_type: visit.contentType,
    bytes: visit.bytes,
    transferred_bytes: visit.transferredBytes,
    ttfb_ms: visit.ttfbMs,
    total_ms: visit.totalMs,
    etag: visit.etag,
    last_modified: visit.lastModified,
    not_modified: visit.notModified ? 1 : 0,
    is_html: a ? 1 : 0,
    title: a?.title ?? null,
    title_hash: a ? textKey(a.title) : null,
    description: a?.description ?? null,
    description_hash: a ? textKey(a.description) : null,
    h1: a?.h1 ?? null,
    h1_hash: a ? textKey(a.h1) : null,
    h1_count: a?.h1Count ?? null,
    text_hash: a?.textHash ?? null,
    simhash: a?.simhash ?? null,
    word_count: a?.wordCount ?? null,
    lang: a?.lang ?? null,
    canonical: a?.canonical ?? null,
    meta_robots: a?.metaRobots ?? null,
    x_robots_tag: a?.xRobotsTag ?? null,
    indexable: a && is2xx(visit.status) && a.indexable ? 1 : 0,
    // An analysed page says why itself; otherwise an answer outside 2xx is the reason.
    non_indexable_reason: a
      ? a.nonIndexableReason
      : visit.status === null || is2xx(visit.status)
        ? null
        : "status",
    mixed_content: a?.mixedContent ?? 0,
    score: a?.score ?? null,
    schema_types: a && a.schemaTypes.length > 0 ? JSON.stringify(a.schemaTypes) : null,
    failing_checks: a ? JSON.stringify(a.failingChecks) : null,
    extracted: a?.extracted ? JSON.stringify(a.extracted) : null,
    searched: a?.searched ? JSON.stringify(a.searched) : null,
    rendering: a?.rendering ? JSON.stringify(a.rendering) : null,
    render_changed: a?.rendering ? a.rendering.changed.map((signal) => ` ${signal} `).join("") : null,
    raw_word_count: a?.rendering ? a.rendering.raw.wordCount : null,
    js_only_links: a?.rendering ? a.rendering.jsOnlyLinkCount : null,
    render_error: a?.rendering?.failure?.code ?? null,
  };
}

/** A stored HTML page back as a visit (what a 304 carries over from the previous crawl). */
export function visitOfRow(row: Selectable<CrawlPagesTable>): PageVisit {
  const analysis: PageAnalysis | null =
    row.is_html === 1
      ? {
          title: row.title,
          description: row.description,
          h1: row.h1,
          h1Count: row.h1_count ?? 0,
          wordCount: row.word_count ?? 0,
          lang: row.lang,
          textHash: row.text_hash,
          simhash: row.simhash,
          canonical: row.canonical,
          metaRobots: row.meta_robots,
          xRobotsTag: row.x_robots_tag,
          // Stored as "2xx and allowed"; the rows carried over are the previous crawl's 2xx pages.
          indexable: row.indexable === 1,
          nonIndexableReason:
            row.non_indexable_reason === "noindex" || row.non_indexable_reason === "canonicalised"
              ? row.non_indexable_reason
              : null,
          mixedContent: row.mixed_content,
          score: row.score,
          schemaTypes: schemaTypesOf(row.schema_types),
          failingChecks: row.failing_checks === null ? [] : JSON.parse(row.failing_checks),
          extracted: extractedOf(row.extracted),
          searched: searchedOf(row.searched),
          rendering: renderingOf(row.rendering),
        }
      : null;
  return {
    fetchedAt: row.fetched_at,
    failure: row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? "" },
    status: row.status,
    contentType: row.content_type,
    bytes: row.bytes,
    transferredBytes: row.transferred_bytes,
    ttfbMs: row.ttfb_ms,
    totalMs: row.total_ms,
    etag: row.etag,
    lastModified: row.last_modified,
    location: row.redirect_target,
    notModified: row.not_modified === 1,
    analysis,
  };
}

/** A page's stored custom extraction values; null when its crawl had no rules. */
export function extractedOf(json: string | null): Extracted | null {
  return json === null ? null : (JSON.parse(json) as Extracted);
}

/** A page's stored custom search counts; null when its crawl had no searches. */
export function searchedOf(json: string | null): Searched | null {
  return json === null ? null : (JSON.parse(json) as Searched);
}

/** A page's stored rendering comparison; null when its crawl did not render it. */
export function renderingOf(json: string | null): PageRendering | null {
  return json === null ? null : (JSON.parse(json) as PageRendering);
}

/** The stored JSON-LD types of a page (none when the column is null). */
export function schemaTypesOf(json: string | null): string[] {
  return json === null ? [] : (JSON.parse(json) as string[]);
}
