import type { CrawlProgress } from "@ranklens/shared";
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
  const [states, failed] = await Promise.all([
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
  return { crawled, queued, failed: Number(failed.n), pagesPerSecond, etaSeconds };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
