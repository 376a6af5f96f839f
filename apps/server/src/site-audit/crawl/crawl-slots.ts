import type { Kysely } from "kysely";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import { lockWorkspace } from "../../workspaces/lock-workspace";

/**
 * Fair crawling (issue 25, ADR 019). A process runs CRAWL_SLOTS crawl jobs at once; which crawl
 * gets a slot, and for how long, is decided here, over the crawls table, so that it holds whatever
 * the job queue and however many workers share it:
 *
 * - a crawl's job priority is minus the number of its workspace's unfinished crawls started before
 *   it: every workspace's first crawl goes before any workspace's second (crawlPriority);
 * - a workspace runs at most its plan's `crawlsAtOnce` crawls at a time: a crawl is "running now"
 *   while a worker holds its lease (`running_until`), and taking one counts the others under the
 *   workspace's row lock (takeSlot);
 * - a crawl that has had its time slice gives its slot back when another crawl that could run is
 *   waiting (someoneWaits), and waits again from then (`waiting_since`), behind the others.
 */

/** A crawl's unfinished siblings in its workspace: the states that hold or wait for a slot. */
const UNFINISHED = ["queued", "running", "paused", "finishing"];
/** The states of a crawl that waits for a slot (a paused one does not: a person resumes it). */
const WAITING = ["queued", "running"];

export interface CrawlRef {
  id: string;
  workspace_id: string;
  created_at: string;
}

