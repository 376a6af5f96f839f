import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { CrawlProgress } from "./crawl-run";
import { extendClaims, frontierCounts } from "./frontier";

/**
 * The run's heartbeat, every `everyMs`: renews this run's claims (so no other worker takes the URLs
 * it is fetching) and reports the frontier's counts with the pages per second this run has made.
 */
export class CrawlProgressReporter {
  private last = 0;
  private readonly started = Date.now();
  private doneAtStart: number | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly crawlId: string,
    private readonly token: string,
    private readonly options: {
      everyMs: number;
      claimUntil(): string;
      onProgress?(progress: CrawlProgress): void | Promise<void>;
    },
  ) {}

  isDue(now: number): boolean {
    return now - this.last >= this.options.everyMs;
  }

  async report(now: number): Promise<void> {
    await extendClaims(this.db, this.crawlId, this.token, this.options.claimUntil());
    if (this.options.onProgress) {
      const counts = await frontierCounts(this.db, this.crawlId);
      this.doneAtStart ??= counts.done;
      const seconds = (now - this.started) / 1000;
      await this.options.onProgress({
        crawlId: this.crawlId,
        ...counts,
        pagesPerSecond:
          seconds >= 1 ? Math.round(((counts.done - this.doneAtStart) / seconds) * 10) / 10 : null,
      });
    }
    this.last = now;
  }
}

/** Recomputes the site issues every `everyMs` while the crawl runs, so the screens show them before the end. */
export class IssueRefresher {
  private last = Date.now();

  constructor(
    private readonly everyMs: number | undefined,
    private readonly compute: () => Promise<void>,
  ) {}

  async refreshIfDue(now: number): Promise<void> {
    if (this.everyMs === undefined || now - this.last < this.everyMs) return;
    await this.compute();
    this.last = Date.now();
  }
}
