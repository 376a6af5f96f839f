import type { CrawlFetcher } from "@ranklens/engine";
import { EXTERNAL_LINKS_PER_CRAWL } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { sleep } from "../../lib/sleep";

/** External hosts asked at once. */
const HOSTS_AT_ONCE = 8;
/** Between two requests to one external host: at most 4 a second, one at a time. */
const HOST_SPACING_MS = 250;
/**
 * Failures that are the host's, not the URL's: a name that does not resolve or a server that
 * refuses connections fails every URL on it alike, so the rest of that host's URLs are recorded
 * with the same answer instead of asked one by one (a documentation site links its project's
 * site hundreds of times; asked at four a second from a machine without DNS, that was minutes).
 */
const HOST_FAILURES: ReadonlySet<string> = new Set(["DNS_FAILURE", "CONNECT_FAILED"]);

export interface ExternalLinkCheck {
  db: Kysely<Database>;
  fetcher: CrawlFetcher;
  crawlId: string;
  now(): Date;
  /** Stops between requests (a paused crawl or a stopping worker); what was checked is kept. */
  signal?: AbortSignal;
  /** At most this many per crawl (EXTERNAL_LINKS_PER_CRAWL). */
  limit?: number;
}

/**
 * Checks each distinct external URL the crawl's pages link to, once, after the pages: one GET whose
 * body is not read (its status and, for a redirect, its Location), through the crawl's SSRF-guarded
 * fetcher. A GET rather than HEAD then GET: many servers answer HEAD wrongly (405, 404, or a 200
 * for a missing page), and a GET whose body is left unread costs them no more than its headers.
 * Polite per external host (one request at a time, at most four a second), several hosts at once;
 * a host that cannot be reached at all is asked once (HOST_FAILURES).
 * Each answer is stored as it comes, so a crawl resumed after a stop checks only the rest.
 * Returns false when `signal` stopped it before the end.
 */
export async function checkExternalLinks({
  db,
  fetcher,
  crawlId,
  now,
  signal,
  limit = EXTERNAL_LINKS_PER_CRAWL,
}: ExternalLinkCheck): Promise<boolean> {
  const checked = await db
    .selectFrom("crawl_external_checks")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("crawl_id", "=", crawlId)
    .executeTakeFirstOrThrow();
  const room = limit - Number(checked.n);
  if (room <= 0) return true;
  const pending = await db
    .selectFrom("crawl_urls as u")
    .leftJoin("crawl_external_checks as e", "e.url_id", "u.id")
    .select(["u.id", "u.url"])
    .where("u.crawl_id", "=", crawlId)
    .where("u.skip_reason", "=", "external")
    .where("e.url_id", "is", null)
    .orderBy("u.id")
    .limit(room)
    .execute();
  const byHost = new Map<string, { id: number; url: string }[]>();
  for (const row of pending) {
    const host = hostOf(row.url);
    if (host === null) continue;
    const queue = byHost.get(host);
    if (queue) queue.push(row);
    else byHost.set(host, [row]);
  }
  const hosts = [...byHost.values()];
  let next = 0;
  const worker = async () => {
    while (next < hosts.length && !signal?.aborted) {
      const queue = hosts[next++]!;
      for (const [index, link] of queue.entries()) {
        if (signal?.aborted) return;
        if (index > 0) await sleep(HOST_SPACING_MS);
        const outcome = await fetcher.fetch({ url: link.url, resource: true });
        await record(db, crawlId, link.id, outcome, now());
        if (!outcome.ok && HOST_FAILURES.has(outcome.error.code)) {
          for (const rest of queue.slice(index + 1)) await record(db, crawlId, rest.id, outcome, now());
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(HOSTS_AT_ONCE, hosts.length) }, worker));
  return !signal?.aborted;
}

async function record(
  db: Kysely<Database>,
  crawlId: string,
  urlId: number,
  outcome: Awaited<ReturnType<CrawlFetcher["fetch"]>>,
  at: Date,
): Promise<void> {
  await db
    .insertInto("crawl_external_checks")
    .values({
      url_id: urlId,
      crawl_id: crawlId,
      status: outcome.ok ? outcome.response.status : null,
      location: outcome.ok ? (outcome.response.location ?? outcome.response.locationRaw) : null,
      error_code: outcome.ok ? null : outcome.error.code,
      checked_at: at.toISOString(),
    })
    .onConflict((oc) => oc.column("url_id").doNothing())
    .execute();
}

/** The host of an http(s) URL; null for anything else (mailto:, tel: never reach here, but a stray one is skipped). */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.host : null;
  } catch {
    return null;
  }
}
