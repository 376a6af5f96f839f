import type { SegmentCondition, SegmentDefinition, SegmentField } from "@ranklens/shared";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { dialectOf } from "../../db/dialect";
import { likeText } from "../../db/like-text";
import type { Database } from "../../db/schema";
import { pagesMatchingRegex, urlIdIn } from "../read/pages-matching-regex";

/** The column each field reads, over `p` (crawl_pages) and `u` (crawl_urls). */
const COLUMNS: Record<Exclude<SegmentField, "check" | "regex" | "search">, RawBuilder<unknown>> = {
  url: sql`u.url`,
  title: sql`p.title`,
  description: sql`p.description`,
  h1: sql`p.h1`,
  status: sql`p.status`,
  depth: sql`u.depth`,
  wordCount: sql`p.word_count`,
  uniqueInlinks: sql`p.unique_inlinks`,
  linkScore: sql`p.link_score`,
  responseMs: sql`p.total_ms`,
  bytes: sql`p.bytes`,
  score: sql`p.score`,
  indexable: sql`p.indexable`,
  html: sql`p.is_html`,
};

const COMPARISONS = { eq: "=", ne: "<>", lt: "<", lte: "<=", gt: ">", gte: ">=" } as const;

function finite(value: unknown): number {
  const number = Number(value);
  if (!Number.isFinite(number)) throw new Error(`not a finite number: ${String(value)}`);
  return number;
}

/**
 * A segment as one SQL condition over a crawl's `p` (crawl_pages) and `u` (crawl_urls) rows, for
 * any query that has both: the pages grid, its CSV, the issues (their rows' URLs) and Compare.
 * Every value is a bound parameter. Text matches any case; a number compared with a missing value
 * (N/A) never holds. A regex runs in JavaScript on the linear-time engine, bounded in time
 * (pages-matching-regex.ts), and becomes the ids it matched.
 */
export async function segmentPredicate(
  db: Kysely<Database>,
  crawl: { id: string; state: string },
  definition: SegmentDefinition,
): Promise<RawBuilder<boolean>> {
  const parts: RawBuilder<boolean>[] = [];
  for (const condition of definition.conditions) parts.push(await conditionSql(db, crawl, condition));
  const joiner = sql.raw(definition.match === "any" ? " OR " : " AND ");
  return sql<boolean>`(${sql.join(parts, joiner)})`;
}

async function conditionSql(
  db: Kysely<Database>,
  crawl: { id: string; state: string },
  condition: SegmentCondition,
): Promise<RawBuilder<boolean>> {
  const { field, op, value } = condition;
  if (field === "regex") {
    const ids = await pagesMatchingRegex(db, crawl, String(value));
    const matched = urlIdIn(ids, dialectOf(db) === "sqlite");
    return op === "matches" ? matched : sql<boolean>`NOT (${matched})`;
  }
  if (field === "check") {
    const ignored = op === "isIgnored" ? sql`IS NOT NULL` : sql`IS NULL`;
    // The check's URLs once, not a lookup per page: SQLite builds the list a single time (a
    // correlated EXISTS was twice as slow on 100,000 pages: 63 vs 29 ms to count, 74 vs 41 ms for
    // the first 100 by score), PostgreSQL plans either as a semi-join. url_id is never null.
    const urls = sql`SELECT ci.url_id FROM crawl_issues ci WHERE ci.crawl_id = ${crawl.id} AND ci.check_id = ${String(value)} AND ci.ignored_by ${ignored}`;
    return op === "doesNotFail"
      ? sql<boolean>`p.url_id NOT IN (${urls})`
      : sql<boolean>`p.url_id IN (${urls})`;
  }
  if (field === "search") {
    // The page's count of that search; a page it did not run on (not HTML, out of time) has none
    // and is in neither "found" nor "not found". Names cannot hold " or \ (SearchRuleSchema).
    const count =
      dialectOf(db) === "sqlite"
        ? sql`json_extract(p.searched, ${`$."${String(value)}"`})`
        : sql`(p.searched::jsonb ->> ${String(value)})::int`;
    return op === "found" ? sql<boolean>`${count} > 0` : sql<boolean>`${count} = 0`;
  }
  const column = COLUMNS[field];
  switch (op) {
    case "isTrue":
      return sql<boolean>`${column} = 1`;
    case "isFalse":
      return sql<boolean>`${column} = 0`;
    case "isEmpty":
      return sql<boolean>`coalesce(${column}, '') = ''`;
    case "isNotEmpty":
      return sql<boolean>`coalesce(${column}, '') <> ''`;
    case "contains":
    case "notContains": {
      const like = likeText(column, String(value), "anywhere");
      return op === "contains" ? like : sql<boolean>`NOT (${like})`;
    }
    case "startsWith":
      return likeText(column, String(value), "start");
    case "equals":
      return sql<boolean>`lower(coalesce(${column}, '')) = ${String(value).toLowerCase()}`;
    case "eq":
    case "ne":
    case "lt":
    case "lte":
    case "gt":
    case "gte":
      // A literal: a bound number would be typed from the column on PostgreSQL (2.5 is no integer).
      return sql<boolean>`${column} ${sql.raw(COMPARISONS[op])} ${sql.lit(finite(value))}`;
    default:
      throw new Error(`operator ${op} on ${field}`);
  }
}
