/**
 * The politeness clock: when the crawler may next request a page from a host. Pure: no timers,
 * no I/O; the caller passes the time (milliseconds, any epoch — `Date.now()` in production) with
 * every event and question, so tests run it on a fake clock.
 *
 * Per host:
 * - Rate: requests leave at least `1000 / requestsPerSecond` ms apart, or robots.txt's
 *   Crawl-delay apart when that is stricter (longer). A Crawl-delay above `maxCrawlDelaySeconds`
 *   (default 60) is capped there, so a "Crawl-delay: 86400" cannot stall a crawl for a day; the
 *   caller should report the cap. Spacing counts from when a request really went out: an HTTP
 *   client may hold a request it was handed (a connection still opening; undici writes to a
 *   reused keep-alive socket only after a turn of the event loop, which a busy process makes
 *   long). So a caller that can see the send reports `requestDispatched`, then `requestSent`,
 *   and no other request to the host starts in between — else the held request and the next one
 *   would leave together. `requestStarted` is both at once, for a caller that cannot see it.
 * - Concurrency: at most `concurrency` requests in flight; only one while a Crawl-delay applies
 *   (it asks for a pause *between* requests, which overlapping requests would not give).
 * - Throttling: a 429 or 503 blocks the host until its Retry-After (seconds or an HTTP date,
 *   capped at `maxRetryAfterMs`, default 1 h), or, without a usable one, for an exponential
 *   backoff: `backoffBaseMs` (1 s) doubled for each throttled response in a row, up to
 *   `maxBackoffMs` (5 min). A response that is not throttled resets the doubling.
 * - Failures: network errors (no status), 429, and 5xx count as consecutive failures; any other
 *   response resets the count. At `maxConsecutiveFailures` (default 10) the host is paused until
 *   `resume(host)`: a site that keeps failing is down or blocking us, and hammering it on backoff
 *   helps no one. 4xx other than 429 are the site's answers about pages, not failures.
 *
 * Hosts are compared as given: pass `url.host` (with its port) so two servers on one name differ.
 */

export interface PolitenessConfig {
  requestsPerSecond: number;
  concurrency: number;
  maxConsecutiveFailures?: number;
  backoffBaseMs?: number;
  maxBackoffMs?: number;
  maxRetryAfterMs?: number;
  maxCrawlDelaySeconds?: number;
}

/** How a request ended: its HTTP status, or no status for a network error or timeout. */
export interface RequestOutcome {
  status?: number;
  /** The Retry-After header as received, if any. */
  retryAfter?: string | null;
}

export interface PauseReason {
  reason: "consecutive-failures";
  failures: number;
}

export interface HostSlot {
  /** Whether a request may start now: not paused, a slot free, none waiting to be sent and `now ≥ nextAllowedAt`. */
  canStart: boolean;
  /**
   * The earliest time the next request may start, never before `now` (paused or slots full aside;
   * while a request waits to be sent, its send moves this later).
   */
  nextAllowedAt: number;
  /** Whether fewer than the allowed number of requests are in flight. */
  slotFree: boolean;
  /** Whether a request dispatched to the host has not been reported sent yet (none starts until it is). */
  awaitingSend: boolean;
  paused: PauseReason | null;
}

interface HostState {
  inFlight: number;
  /** Dispatched requests not yet reported sent: 0 or 1, since none starts while one waits. */
  unsent: number;
  lastStartAt: number;
  blockedUntil: number;
  throttledInARow: number;
  failuresInARow: number;
  crawlDelayMs: number;
  paused: PauseReason | null;
}

export const POLITENESS_DEFAULTS = {
  maxConsecutiveFailures: 10,
  backoffBaseMs: 1_000,
  maxBackoffMs: 5 * 60_000,
  maxRetryAfterMs: 60 * 60_000,
  maxCrawlDelaySeconds: 60,
} as const;

export class PolitenessClock {
  private readonly hosts = new Map<string, HostState>();
  private readonly intervalMs: number;
  private readonly settings: Required<PolitenessConfig>;

  constructor(config: PolitenessConfig) {
    if (!(config.requestsPerSecond > 0)) throw new RangeError("requestsPerSecond must be above 0.");
    if (!(config.concurrency >= 1)) throw new RangeError("concurrency must be at least 1.");
    const d = POLITENESS_DEFAULTS;
    this.settings = {
      requestsPerSecond: config.requestsPerSecond,
      concurrency: config.concurrency,
      maxConsecutiveFailures: config.maxConsecutiveFailures ?? d.maxConsecutiveFailures,
      backoffBaseMs: config.backoffBaseMs ?? d.backoffBaseMs,
      maxBackoffMs: config.maxBackoffMs ?? d.maxBackoffMs,
      maxRetryAfterMs: config.maxRetryAfterMs ?? d.maxRetryAfterMs,
      maxCrawlDelaySeconds: config.maxCrawlDelaySeconds ?? d.maxCrawlDelaySeconds,
    };
    this.intervalMs = 1000 / config.requestsPerSecond;
  }

