import { CRAWL_LATEST_URLS, type CrawlFetch, type CrawlProgress } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { CrawlsTable, Database } from "../../db/schema";

/**
 * How far a crawl is: URLs done, URLs waiting or in flight, fetches that got no response, and
 * the rate and time left. Both counts are index-only reads (crawl_urls_claim by state,
 * crawl_pages_crawl by status), cheap at 100,000 URLs.
 *
 * pages/s = crawled ÷ seconds from `started_at` to `finished_at` (or now): time spent paused is
 * counted too, since the crawl does not record it. The ETA is only given while the crawl runs.
 */
export async function crawlProgress(
  db: Kysely<Database>,
  crawl: Selectable<CrawlsTable>,
  now: Date,
): Promise<CrawlProgress> {
  const [states, failed, latest] = await Promise.all([
    db
      .selectFrom("crawl_urls")
      .select((eb) => ["state", eb.fn.countAll<number | string>().as("n")])
      .where("crawl_id", "=", crawl.id)
      .groupBy("state")
      .execute(),
    db
      .selectFrom("crawl_pages")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("crawl_id", "=", crawl.id)
      .where("status", "is", null)
      .executeTakeFirstOrThrow(),
    latestFetches(db, crawl.id),
  ]);
  const count = (state: string) => Number(states.find((s) => s.state === state)?.n ?? 0);
  const crawled = count("done");
  const queued = count("queued") + count("claimed");
  const seconds = crawl.started_at
    ? ((crawl.finished_at ? Date.parse(crawl.finished_at) : now.getTime()) - Date.parse(crawl.started_at)) /
      1000
    : 0;
  const pagesPerSecond = seconds > 0 ? round2(crawled / seconds) : null;
  const etaSeconds =
    crawl.state === "running" && pagesPerSecond ? Math.ceil(queued / (crawled / seconds)) : null;
  return { crawled, queued, failed: Number(failed.n), pagesPerSecond, etaSeconds, latest };
}

/** Done URLs read to find the latest fetches: workers fetch a few batches at once, slightly out of order. */
const LATEST_CANDIDATES = 50;

/**
 * The last URLs fetched, newest first. Workers claim queued URLs in id order (frontier.ts), so the
 * latest fetches are among the highest done ids: the newest LATEST_CANDIDATES off the claim index
 * (crawl_id, state, id), their pages by primary key, then by fetch time. Cheap at 100,000 URLs,
 * where ordering every page by fetched_at (no index) would read them all on every poll.
 */
async function latestFetches(db: Kysely<Database>, crawlId: string): Promise<CrawlFetch[]> {
  const rows = await db
    .selectFrom("crawl_urls as u")
    .innerJoin("crawl_pages as p", "p.url_id", "u.id")
    .select(["u.url", "p.status", "p.error_code", "p.total_ms", "p.fetched_at"])
    .where("u.crawl_id", "=", crawlId)
    .where("u.state", "=", "done")
    .orderBy("u.id", "desc")
    .limit(LATEST_CANDIDATES)
    .execute();
  return rows
    .sort((a, b) => (a.fetched_at < b.fetched_at ? 1 : a.fetched_at > b.fetched_at ? -1 : 0))
    .slice(0, CRAWL_LATEST_URLS)
    .map((row) => ({
      url: row.url,
      status: row.status,
      errorCode: row.error_code,
      totalMs: row.total_ms,
      fetchedAt: row.fetched_at,
    }));
}

const round2 = (value: number) => Math.round(value * 100) / 100;
