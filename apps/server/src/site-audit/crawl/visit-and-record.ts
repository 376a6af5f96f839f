import type { CrawlFetcher, CrawlFetchOutcome } from "@ranklens/engine";
import type { Kysely } from "kysely";
import type { DialectName } from "../../db/dialect";
import type { Database } from "../../db/schema";
import type { AdmissionRules } from "./admit-urls";
import { type ClaimedUrl, requeueUrl } from "./frontier";
import type { PageLinks } from "./record-page";
import { ClaimLostError, recordPage } from "./record-page";
import type { RobotsBook } from "./robots-book";
import { type Visit, type VisitContext, visitUrl } from "./visit-url";

/** What one URL's visit needs: the fetch side (visitUrl's context) and where its record goes. */
export interface VisitAndRecordContext extends Omit<VisitContext, "onRequestSent"> {
  db: Kysely<Database>;
  dialect: DialectName;
  /** This run's claim token: a URL whose claim was lost meanwhile is not recorded. */
  token: string;
  rules: AdmissionRules;
  fetcher: CrawlFetcher;
  robots: RobotsBook;
  /** Whether a URL is on a host the crawl fetches from (only those hosts' robots.txt matter). */
  onSite(url: string): boolean;
}

/** What the politeness clock hears of a visit: when its request went out, and how it was answered. */
export interface VisitSignals {
  /** Called once when the request goes out, or when the visit ends without one. */
  sent(): void;
  /** Called once when the request is answered or failed, before the page is analysed and stored. */
  answered(outcome: CrawlFetchOutcome): void;
}

/**
 * Visits one claimed URL and stores what it found: a URL worth another attempt goes back to the
 * frontier; otherwise the robots.txt of every new host it leads to is read first (every URL the
 * frontier admits is judged by its host's rules), then the page, its links and its new URLs are
 * recorded in one transaction (record-page.ts).
 */
export async function visitAndRecord(
  claimed: ClaimedUrl,
  context: VisitAndRecordContext,
  signals: VisitSignals,
): Promise<void> {
  let result: Visit;
  try {
    result = await visitUrl(claimed, {
      ...context,
      onRequestSent: signals.sent,
      onAnswered: signals.answered,
    });
  } finally {
    signals.sent();
  }
  if (result.kind === "retry") {
    await requeueUrl(context.db, claimed.id, context.token);
    return;
  }
  const leadsTo = result.record.summary ? urlsOf(result.record.summary) : [];
  if (result.record.redirectTarget !== null) leadsTo.push(result.record.redirectTarget);
  await context.rules.scope.prepare(leadsTo);
  if (leadsTo.length > 0) await context.robots.load(leadsTo, context.fetcher, context.onSite);
  try {
    await recordPage(context.db, context.dialect, context.rules, { ...result.record, token: context.token });
  } catch (error) {
    if (!(error instanceof ClaimLostError)) throw error;
  }
}

function urlsOf(summary: PageLinks): string[] {
  const urls: string[] = [];
  for (const block of summary.blocks) for (const link of block.links) urls.push(link.url);
  urls.push(...summary.resources, ...summary.hreflang.map((entry) => entry.url));
  if (summary.canonical) urls.push(summary.canonical);
  return urls;
}