  /** robots.txt's Crawl-delay for `host` (seconds); null or 0 removes it. */
  setCrawlDelay(host: string, seconds: number | null): void {
    const capped = Math.min(Math.max(seconds ?? 0, 0), this.settings.maxCrawlDelaySeconds);
    this.state(host).crawlDelayMs = Number.isFinite(capped) ? capped * 1000 : 0;
  }

  /** Where `host` stands at `now`. */
  slot(host: string, now: number): HostSlot {
    const state = this.hosts.get(host);
    if (!state)
      return { canStart: true, nextAllowedAt: now, slotFree: true, awaitingSend: false, paused: null };
    const nextAllowedAt = Math.max(now, state.lastStartAt + this.spacingMs(state), state.blockedUntil);
    const slotFree = state.inFlight < this.concurrencyOf(state);
    const awaitingSend = state.unsent > 0;
    return {
      canStart: state.paused === null && slotFree && !awaitingSend && nextAllowedAt === now,
      nextAllowedAt,
      slotFree,
      awaitingSend,
      paused: state.paused,
    };
  }

  /** The earliest time the next request to `host` may start. */
  nextAllowedAt(host: string, now: number): number {
    return this.slot(host, now).nextAllowedAt;
  }

  /** A request to `host` went out at `now` (dispatched and sent at once). */
  requestStarted(host: string, now: number): void {
    this.requestDispatched(host, now);
    this.requestSent(host, now);
  }

  /**
   * A request to `host` was handed to the HTTP client at `now`, which may hold it before it goes
   * out. It takes a slot, and no other request to the host starts until `requestSent`.
   */
  requestDispatched(host: string, now: number): void {
    const state = this.state(host);
    state.inFlight++;
    state.unsent++;
    state.lastStartAt = now;
  }

  /**
   * The dispatched request to `host` went out at `now` (was written to its connection): spacing counts
   * from here. Report a request that ended without going out (a refused connection) here too, when
   * it ends; spacing then counts from its end, erring on the polite side.
   */
  requestSent(host: string, now: number): void {
    const state = this.state(host);
    state.unsent = Math.max(0, state.unsent - 1);
    state.lastStartAt = now;
  }

  requestFinished(host: string, now: number, outcome: RequestOutcome): void {
    const state = this.state(host);
    state.inFlight = Math.max(0, state.inFlight - 1);
    // A request that ended is no longer waiting to be sent, even if nobody said so.
    state.unsent = Math.min(state.unsent, state.inFlight);
    const status = outcome.status;
    const throttled = status === 429 || status === 503;
    const failed = status === undefined || status === 429 || status >= 500;

    if (throttled) {
      state.throttledInARow++;
      const retryAfterMs = parseRetryAfter(outcome.retryAfter, now);
      const delayMs =
        retryAfterMs !== null
          ? Math.min(retryAfterMs, this.settings.maxRetryAfterMs)
          : Math.min(
              this.settings.backoffBaseMs * 2 ** (state.throttledInARow - 1),
              this.settings.maxBackoffMs,
            );
      state.blockedUntil = Math.max(state.blockedUntil, now + delayMs);
    } else {
      state.throttledInARow = 0;
    }

    if (!failed) {
      state.failuresInARow = 0;
      return;
    }
    state.failuresInARow++;
    if (state.failuresInARow >= this.settings.maxConsecutiveFailures && state.paused === null) {
      state.paused = { reason: "consecutive-failures", failures: state.failuresInARow };
    }
  }

  /** Lifts a pause (the user chose to go on); the failure count starts again. */
  resume(host: string): void {
    const state = this.hosts.get(host);
    if (!state) return;
    state.paused = null;
    state.failuresInARow = 0;
  }

  private spacingMs(state: HostState): number {
    return Math.max(this.intervalMs, state.crawlDelayMs);
  }

  private concurrencyOf(state: HostState): number {
    return state.crawlDelayMs > 0 ? 1 : this.settings.concurrency;
  }

  private state(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      state = {
        inFlight: 0,
        unsent: 0,
        lastStartAt: Number.NEGATIVE_INFINITY,
        blockedUntil: Number.NEGATIVE_INFINITY,
        throttledInARow: 0,
        failuresInARow: 0,
        crawlDelayMs: 0,
        paused: null,
      };
      this.hosts.set(host, state);
    }
    return state;
  }
}

/**
 * Retry-After (RFC 9110 §10.2.3) as a delay from `now` in ms: delay-seconds (digits only) or an
 * HTTP date (a date in the past is no delay). Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its weekday and month in letters; this keeps Date.parse from reading "1.5" or "-3".
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
