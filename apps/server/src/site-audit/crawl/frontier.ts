import type { Kysely } from "kysely";
import type { DialectName } from "../../db/dialect";
import type { Database } from "../../db/schema";

/** A frontier URL a worker holds. */
export interface ClaimedUrl {
  id: number;
  url: string;
  depth: number | null;
  isResource: boolean;
  attempts: number;
}

export interface FrontierCounts {
  queued: number;
  claimed: number;
  done: number;
  skipped: number;
}

/**
 * Claims up to `limit` queued URLs of the crawl for `token` until `until`, in discovery order
 * (ids grow as URLs are found, so this is breadth first along the links). On PostgreSQL the inner
 * select skips rows another worker is claiming or writing (`FOR NO KEY UPDATE SKIP LOCKED`: not
 * the rows a page being recorded only links to, whose key-share locks do not conflict with it);
 * SQLite has one writer.
 */
export async function claimUrls(
  db: Kysely<Database>,
  dialect: DialectName,
  crawlId: string,
  claim: { token: string; until: string; limit: number },
): Promise<ClaimedUrl[]> {
  if (claim.limit <= 0) return [];
  let candidates = db
    .selectFrom("crawl_urls")
    .select("id")
    .where("crawl_id", "=", crawlId)
    .where("state", "=", "queued")
    .orderBy("id")
    .limit(claim.limit);
  if (dialect === "postgres") candidates = candidates.forNoKeyUpdate().skipLocked();
  const rows = await db
    .updateTable("crawl_urls")
    .set((eb) => ({
      state: "claimed",
      claimed_by: claim.token,
      claimed_until: claim.until,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", candidates)
    .returning(["id", "url", "depth", "is_resource", "attempts"])
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      url: row.url,
      depth: row.depth,
      isResource: row.is_resource === 1,
      attempts: row.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Puts claims back in the queue: those of `token` (a worker stopping or pausing), or every claim
 * that expired before `now` (its worker died). Returns how many.
 */
export async function releaseClaims(
  db: Kysely<Database>,
  crawlId: string,
  which: { token: string } | { expiredBefore: string } | { all: true },
): Promise<number> {
  let query = db
    .updateTable("crawl_urls")
    .set({ state: "queued", claimed_by: null, claimed_until: null })
    .where("crawl_id", "=", crawlId)
    .where("state", "=", "claimed");
  if ("token" in which) query = query.where("claimed_by", "=", which.token);
  else if ("expiredBefore" in which) query = query.where("claimed_until", "<", which.expiredBefore);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Gives one URL back to the queue (a throttled or failed attempt to try again later). */
export async function requeueUrl(db: Kysely<Database>, urlId: number, token: string): Promise<void> {
  await db
    .updateTable("crawl_urls")
    .set({ state: "queued", claimed_by: null, claimed_until: null })
    .where("id", "=", urlId)
    .where("claimed_by", "=", token)
    .execute();
}

/** Moves the claims of `token` forward: a worker busy with a slow host keeps what it holds. */
export async function extendClaims(
  db: Kysely<Database>,
  crawlId: string,
  token: string,
  until: string,
): Promise<void> {
  await db
    .updateTable("crawl_urls")
    .set({ claimed_until: until })
    .where("crawl_id", "=", crawlId)
    .where("state", "=", "claimed")
    .where("claimed_by", "=", token)
    .execute();
}

export async function frontierCounts(db: Kysely<Database>, crawlId: string): Promise<FrontierCounts> {
  const rows = await db
    .selectFrom("crawl_urls")
    .select(["state", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("crawl_id", "=", crawlId)
    .groupBy("state")
    .execute();
  const counts: FrontierCounts = { queued: 0, claimed: 0, done: 0, skipped: 0 };
  for (const row of rows) {
    if (row.state in counts) counts[row.state as keyof FrontierCounts] = Number(row.count);
  }
  return counts;
}
