import { ANALYSIS_FAILED } from "@ranklens/engine";
import {
  type CrawlStats,
  INDEXABILITY_BUCKETS,
  RESPONSE_TIME_BUCKETS,
  STATUS_CLASS_BUCKETS,
} from "@ranklens/shared";
import { type Kysely, sql } from "kysely";
import { dialectOf } from "../../db/dialect";
import type { Database } from "../../db/schema";

/** Structured-data types charted; the rest of a site's long tail is in the pages table. */
export const SCHEMA_TYPES_CHARTED = 12;

const STATUS_CLASS = sql<string>`CASE
  WHEN p.status IS NULL THEN 'failed'
  WHEN p.status < 300 THEN '2xx'
  WHEN p.status < 400 THEN '3xx'
  WHEN p.status < 500 THEN '4xx'
  ELSE '5xx' END`;

// Labels are RESPONSE_TIME_BUCKETS, in order.
const [under200, under500, under1000, under2000, over2000, unknownTime] = RESPONSE_TIME_BUCKETS;
const RESPONSE_TIME = sql<string>`CASE
  WHEN p.total_ms IS NULL THEN ${unknownTime}
  WHEN p.total_ms < 200 THEN ${under200}
  WHEN p.total_ms < 500 THEN ${under500}
  WHEN p.total_ms < 1000 THEN ${under1000}
  WHEN p.total_ms < 2000 THEN ${under2000}
  ELSE ${over2000} END`;

/**
 * GROUP BY the select list's first column: PostgreSQL does not see a CASE with bound labels in the
 * select list and the same CASE in GROUP BY as one expression (each bound value is its own parameter).
 */
const FIRST_COLUMN = sql`1`;

/** Counts as `{label, count}` in `labels` order, with 0 for a label no row has. */
function inOrder(labels: readonly string[], rows: { label: string; n: number | string }[]) {
  const counts = new Map(rows.map((row) => [row.label, Number(row.n)]));
  return labels.map((label) => ({ label, count: counts.get(label) ?? 0 }));
}

/** The crawl's fetched URLs by status class, click depth, indexability and response time (the caller checked access). */
export async function crawlStats(db: Kysely<Database>, crawlId: string): Promise<CrawlStats> {
  const fetched = () =>
    db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .where("p.crawl_id", "=", crawlId);
  const count = sql<number | string>`count(*)`.as("n");

  const statusRows = await fetched()
    .select([STATUS_CLASS.as("label"), count])
    .groupBy(FIRST_COLUMN)
    .execute();
  const depthRows = await fetched()
    .where("u.is_resource", "=", 0)
    .select(["u.depth", count])
    .groupBy("u.depth")
    .execute();
  const timeRows = await fetched()
    .where("u.is_resource", "=", 0)
    .select([RESPONSE_TIME.as("label"), count])
    .groupBy(FIRST_COLUMN)
    .execute();
  // HTML pages answering 2xx: those analysed, and those whose analysis failed (not HTML to the
  // crawl's columns, as nothing of them was read, but HTML answering 2xx all the same).
  const indexRows = await fetched()
    .where((eb) => eb.or([eb("p.is_html", "=", 1), eb("p.error_code", "=", ANALYSIS_FAILED)]))
    .where("p.status", ">=", 200)
    .where("p.status", "<", 300)
    .select(["p.indexable", "p.non_indexable_reason", "p.error_code", count])
    .groupBy(["p.indexable", "p.non_indexable_reason", "p.error_code"])
    .execute();
  const analysedRows = indexRows.filter((row) => row.error_code !== ANALYSIS_FAILED);

  const known = depthRows
    .filter((row) => row.depth !== null)
    .sort((a, b) => Number(a.depth) - Number(b.depth))
    .map((row) => ({ label: String(row.depth), count: Number(row.n) }));
  const unknownDepth = depthRows
    .filter((row) => row.depth === null)
    .reduce((sum, row) => sum + Number(row.n), 0);
  const indexable = analysedRows
    .filter((row) => Number(row.indexable) === 1)
    .reduce((s, r) => s + Number(r.n), 0);
  const nonIndexable = analysedRows
    .filter((row) => Number(row.indexable) !== 1)
    .reduce((s, r) => s + Number(r.n), 0);

  // Indexable, or the reason not ("unknown" when a non-indexable page has none recorded), or not
  // analysed: whether such a page may be indexed was never read.
  const reasonRows = indexRows.map((row) => ({
    label:
      row.error_code === ANALYSIS_FAILED
        ? "not-analysed"
        : Number(row.indexable) === 1
          ? "indexable"
          : (row.non_indexable_reason ?? "unknown"),
    n: row.n,
  }));
  const reasonCounts = new Map<string, number>();
  for (const row of reasonRows)
    reasonCounts.set(row.label, (reasonCounts.get(row.label) ?? 0) + Number(row.n));
  const otherReasons = [...reasonCounts.keys()]
    .filter((label) => !(INDEXABILITY_BUCKETS as readonly string[]).includes(label))
    .sort();

  return {
    crawlId,
    statusClasses: inOrder(STATUS_CLASS_BUCKETS, statusRows),
    depths: unknownDepth > 0 ? [...known, { label: "unknown", count: unknownDepth }] : known,
    indexability: { indexable, nonIndexable },
    indexabilityReasons: [...INDEXABILITY_BUCKETS, ...otherReasons].map((label) => ({
      label,
      count: reasonCounts.get(label) ?? 0,
    })),
    responseTimes: inOrder(RESPONSE_TIME_BUCKETS, timeRows),
    structuredData: await structuredDataTypes(db, crawlId),
  };
}

/**
 * HTML pages answering 2xx by the JSON-LD types they declare, the most common first (a page with
 * an Article and a BreadcrumbList counts in both), then "none" for pages that declare none.
 */
async function structuredDataTypes(db: Kysely<Database>, crawlId: string) {
  const types =
    dialectOf(db) === "postgres"
      ? sql`CROSS JOIN LATERAL jsonb_array_elements_text(cast(p.schema_types as jsonb)) AS t(value)`
      : sql`, json_each(p.schema_types) t`;
  const pages = sql`p.crawl_id = ${crawlId} AND p.is_html = 1 AND p.status >= 200 AND p.status < 300`;
  const { rows } = await sql<{ label: string; n: number | string }>`
    SELECT t.value AS label, count(*) AS n FROM crawl_pages p ${types}
    WHERE ${pages} AND p.schema_types IS NOT NULL
    GROUP BY t.value ORDER BY count(*) DESC, t.value LIMIT ${SCHEMA_TYPES_CHARTED}`.execute(db);
  const none = await sql<{ n: number | string }>`
    SELECT count(*) AS n FROM crawl_pages p WHERE ${pages} AND p.schema_types IS NULL`.execute(db);
  return [
    ...rows.map((row) => ({ label: row.label, count: Number(row.n) })),
    { label: "none", count: Number(none.rows[0]?.n ?? 0) },
  ];
}
