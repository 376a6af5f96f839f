import type { PolitenessClock } from "@ranklens/engine/site";
import type { Kysely } from "kysely";
import type { DialectName } from "../../db/dialect";
import type { Database } from "../../db/schema";
import { sleep } from "../../lib/sleep";
import { isCrawlFailure } from "./crawl-failure";
import { crawlState } from "./crawl-lifecycle";
import type { CrawlProgressReporter, IssueRefresher } from "./crawl-progress";
import { type ClaimedUrl, claimUrls, frontierCounts, releaseClaims, requeueUrl } from "./frontier";
import type { RobotsBook } from "./robots-book";
import type { VisitSignals } from "./visit-and-record";
import { MAX_URL_ATTEMPTS } from "./visit-url";

export interface DispatchContext {
  db: Kysely<Database>;
  dialect: DialectName;
  crawlId: string;
  /** This run's claim token. */
  token: string;
  /** Requests in flight at most (the crawl's concurrency). */
  concurrency: number;
  clock: PolitenessClock;
  robots: RobotsBook;
  now(): Date;
  claimUntil(): string;
  signal?: AbortSignal;
  heartbeat: CrawlProgressReporter;
  issues: IssueRefresher;
  shouldYield?(): Promise<boolean>;
  /** Visits and records one URL, telling the clock through `signals`. */
  visit(claimed: ClaimedUrl, signals: VisitSignals): Promise<void>;
}

/** Why the loop ended: the frontier is empty, this worker stops, the crawl left `running`, its slot goes to others, or a host keeps failing. */
export type DispatchEnd =
  | { kind: "drained" }
  | { kind: "stopped" }
  | { kind: "left-running"; state: string | undefined }
  | { kind: "yielded" }
  | { kind: "host-failing"; reason: string };

/** Claimed URLs taken per batch: enough to keep every slot busy between two claims. */
const claimBatch = (concurrency: number) => Math.max(16, concurrency * 4);
/**
 * Visits unfinished at most: `concurrency` requests in flight, and as many answered pages still
 * being analysed and stored. A slot is free again as soon as its request is answered, so the next
 * request goes out while the last page is processed; the bound keeps a site answering faster than
 * pages are stored from piling up answered pages (their HTML) in memory.
 */
const maxUnfinished = (concurrency: number) => concurrency * 2;
/** How long to wait while another worker holds the rest of the frontier. */
const OTHERS_HOLD_MS = 500;

/**
 * The crawl's dispatch loop (the pool, in Crawlee's words): claims URLs from the frontier in
 * batches and starts each when the politeness clock lets its host have another request, at most
 * `concurrency` at once; an answered page is analysed and stored while the next request is out.
 * Between dispatches it beats the heartbeat (claims, progress, a pause or cancel, a time slice to
 * give up) and refreshes the issues. A URL whose record fails goes back to the frontier; one that
 * keeps failing, or a CrawlFailure, ends the loop with that error. In-flight visits are settled
 * before it returns or throws.
 */
