import type { CrawlFetcherOptions } from "@ranklens/engine";
import type { PageRenderer } from "@ranklens/engine/render";
import type { Kysely } from "kysely";
import type { AnalysisPool } from "../../analysis-pool";
import type { DialectName } from "../../db/dialect";
import type { Database } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";

/** What a crawl run needs, what it reports while it works, and how it ends (run-crawl.ts). */
export interface CrawlRunDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The clock for stored times (tests move it); politeness spacing uses real time. */
  now(): Date;
  publicUrl: string;
  /** Fetcher settings the deployment decides (private networks, resolver, dial log, timeouts). */
  fetch: Omit<CrawlFetcherOptions, "userAgent" | "connectionsPerOrigin">;
  /** Opens the site's stored staging access (headers, cookies, basic auth); absent: none is sent. */
  secrets?: SecretBox | null;
  /** The process's analysis threads; absent: pages are analysed on the crawl's own thread. */
  analysis?: AnalysisPool;
  /** Renders pages for crawls set to render JavaScript; null or absent when this server cannot. */
  renderer?: PageRenderer | null;
  /** Why this server cannot render (a crawl set to render fails with it). */
  renderingUnavailable?: string;
  /** Computes the crawl's site issues and health score (at the end, and now and then while it runs). */
  computeIssues(crawlId: string): Promise<void>;
}

export interface CrawlProgress {
  crawlId: string;
  done: number;
  queued: number;
  claimed: number;
  skipped: number;
  pagesPerSecond: number | null;
}

/**
 * How a run ended: the crawl finished, a person or the crawl itself paused or cancelled it, this
 * worker stopped, or the run gave its slot to waiting crawls (`shouldYield`) and resumes later.
 */
export type CrawlRunResult = "completed" | "paused" | "cancelled" | "stopped" | "failed" | "yielded";
