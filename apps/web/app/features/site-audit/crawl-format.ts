import type { Crawl, CrawlState, CrawlSummary } from "@ranklens/shared";
import { NOT_AVAILABLE } from "../../lib/report-format";

/** How a crawl's numbers read on the site audit screens; a value the API did not give is N/A. */

export const CRAWL_STATE_LABELS: Record<CrawlState, string> = {
  queued: "Queued",
  running: "Running",
  paused: "Paused",
  finishing: "Computing issues",
  completed: "Completed",
  cancelled: "Cancelled",
  failed: "Failed",
};

/** What a crawl fetched, as its header says it (a spider crawl, the usual kind, says nothing). */
export function crawlModeLabel(crawl: Pick<Crawl, "mode" | "sitemapUrl" | "settings">): string | null {
  if (crawl.mode === "list") return `List of ${formatCount(crawl.settings.maxPages)} URLs`;
  if (crawl.mode === "sitemap") return `URLs of ${crawl.sitemapUrl ?? "a sitemap"}`;
  return null;
}

/** States after which a crawl never changes again: polling stops. */
const FINISHED: ReadonlySet<CrawlState> = new Set(["completed", "cancelled", "failed"]);

export function isFinished(state: CrawlState): boolean {
  return FINISHED.has(state);
}

/** 1234 → "1,234". */
export function formatCount(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? value.toLocaleString("en-US") : NOT_AVAILABLE;
}

/** Seconds as "45 s", "3 min 5 s" or "2 h 4 min". */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) return NOT_AVAILABLE;
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

/** Pages per second with one decimal. */
export function formatRate(perSecond: number | null | undefined): string {
  return typeof perSecond === "number" && Number.isFinite(perSecond) ? perSecond.toFixed(1) : NOT_AVAILABLE;
}

/** Seconds from the crawl's start to its end (or to `now` while it has not ended); null before it started. */
export function elapsedSeconds(crawl: Pick<Crawl, "startedAt" | "finishedAt">, now: number): number | null {
  if (!crawl.startedAt) return null;
  const end = crawl.finishedAt ? Date.parse(crawl.finishedAt) : now;
  const start = Date.parse(crawl.startedAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.max(0, (end - start) / 1000);
}

/**
 * The progress bar: URLs crawled out of those known so far (crawled + queued), the whole capped
 * at the crawl's max pages, since the crawler stops there whatever is still queued.
 */
export function progressOf(crawl: Crawl): { done: number; total: number; percent: number } {
  const { crawled, queued } = crawl.progress;
  const total = Math.min(crawled + queued, crawl.settings.maxPages);
  const done = Math.min(crawled, total);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return { done, total, percent };
}

/**
 * The health score's change since the previous crawl ("+4", "−3", "±0"), or null when either
 * score is missing: no change is invented for a crawl that has nothing to compare with.
 */
export function healthChange(
  current: Pick<CrawlSummary, "healthScore">,
  previous: Pick<CrawlSummary, "healthScore"> | null | undefined,
): { delta: number; label: string } | null {
  if (current.healthScore === null || !previous || previous.healthScore === null) return null;
  const delta = current.healthScore - previous.healthScore;
  const label = delta > 0 ? `+${delta}` : delta < 0 ? `−${Math.abs(delta)}` : "±0";
  return { delta, label };
}

/**
 * The card's title: the state, and a waiting crawl's place in the queue (a queued crawl, or a
 * running one between two time slices while others have their turn).
 */
export function crawlTitle(crawl: Pick<Crawl, "state" | "queue">): string {
  const state = `Crawl ${CRAWL_STATE_LABELS[crawl.state].toLowerCase()}`;
  if (!crawl.queue) return state;
  const place = `number ${crawl.queue.position} in line`;
  return crawl.state === "running" ? `${state}, waiting for its next turn: ${place}` : `${state}: ${place}`;
}
