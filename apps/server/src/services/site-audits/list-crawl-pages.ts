import type { CrawlPage, CrawlPageList, CrawlPageSort, CrawlPagesQuery, StatusClass } from "@ranklens/shared";
import { type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/schema";
import { findCrawl } from "./find-crawl";
import { decodeCursor, encodeCursor } from "./page-cursor";

type Filters = Omit<CrawlPagesQuery, "sort" | "order" | "limit" | "cursor">;
type PageQuery = SelectQueryBuilder<
  Database & { p: Database["crawl_pages"]; u: Database["crawl_urls"] },
  "p" | "u",
  object
>;

/** A status class as a range: "failed" is a fetch that got no response at all. */
const STATUS_RANGES: Record<Exclude<StatusClass, "failed">, [number, number]> = {
  "2xx": [200, 300],
  "3xx": [300, 400],
  "4xx": [400, 500],
  "5xx": [500, 600],
};

/** Sort columns; a missing number sorts as -1 (lowest), so every row has a comparable key. */
const SORT_KEYS: Record<CrawlPageSort, RawBuilder<string | number>> = {
  url: sql`u.url`,
  status: sql`coalesce(p.status, -1)`,
  depth: sql`coalesce(u.depth, -1)`,
  score: sql`coalesce(p.score, -1)`,
  word_count: sql`coalesce(p.word_count, -1)`,
  total_ms: sql`coalesce(p.total_ms, -1)`,
};

/**
 * One page of a crawl's fetched URLs, filtered and sorted, with keyset pagination: the next
 * page starts after the last row's (sort value, id), so page 1,000 of 100,000 rows costs what
 * page 1 does (no OFFSET walk). Sorting by URL follows the unique (crawl_id, url) index; the
 * other sorts read the crawl's rows once and keep the top `limit` (no new index: a
 * crawl is written far more than it is sorted). `total` counts the matching rows, from
 * crawl_pages alone (index crawl_pages_crawl) unless a URL search needs crawl_urls.
 */
export async function listCrawlPages(
  db: Kysely<Database>,
  workspaceId: string,
  crawlId: string,
  query: CrawlPagesQuery,
  options: { total?: boolean } = {},
): Promise<CrawlPageList> {
  await findCrawl(db, workspaceId, crawlId);
  const key = SORT_KEYS[query.sort];
  const desc = query.order === "desc";
  const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
  let rows = filtered(db, crawlId, query);
  if (after) {
    const op = desc ? "<" : ">";
    rows = rows.where(
      sql<boolean>`(${key} ${sql.raw(op)} ${after.value} or (${key} = ${after.value} and p.url_id ${sql.raw(op)} ${after.id}))`,
    );
  }
  const found = await rows
    .select([
      "p.url_id",
      "u.url",
      "u.depth",
      "u.in_sitemap",
      "u.is_resource",
      "p.fetched_at",
      "p.status",
      "p.error_code",
      "p.redirect_target",
      "p.content_type",
      "p.bytes",
      "p.total_ms",
      "p.is_html",
      "p.title",
      "p.description",
      "p.h1",
      "p.word_count",
      "p.canonical",
      "p.indexable",
      "p.non_indexable_reason",
      "p.score",
    ])
    .select(key.as("sort_key"))
    .orderBy(key, desc ? "desc" : "asc")
    .orderBy("p.url_id", desc ? "desc" : "asc")
    .limit(query.limit + 1)
    .execute();
  const more = found.length > query.limit;
  const items = found.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor =
    more && last
      ? encodeCursor({ sort: query.sort, value: normaliseKey(last.sort_key), id: last.url_id })
      : null;
  return {
    items: items.map(pageFromRow),
    total: options.total === false ? -1 : await countPages(db, crawlId, query),
    nextCursor,
  };
}

/** PostgreSQL may hand back a computed integer as a string; cursors compare numbers as numbers. */
function normaliseKey(value: unknown): string | number {
  if (typeof value === "number") return value;
  const text = String(value);
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

function filtered(db: Kysely<Database>, crawlId: string, filters: Filters): PageQuery {
  let q = db
    .selectFrom("crawl_pages as p")
    .innerJoin("crawl_urls as u", "u.id", "p.url_id")
    .where("p.crawl_id", "=", crawlId) as unknown as PageQuery;
  q = q.where((eb) => pageFilters(eb as never, filters));
  if (filters.q) {
    const like = `%${escapeLike(filters.q.toLowerCase())}%`;
    q = q.where(
      sql<boolean>`(lower(u.url) like ${like} escape '\\' or lower(coalesce(p.title, '')) like ${like} escape '\\')`,
    );
  }
  return q;
}

/** The filters that only need crawl_pages. */
function pageFilters(eb: ExpressionBuilder<{ p: Database["crawl_pages"] }, "p">, filters: Filters) {
  const conditions = [];
  if (filters.status === "failed") conditions.push(eb("p.status", "is", null));
  else if (filters.status) {
    const [from, to] = STATUS_RANGES[filters.status];
    conditions.push(eb("p.status", ">=", from), eb("p.status", "<", to));
  }
  if (filters.indexable !== undefined) conditions.push(eb("p.indexable", "=", filters.indexable ? 1 : 0));
  if (filters.html !== undefined) conditions.push(eb("p.is_html", "=", filters.html ? 1 : 0));
  return eb.and(conditions);
}

async function countPages(db: Kysely<Database>, crawlId: string, filters: Filters): Promise<number> {
  if (filters.q) {
    const row = await filtered(db, crawlId, filters)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await db
    .selectFrom("crawl_pages as p")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("p.crawl_id", "=", crawlId)
    .where((eb) => pageFilters(eb, filters))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `%`, `_` and the escape itself match literally in a search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface PageRow {
  url_id: number;
  url: string;
  depth: number | null;
  in_sitemap: number;
  is_resource: number;
  fetched_at: string;
  status: number | null;
  error_code: string | null;
  redirect_target: string | null;
  content_type: string | null;
  bytes: number | null;
  total_ms: number | null;
  is_html: number;
  title: string | null;
  description: string | null;
  h1: string | null;
  word_count: number | null;
  canonical: string | null;
  indexable: number;
  non_indexable_reason: string | null;
  score: number | null;
}

function pageFromRow(r: PageRow): CrawlPage {
  return {
    id: r.url_id,
    url: r.url,
    depth: r.depth,
    inSitemap: r.in_sitemap === 1,
    isResource: r.is_resource === 1,
    fetchedAt: r.fetched_at,
    status: r.status,
    errorCode: r.error_code,
    redirectTarget: r.redirect_target,
    contentType: r.content_type,
    bytes: r.bytes,
    totalMs: r.total_ms,
    isHtml: r.is_html === 1,
    title: r.title,
    description: r.description,
    h1: r.h1,
    wordCount: r.word_count,
    canonical: r.canonical,
    indexable: r.indexable === 1,
    nonIndexableReason: r.non_indexable_reason,
    score: r.score,
  };
}
