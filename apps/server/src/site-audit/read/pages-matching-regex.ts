import { compileRegex, isPatternError, type Matcher } from "@ranklens/patterns";
import { PAGE_REGEX_OPTIONS } from "@ranklens/shared";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";

/** Rows read per query while scanning a crawl's pages. */
const CHUNK = 2_000;
/** Longest stretch of matching before other requests get their turn. */
const SLICE_MS = 10;
/**
 * Most CPU time one filter may take, all slices together. Everyday patterns need about 3 µs a row
 * (0.3 s for 100,000 pages); the worst shapes the limits allow on long titles, far more. Past this
 * the filter is refused, so that no pattern can take the server's CPU for minutes. Measured as
 * this thread's CPU time, not the clock: on a busy machine a slice's wall time includes the time
 * the process waited for a core, and an everyday pattern was refused for what others were doing.
 */
const BUDGET_MS = 5_000;
/**
 * Characters of a URL or title the pattern sees. A title is the crawled site's to choose and may be
 * any length; the engine is linear, but a 5 MB title would still be seconds of it.
 */
const MATCHED_CHARACTERS = 2_048;
/** Finished crawls whose matches are kept (a filter is paged through, counted and exported). */
const CACHED_FILTERS = 32;
const FINISHED = new Set(["completed", "failed", "cancelled"]);

const cache = new Map<string, Promise<readonly number[]>>();

/**
 * The ids of a crawl's pages whose URL or title `pattern` matches, in any case: the pages list's
 * regex filter. The pattern runs on the linear-time engine (ADR 019), in JavaScript on both
 * databases, so SQLite and PostgreSQL agree on what it means (PostgreSQL's `~*` dialect differs,
 * and SQLite's only regex would be a function inside one synchronous query). The crawl is read in
 * chunks and the matching yields every few milliseconds, so a filter over 100,000 pages never
 * holds other users' requests for longer than one slice. A finished crawl's matches are kept for
 * the next page of the list, its count and its export.
 */
export function pagesMatchingRegex(
  db: Kysely<Database>,
  crawl: { id: string; state: string },
  pattern: string,
): Promise<readonly number[]> {
  const matcher = compilePageRegex(pattern);
  if (!FINISHED.has(crawl.state)) return scanMatches(db, crawl.id, matcher);
  const key = `${crawl.id}\n${pattern}`;
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last: Map keeps insertion order.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const ids = scanMatches(db, crawl.id, matcher);
  cache.set(key, ids);
  ids.catch(() => cache.delete(key));
  if (cache.size > CACHED_FILTERS) cache.delete(cache.keys().next().value!);
  return ids;
}

/** A condition that keeps the rows of `ids` (as many as a crawl has pages: no bound-parameter list). */
export function urlIdIn(ids: readonly number[], sqlite: boolean) {
  return sqlite
    ? sql<boolean>`p.url_id in (select value from json_each(${JSON.stringify(ids)}))`
    : sql<boolean>`p.url_id = any(${sql.val([...ids])}::integer[])`;
}

function compilePageRegex(pattern: string): Matcher {
  try {
    return compileRegex(pattern, PAGE_REGEX_OPTIONS);
  } catch (error) {
    if (isPatternError(error)) {
      throw new AppError("INVALID_REQUEST", error.message, { details: { field: "regex" } });
    }
    throw error;
  }
}

/** The ids of the crawl's pages `matcher` matches, refused past `budgetMs` of CPU time (exported for its test). */
export async function scanMatches(
  db: Kysely<Database>,
  crawlId: string,
  matcher: Pick<Matcher, "test">,
  budgetMs = BUDGET_MS,
): Promise<number[]> {
  const ids: number[] = [];
  let after = -1;
  let spent = 0;
  let sliceStart = performance.now();
  let cpuAtSliceStart = threadCpuMs();
  for (;;) {
    const rows = await db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .select(["p.url_id", "u.url", "p.title"])
      .where("p.crawl_id", "=", crawlId)
      .where("p.url_id", ">", after)
      .orderBy("p.url_id")
      .limit(CHUNK)
      .execute();
    for (const row of rows) {
      if (matches(matcher, row.url) || (row.title !== null && matches(matcher, row.title)))
        ids.push(row.url_id);
      if (performance.now() - sliceStart >= SLICE_MS) {
        spent += threadCpuMs() - cpuAtSliceStart;
        if (spent > budgetMs) throw tooSlow(budgetMs);
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
        cpuAtSliceStart = threadCpuMs();
      }
    }
    if (rows.length < CHUNK) return ids;
    after = rows.at(-1)!.url_id;
  }
}

/** CPU time this thread has used, in milliseconds (user and system). */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

function tooSlow(budgetMs: number): AppError {
  return new AppError(
    "UNPROCESSABLE",
    `This regex takes more than ${budgetMs / 1000} s of the server's time over this crawl's pages: simplify it (fewer or smaller counted repeats such as {1,60}, fewer \\p{…} classes) or search for plain text instead.`,
    { details: { field: "regex" } },
  );
}

function matches(matcher: Pick<Matcher, "test">, text: string): boolean {
  return matcher.test(text.length > MATCHED_CHARACTERS ? text.slice(0, MATCHED_CHARACTERS) : text);
}
