import type { CrawlPage, CrawlPageList, CrawlPageSort, CrawlPagesQuery, StatusClass } from "@ranklens/shared";
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from "kysely";
import { dialectOf } from "../../db/dialect";
import { likeText } from "../../db/like-text";
import type { Database } from "../../db/schema";
import { extractedOf, renderingOf, schemaTypesOf, searchedOf } from "../crawl/page-row";
import { findCrawl } from "../manage/find-crawl";
import { segmentCondition } from "../segments/segment-condition";
import { decodeCursor, encodeCursor } from "./page-cursor";
import { pagesMatchingRegex, urlIdIn } from "./pages-matching-regex";
import { withSearchConsoleFigures } from "./search-console-figures";

/**
 * The query's filters, the regex already resolved to the ids of the pages it matches and the
 * segment to its SQL condition (over `p` and `u`).
 */
export type CrawlPageFilters = Omit<
  CrawlPagesQuery,
  "sort" | "order" | "limit" | "cursor" | "regex" | "segment" | "where"
> & {
  urlIds?: readonly number[];
  segment?: RawBuilder<boolean>;
};
/** The ids query; crawl_urls may not be joined (pagesOnly), and then nothing in it names `u`. */
type KeyQuery = ReturnType<typeof withUrls>;

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
  // Replaced per direction by lengthKey below.
  title_length: sql`length(p.title)`,
  description_length: sql`length(p.description)`,
  bytes: sql`coalesce(p.bytes, -1)`,
  // Every fetched page has a count, 0 when nothing links to it (see withLinkCounts).
  inlinks: sql`coalesce(li.n, 0)`,
  outlinks: sql`coalesce(lo.n, 0)`,
  // Computed when the crawl finishes: none yet (and none for resources) sorts lowest.
  unique_inlinks: sql`coalesce(p.unique_inlinks, -1)`,
  link_score: sql`coalesce(p.link_score, -1)`,
};

/**
 * The filters of `query` on `crawl`, resolved: a regex or a segment's regex runs over the crawl's
 * pages here. A caller that reads many batches of one query (the CSV) resolves them once.
 */
export async function crawlPageFilters(
  db: Kysely<Database>,
  crawl: { id: string; state: string; site_id: string },
  query: CrawlPagesQuery,
): Promise<CrawlPageFilters> {
  const { regex, segment: _segment, where: _where, ...rest } = query;
  const filters: CrawlPageFilters = regex
    ? { ...rest, urlIds: await pagesMatchingRegex(db, crawl, regex) }
    : rest;
  const segment = await segmentCondition(db, crawl, query);
  if (segment) filters.segment = segment;
  return filters;
}

/**
 * One page of a crawl's fetched URLs, filtered and sorted, with keyset pagination: the next
 * page starts after the last row's (sort value, id), so page 1,000 of 100,000 rows costs what
 * page 1 does (no OFFSET walk). Two steps: the ids of the page in order, then their rows by
 * primary key. Measured on 100,000 pages (PostgreSQL 2 cores, SQLite in brackets): by URL the
 * ids come straight off the unique (crawl_id, url) index, 2–4 ms a page (1 ms); by a
 * crawl_pages column the crawl's pages are read once without the join and the top `limit`
 * kept, 30–90 ms (15 ms); only depth and a text search join first, 50–140 ms (15–75 ms). No
 * new index: a crawl is written far more than it is sorted. `total` counts the matching rows, from crawl_pages alone (index
 * crawl_pages_crawl) unless a search needs crawl_urls.
 */
export async function listCrawlPages(
  db: Kysely<Database>,
  workspaceId: string,
  crawlId: string,
  query: CrawlPagesQuery,
  options: { total?: boolean; filters?: CrawlPageFilters } = {},
): Promise<CrawlPageList> {
  const crawl = await findCrawl(db, workspaceId, crawlId);
  const filters = options.filters ?? (await crawlPageFilters(db, crawl, query));
  if (filters.urlIds?.length === 0) return { items: [], total: 0, nextCursor: null };
  const direction = query.order === "desc" ? "desc" : "asc";
  const key =
    query.sort === "title_length" || query.sort === "description_length"
      ? lengthKey(query.sort === "title_length" ? "p.title" : "p.description", direction)
      : SORT_KEYS[query.sort];
  const op = sql.raw(direction === "desc" ? "<" : ">");
  const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;

  let keys: KeyQuery;
  if (query.sort === "url") {
    // URLs are unique within a crawl: the URL alone orders and resumes, along the index.
    keys = withUrls(db, crawlId, filters).where("u.crawl_id", "=", crawlId);
    if (after) keys = keys.where(sql<boolean>`u.url ${op} ${after.value}`);
    keys = keys.orderBy("u.url", direction);
  } else {
    keys =
      PAGE_ONLY_SORTS.has(query.sort) && !needsUrls(filters)
        ? (pagesOnly(db, crawlId, filters) as unknown as KeyQuery)
        : withUrls(db, crawlId, filters);
    if (query.sort === "inlinks" || query.sort === "outlinks")
      keys = withLinkCounts(db, crawlId, keys, query.sort);
    if (after) {
      keys = keys.where(
        sql<boolean>`(${key} ${op} ${after.value} or (${key} = ${after.value} and p.url_id ${op} ${after.id}))`,
      );
    }
    keys = keys.orderBy(key, direction).orderBy("p.url_id", direction);
  }
  const ordered = await keys
    .select(["p.url_id as id", key.as("sort_key")])
    .limit(query.limit + 1)
    .execute();
  const more = ordered.length > query.limit;
  const pageKeys = ordered.slice(0, query.limit);
  const last = pageKeys.at(-1);
  const nextCursor =
    more && last ? encodeCursor({ sort: query.sort, value: normaliseKey(last.sort_key), id: last.id }) : null;
  const { items, searchConsole } = await withSearchConsoleFigures(
    db,
    crawl,
    await pagesByIds(
      db,
      pageKeys.map((k) => k.id),
    ),
  );
  return {
    items,
    total: options.total === false ? -1 : await countPages(db, crawlId, filters),
    nextCursor,
    searchConsole,
  };
}