export async function dispatchLoop(context: DispatchContext): Promise<DispatchEnd> {
  const { db, crawlId, token, clock } = context;
  const inFlight = new Set<Promise<void>>();
  // Settles each time a dispatched request goes out: the loop waits on it while a host holds one back.
  let requestWentOut = nextSignal();
  // Settles each time a request is answered: its host's slot is free, though its visit goes on.
  let requestAnswered = nextSignal();
  let fatal: unknown = null;
  const buffer: ClaimedUrl[] = [];

  const dispatch = (claimed: ClaimedUrl, host: string) => {
    clock.requestDispatched(host, Date.now());
    // The clock holds the host until this request goes out (or ends without going out).
    let sent = false;
    let answered = false;
    const signals: VisitSignals = {
      sent() {
        if (sent) return;
        sent = true;
        clock.requestSent(host, Date.now());
        requestWentOut.resolve();
        requestWentOut = nextSignal();
      },
      answered(outcome) {
        answered = true;
        // A request that ended without going out (a refused connection) counts as sent first, as
        // the clock expects: spacing counts from there, then the slot is freed.
        signals.sent();
        clock.requestFinished(host, Date.now(), {
          ...(outcome.ok ? { status: outcome.response.status } : {}),
          retryAfter: outcome.ok ? (outcome.response.headers["retry-after"] ?? null) : null,
        });
        requestAnswered.resolve();
        requestAnswered = nextSignal();
      },
    };
    const task: Promise<void> = context
      .visit(claimed, signals)
      .catch(async (error: unknown) => {
        // A visit that failed before its request was answered (none went out, or the fetch itself
        // threw) still ends on the clock, as no answer: left in flight, the host's slot would be
        // held for good, and once every slot was, the crawl would wait forever.
        if (!answered) clock.requestFinished(host, Date.now(), { retryAfter: null });
        // A URL whose analysis failed (recorded as such at its last attempt: visit-url.ts) or whose
        // record could not be stored (a database hiccup, a deadlock victim) goes back to the queue
        // and the crawl goes on; a record that keeps failing stops this run with the error (the job
        // is retried, and the crawl resumes from its frontier). A CrawlFailure stops it at once.
        if (isCrawlFailure(error) || claimed.attempts >= MAX_URL_ATTEMPTS) fatal ??= error;
        else await requeueUrl(db, claimed.id, token).catch(() => {});
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };

  try {
    for (;;) {
      if (fatal !== null) throw fatal;
      if (context.signal?.aborted) return { kind: "stopped" };
      const now = Date.now();
      const heartbeatDue = context.heartbeat.isDue(now);
      // A pause or cancel is seen before every new batch, and at least once per heartbeat.
      if (heartbeatDue || buffer.length === 0) {
        const state = await crawlState(db, crawlId);
        if (state !== "running") return { kind: "left-running", state };
      }
      if (heartbeatDue) {
        await context.heartbeat.report(now);
        if (context.shouldYield && (await context.shouldYield())) return await drained({ kind: "yielded" });
      }
      await context.issues.refreshIfDue(now);
      if (buffer.length < context.concurrency) {
        await releaseClaims(db, crawlId, { expiredBefore: context.now().toISOString() });
        buffer.push(
          ...(await claimUrls(db, context.dialect, crawlId, {
            token,
            until: context.claimUntil(),
            limit: claimBatch(context.concurrency),
          })),
        );
      }
      if (buffer.length === 0) {
        if (inFlight.size > 0) {
          await Promise.race(inFlight);
          continue;
        }
        const counts = await frontierCounts(db, crawlId);
        if (counts.queued === 0 && counts.claimed === 0) return await drained({ kind: "drained" });
        // Another worker holds the rest; its claims come back here if it dies.
        await sleep(OTHERS_HOLD_MS, context.signal);
        continue;
      }
      if (inFlight.size >= maxUnfinished(context.concurrency)) {
        await Promise.race(inFlight);
        continue;
      }
      const next = buffer[0]!;
      const host = new URL(next.url).host;
      clock.setCrawlDelay(host, context.robots.crawlDelay(new URL(next.url).origin));
      const slot = clock.slot(host, Date.now());
      if (slot.paused) {
        const reason = `${host} failed ${slot.paused.failures} times in a row (no answer, 429 or 5xx). The crawl is paused; resume it when the site is back.`;
        return await drained({ kind: "host-failing", reason });
      }
      if (!slot.canStart) {
        if (!slot.slotFree && inFlight.size > 0) await Promise.race([requestAnswered.promise, ...inFlight]);
        else if (slot.awaitingSend) await Promise.race([requestWentOut.promise, ...inFlight]);
        else await sleep(Math.max(1, slot.nextAllowedAt - Date.now()), context.signal);
        continue;
      }
      buffer.shift();
      dispatch(next, host);
    }
  } finally {
    await Promise.allSettled(inFlight);
  }

  /** Ends the loop with `end` once every visit in flight is recorded; a visit's fatal error wins. */
  async function drained(end: DispatchEnd): Promise<DispatchEnd> {
    await Promise.all(inFlight);
    if (fatal !== null) throw fatal;
    return end;
  }
}

function nextSignal(): { promise: Promise<void>; resolve(): void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
