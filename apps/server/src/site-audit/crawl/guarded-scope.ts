import type { CrawlScope, ScopeDecision } from "@ranklens/engine/site";
import { CrawlFailure } from "./crawl-failure";

export interface ScopeGuardLimits {
  /** Longest one URL's decision may take; past it the crawl fails (microseconds usually; 30 ms for the worst pattern the limits allow on a 2,000-character URL: bench/patterns.ts). */
  perUrlMs: number;
  /** Most time all decisions of one crawl run may take together. */
  totalMs: number;
  /** Longest stretch of decisions before other work gets the event loop (prepare). */
  sliceMs: number;
}

export const SCOPE_GUARD_LIMITS: ScopeGuardLimits = { perUrlMs: 200, totalMs: 30_000, sliceMs: 10 };

/** Decisions remembered at most; past it the memory starts again (a page leads to at most tens of thousands). */
const REMEMBERED = 100_000;

/**
 * The crawl's scope with a CPU guard (issue 25: no user input may keep the event loop busy). The
 * user's include/exclude patterns run on a linear-time engine with bounded size, so one decision
 * takes microseconds; this guard is the second line: a decision that takes longer than
 * `perUrlMs`, or decisions that add up to `totalMs` in one run, fail the crawl with the reason
 * (CrawlFailure: not retried) instead of holding the process.
 *
 * Decisions are made ahead of the page's transaction by `prepare`, which yields to other work
 * every `sliceMs`, and remembered: inside the transaction `decide` only looks them up. A URL's decision at depth 0 holds at any depth, except that an in-scope URL deeper than
 * `maxDepth` is too deep (the scope checks depth last).
 */
export class GuardedScope {
  private readonly decided = new Map<string, ScopeDecision>();
  private spentMs = 0;

  constructor(
    private readonly scope: CrawlScope,
    private readonly maxDepth: number,
    private readonly limits: ScopeGuardLimits = SCOPE_GUARD_LIMITS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Decides the URLs not decided yet, yielding now and then. */
  async prepare(urls: Iterable<string>): Promise<void> {
    if (this.decided.size > REMEMBERED) this.decided.clear();
    let sliceStart = this.clock();
    for (const url of urls) {
      if (this.decided.has(url)) continue;
      this.decided.set(url, this.timed(url));
      if (this.clock() - sliceStart >= this.limits.sliceMs) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = this.clock();
      }
    }
  }

  /** The URL's decision at `depth` (from `prepare` when it was prepared). */
  decide(url: string, depth: number): ScopeDecision {
    let decision = this.decided.get(url);
    if (decision === undefined) {
      decision = this.timed(url);
      this.decided.set(url, decision);
    }
    return decision.inScope && depth > this.maxDepth ? { inScope: false, reason: "too-deep" } : decision;
  }

  private timed(url: string): ScopeDecision {
    const started = this.clock();
    const decision = this.scope(url, 0);
    const took = this.clock() - started;
    this.spentMs += took;
    if (took > this.limits.perUrlMs) {
      throw new CrawlFailure(
        `The include/exclude patterns took ${Math.round(took)} ms to judge one URL (${url.slice(0, 200)}); the crawl stopped so that it cannot hold the server. Simplify the patterns and start the crawl again.`,
      );
    }
    if (this.spentMs > this.limits.totalMs) {
      throw new CrawlFailure(
        `The include/exclude patterns took more than ${Math.round(this.limits.totalMs / 1000)} s in all; the crawl stopped so that it cannot hold the server. Simplify the patterns and start the crawl again.`,
      );
    }
    return decision;
  }
}