/**
 * A title's or description's length on an analysed page, 0 when it is missing (the worst value,
 * so it comes first when sorting up); URLs that were not analysed (a 404, an image) have no such
 * length and sort after every page in either direction instead of among them.
 */
function lengthKey(column: "p.title" | "p.description", direction: "asc" | "desc"): RawBuilder<number> {
  const apart = sql.lit(direction === "asc" ? 2_147_483_647 : -1);
  return sql<number>`case when p.is_html = 1 then coalesce(length(${sql.ref(column)}), 0) else ${apart} end`;
}

/** Sorts on crawl_pages' own columns (or link counts by page id): ordered without joining crawl_urls. */
const PAGE_ONLY_SORTS = new Set<CrawlPageSort>([
  "status",
  "score",
  "word_count",
  "total_ms",
  "title_length",
  "description_length",
  "bytes",
  "inlinks",
  "outlinks",
  "unique_inlinks",
  "link_score",
]);

/** Filters on crawl_urls' columns (URL, depth), the URL and title together, or a segment (it may read either). */
const needsUrls = (filters: CrawlPageFilters) =>
  Boolean(filters.q) ||
  filters.depth !== undefined ||
  filters.maxDepth !== undefined ||
  filters.segment !== undefined;

/**
 * Joins every page's inlink or outlink count for the crawl, counted as linkCounts does (a
 * navigation block's links once per page carrying it), so the sort agrees with the numbers shown.
 * This counts the whole crawl's links on every page of the list: a sort by links is an
 * aggregate over the crawl's edges, not an index walk.
 */
function withLinkCounts(db: Kysely<Database>, crawlId: string, keys: KeyQuery, sort: "inlinks" | "outlinks") {
  if (sort === "inlinks") {
    const pagesPerBlock = db
      .selectFrom("crawl_page_blocks")
      .select(["block_id", (eb) => eb.fn.countAll<number | string>().as("pages")])
      .where("crawl_id", "=", crawlId)
      .groupBy("block_id")
      .as("bc");
    const inlinks = db
      .selectFrom("crawl_block_links as bl")
      .innerJoin(pagesPerBlock, "bc.block_id", "bl.block_id")
      .select(["bl.target_url_id as id", (eb) => eb.fn.sum<number | string>("bc.pages").as("n")])
      .groupBy("bl.target_url_id")
      .as("li");
    return keys.leftJoin(inlinks, "li.id", "p.url_id") as unknown as KeyQuery;
  }
  const outlinks = db
    .selectFrom("crawl_page_blocks as pb")
    .innerJoin("crawl_block_links as bl", "bl.block_id", "pb.block_id")
    .select(["pb.page_url_id as id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("pb.crawl_id", "=", crawlId)
    .groupBy("pb.page_url_id")
    .as("lo");
  return keys.leftJoin(outlinks, "lo.id", "p.url_id") as unknown as KeyQuery;
}

/** The rows of `ids`, in that order, by primary key. */
async function pagesByIds(db: Kysely<Database>, ids: number[]): Promise<CrawlPage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("crawl_pages as p")
    .innerJoin("crawl_urls as u", "u.id", "p.url_id")
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
      "p.unique_inlinks",
      "p.link_score",
      "p.schema_types",
      "p.extracted",
      "p.searched",
      "p.rendering",
    ])
    .where("p.url_id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.url_id, row]));
  const counts = await linkCounts(db, ids);
  return ids.map((id) =>
    pageFromRow(byId.get(id)!, counts.inlinks.get(id) ?? 0, counts.outlinks.get(id) ?? 0),
  );
}

