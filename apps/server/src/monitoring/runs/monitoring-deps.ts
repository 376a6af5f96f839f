import type { CrawlFetcherOptions, DetectedChange, PageObservation, SiteFileCache } from "@ranklens/engine";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Logger } from "../../lib/logger";

/** Who to tell about a run's changes: the alert e-mails (monitoring/alerts/notify-changes.ts), wired by the job kind. */
export type NotifyChanges = (input: { projectId: string; changeIds: string[] }) => Promise<void>;

/** What a monitoring run needs; the job kind builds it from the app's deps, tests and the bench build their own. */
export interface MonitoringDeps {
  db: Kysely<Database>;
  now: () => Date;
  logger: Logger;
  /**
   * One look at a page (the engine's observePage with the app's fetch policy); never throws for a
   * page that fails. A run passes one `siteFiles` for all its pages, so each site's robots.txt and
   * llms.txt are fetched once per run, not once per page.
   */
  observe: (url: string, run?: { siteFiles: SiteFileCache }) => Promise<PageObservation>;
  /** The engine's change detection: earlier observations (oldest first) against the new one. */
  detect: (history: PageObservation[], current: PageObservation) => DetectedChange[];
  notify: NotifyChanges;
  /** The fetcher competitors' robots.txt and sitemaps are read with (user agent, address policy). */
  fetch: Omit<CrawlFetcherOptions, "connectionsPerOrigin">;
  /** Pages observed at once by one run. */
  concurrency: number;
  /** Pages of one host observed at once: politeness towards the sites we watch. */
  perHost: number;
}

export const MONITORING_CONCURRENCY = 8;
export const MONITORING_PER_HOST = 2;