/** The job priority that puts every workspace's first crawl before any workspace's second. */
export async function crawlPriority(db: Kysely<Database>, crawl: CrawlRef): Promise<number> {
  const before = await db
    .selectFrom("crawls")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("workspace_id", "=", crawl.workspace_id)
    .where("state", "in", UNFINISHED)
    .where("id", "!=", crawl.id)
    .where((eb) =>
      eb.or([
        eb("created_at", "<", crawl.created_at),
        eb.and([eb("created_at", "=", crawl.created_at), eb("id", "<", crawl.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return -Number(before.n);
}

/**
 * Takes a slot for the crawl if its workspace runs fewer than `limit` crawls now (this one not
 * counted, so a shard of a crawl already running joins it): the lease until `until`. False when
 * the workspace is at its limit; the crawl keeps its place in the queue.
 */
export async function takeSlot(
  db: Kysely<Database>,
  input: { crawl: CrawlRef; limit: number; now: Date; until: Date },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await lockWorkspace(trx, input.crawl.workspace_id);
    const running = await runningNow(trx, input.crawl.workspace_id, input.now, input.crawl.id);
    if (running >= input.limit) return false;
    await trx
      .updateTable("crawls")
      .set({ running_until: input.until.toISOString(), waiting_since: null })
      .where("id", "=", input.crawl.id)
      .execute();
    return true;
  });
}

/** Keeps the slot while the crawl runs (a worker that dies stops renewing it, and the slot frees itself). */
export async function renewSlot(db: Kysely<Database>, crawlId: string, until: Date): Promise<void> {
  await db
    .updateTable("crawls")
    .set({ running_until: until.toISOString() })
    .where("id", "=", crawlId)
    .where("state", "in", WAITING)
    .execute();
}

/** Gives the slot back; `waitingFrom` when the crawl goes back to the queue (its new place), null when it stops waiting. */
export async function releaseSlot(
  db: Kysely<Database>,
  crawlId: string,
  waitingFrom: Date | null,
): Promise<void> {
  await db
    .updateTable("crawls")
    .set({ running_until: null, waiting_since: waitingFrom?.toISOString() ?? null })
    .where("id", "=", crawlId)
    .execute();
}

/** Marks a crawl as waiting for a slot from `at` (a resumed crawl). */
export async function startWaiting(db: Kysely<Database>, crawlId: string, at: Date): Promise<void> {
  await db.updateTable("crawls").set({ waiting_since: at.toISOString() }).where("id", "=", crawlId).execute();
}

/** The crawls waiting for a slot now, oldest first, with their workspace's plan. */
export async function waitingCrawls(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom("crawls")
    .innerJoin("workspaces", "workspaces.id", "crawls.workspace_id")
    .select([
      "crawls.id",
      "crawls.workspace_id",
      "crawls.created_at",
      "crawls.waiting_since",
      "workspaces.plan",
    ])
    .where("crawls.state", "in", WAITING)
    .where("crawls.waiting_since", "is not", null)
    .where((eb) =>
      eb.or([eb("crawls.running_until", "is", null), eb("crawls.running_until", "<=", now.toISOString())]),
    )
    .orderBy("crawls.waiting_since")
    .orderBy("crawls.id")
    .execute();
}

/** Crawls of the workspace that a worker runs now. */
export async function runningNow(
  db: Kysely<Database>,
  workspaceId: string,
  now: Date,
  except?: string,
): Promise<number> {
  let query = db
    .selectFrom("crawls")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .where("state", "in", WAITING)
    .where("running_until", ">", now.toISOString());
  if (except) query = query.where("id", "!=", except);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Whether a crawl other than `crawlId` waits that could run if a slot freed: its workspace runs
 * fewer crawls than its plan allows. A crawl whose workspace is at its limit waits for its own
 * workspace's crawls, and giving a slot up for it would only churn.
 */
export async function someoneWaits(
  db: Kysely<Database>,
  input: { crawlId: string; now: Date; crawlsAtOnce: (plan: string) => number },
): Promise<boolean> {
  const waiting = (await waitingCrawls(db, input.now)).filter((crawl) => crawl.id !== input.crawlId);
  const checked = new Map<string, boolean>();
  for (const crawl of waiting) {
    let free = checked.get(crawl.workspace_id);
    if (free === undefined) {
      free = (await runningNow(db, crawl.workspace_id, input.now)) < input.crawlsAtOnce(crawl.plan);
      checked.set(crawl.workspace_id, free);
    }
    if (free) return true;
  }
  return false;
}

/**
 * Where a waiting crawl stands, and why it waits; null when it does not wait (it runs, is paused
 * or finished). The order is the queue's: priority (a workspace's first crawls first), then the
 * time each started waiting.
 */
export async function queuePlace(
  db: Kysely<Database>,
  crawl: {
    id: string;
    workspace_id: string;
    state: string;
    running_until: string | null;
    waiting_since: string | null;
  },
  now: Date,
  crawlsAtOnce: number,
): Promise<{ position: number; reason: string } | null> {
  const runsNow = crawl.running_until !== null && crawl.running_until > now.toISOString();
  if (!WAITING.includes(crawl.state) || crawl.waiting_since === null || runsNow) return null;
  const [waiting, unfinished] = await Promise.all([
    waitingCrawls(db, now),
    db
      .selectFrom("crawls")
      .select(["id", "workspace_id", "created_at"])
      .where("state", "in", UNFINISHED)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  ]);
  // Each crawl's rank among its workspace's unfinished crawls is minus its priority (crawlPriority).
  const rank = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const row of unfinished) {
    const before = seen.get(row.workspace_id) ?? 0;
    rank.set(row.id, before);
    seen.set(row.workspace_id, before + 1);
  }
  const ordered = [...waiting].sort(
    (a, b) =>
      (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0) ||
      a.waiting_since!.localeCompare(b.waiting_since!) ||
      a.id.localeCompare(b.id),
  );
  const position = ordered.findIndex((row) => row.id === crawl.id) + 1;
  if (position === 0) return null;
  if ((await runningNow(db, crawl.workspace_id, now)) >= crawlsAtOnce) {
    const plural = crawlsAtOnce === 1 ? "crawl" : "crawls";
    return {
      position,
      reason: `This workspace's plan runs ${crawlsAtOnce} ${plural} at a time: this one starts when one of the running ones finishes or pauses.`,
    };
  }
  const ahead = position - 1;
  return {
    position,
    reason:
      ahead === 0
        ? "Next to start: waiting for a free crawl slot on this server."
        : `Waiting for a free crawl slot on this server: ${ahead} ${ahead === 1 ? "crawl" : "crawls"} ahead.`,
  };
}