/**
 * Inlinks and outlinks of the listed pages only. Inlinks count each block's pages once, then sum
 * over the links into a page: a navigation block on 100,000 pages is one count of its pages
 * (index crawl_page_blocks_block), not 100,000 edges per listed page it links to. Measured on a
 * 100,000-page SQLite crawl (e2e/support/seed-crawl.ts: one navigation block on every page, three
 * content links per page), 200 rows including 20 navigation targets: inlinks 2.9 ms (the plain
 * join of edges: 41 ms), outlinks 0.2 ms; 200 rows elsewhere: 0.3 ms. The same edges in
 * PostgreSQL: 11 ms (plain join 208 ms), outlinks 1.4 ms. Sorting by them (withLinkCounts)
 * has to count every page's instead.
 */
async function linkCounts(db: Kysely<Database>, ids: number[]) {
  const blocksInto = db.selectFrom("crawl_block_links").select("block_id").where("target_url_id", "in", ids);
  const pagesPerBlock = db
    .selectFrom("crawl_page_blocks")
    .select(["block_id", (eb) => eb.fn.countAll<number | string>().as("pages")])
    .where("block_id", "in", blocksInto)
    .groupBy("block_id")
    .as("bc");
  const [inlinks, outlinks] = [
    await db
      .selectFrom("crawl_block_links as bl")
      .innerJoin(pagesPerBlock, "bc.block_id", "bl.block_id")
      .select(["bl.target_url_id as id", (eb) => eb.fn.sum<number | string>("bc.pages").as("n")])
      .where("bl.target_url_id", "in", ids)
      .groupBy("bl.target_url_id")
      .execute(),
    await db
      .selectFrom("crawl_page_blocks as pb")
      .innerJoin("crawl_block_links as bl", "bl.block_id", "pb.block_id")
      .select(["pb.page_url_id as id", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("pb.page_url_id", "in", ids)
      .groupBy("pb.page_url_id")
      .execute(),
  ];
  const byId = (rows: { id: number; n: number | string }[]) => new Map(rows.map((r) => [r.id, Number(r.n)]));
  return { inlinks: byId(inlinks), outlinks: byId(outlinks) };
}

/** PostgreSQL may hand back a computed integer as a string; cursors compare numbers as numbers. */
function normaliseKey(value: unknown): string | number {
  if (typeof value === "number") return value;
  const text = String(value);
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

function withUrls(db: Kysely<Database>, crawlId: string, filters: CrawlPageFilters) {
  let q = db
    .selectFrom("crawl_pages as p")
    .innerJoin("crawl_urls as u", "u.id", "p.url_id")
    .where("p.crawl_id", "=", crawlId)
    .where((eb) => pageFilters(eb, filters, dialectOf(db) === "sqlite"));
  const search = filters.q;
  if (search) {
    q = q.where(
      sql<boolean>`(${likeText(sql`u.url`, search, "anywhere")} OR ${likeText(sql`p.title`, search, "anywhere")})`,
    );
  }
  if (filters.depth !== undefined) q = q.where("u.depth", "=", filters.depth);
  if (filters.maxDepth !== undefined) q = q.where("u.depth", "<=", filters.maxDepth);
  if (filters.segment) q = q.where(filters.segment);
  return q;
}

function pagesOnly(db: Kysely<Database>, crawlId: string, filters: CrawlPageFilters) {
  return db
    .selectFrom("crawl_pages as p")
    .where("p.crawl_id", "=", crawlId)
    .where((eb) => pageFilters(eb, filters, dialectOf(db) === "sqlite"));
}

/** The filters that only need crawl_pages. */
function pageFilters(
  eb: ExpressionBuilder<{ p: Database["crawl_pages"] }, "p">,
  filters: CrawlPageFilters,
  sqlite: boolean,
) {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.urlIds) conditions.push(urlIdIn(filters.urlIds, sqlite));
  if (filters.status === "failed") conditions.push(eb("p.status", "is", null));
  else if (filters.status) {
    const [from, to] = STATUS_RANGES[filters.status];
    conditions.push(eb("p.status", ">=", from), eb("p.status", "<", to));
  }
  if (filters.indexable !== undefined) conditions.push(eb("p.indexable", "=", filters.indexable ? 1 : 0));
  if (filters.html !== undefined) conditions.push(eb("p.is_html", "=", filters.html ? 1 : 0));
  return eb.and(conditions);
}

async function countPages(db: Kysely<Database>, crawlId: string, filters: CrawlPageFilters): Promise<number> {
  if (needsUrls(filters)) {
    const row = await withUrls(db, crawlId, filters)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await db
    .selectFrom("crawl_pages as p")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("p.crawl_id", "=", crawlId)
    .where((eb) => pageFilters(eb, filters, dialectOf(db) === "sqlite"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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
  unique_inlinks: number | null;
  link_score: number | null;
  schema_types: string | null;
  extracted: string | null;
  searched: string | null;
  rendering: string | null;
}

function pageFromRow(r: PageRow, inlinks: number, outlinks: number): CrawlPage {
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
    inlinks,
    outlinks,
    uniqueInlinks: r.unique_inlinks,
    linkScore: r.link_score,
    schemaTypes: schemaTypesOf(r.schema_types),
    extracted: extractedOf(r.extracted),
    searched: searchedOf(r.searched),
    rendering: renderingOf(r.rendering),
  };
}
