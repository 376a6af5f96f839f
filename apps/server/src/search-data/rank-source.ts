import type { RankDevice } from "@ranklens/shared";
import type { ProviderError } from "./provider-error";

/**
 * The `RankSource` port (issue 30, ADRs 038 and 039): where a keyword ranks in Google's results, read from
 * a SERP provider the workspace connected. Adapters: DataForSEO (`dataforseo/`, live and its
 * standard task queue) and SerpApi (`serpapi/`, live). An adapter reports the results page as the
 * provider saw it; which of them is the project's page is the tracker's business
 * (`rank-tracking/`), so every adapter is judged by the same rules.
 */

export { RANK_DEPTH, type RankDevice } from "@ranklens/shared";

/** One keyword to look up: in which market, language and device. */
export interface RankQuery {
  keyword: string;
  /** DataForSEO's location code (2840 = United States); each adapter maps it to its own parameters. */
  locationCode: number;
  /** ISO 639-1 ("en"). */
  languageCode: string;
  device: RankDevice;
}

/** One organic result, in the order Google showed them. */
export interface OrganicResult {
  /** The organic position, 1-based, counting organic results only (DataForSEO's `rank_group`). */
  position: number;
  url: string;
  title: string | null;
}

/** One results page as the provider read it. */
export interface SerpReading {
  /** The organic results, at most RANK_DEPTH (100), by position. */
  organic: OrganicResult[];
  /**
   * The SERP features on the page, by the provider's own names normalised to ours
   * ("featured_snippet", "people_also_ask", "local_pack", "top_stories", "video", "images",
   * "shopping", "knowledge_graph", "ai_overview", …).
   */
  features: string[];
  /** When the provider read the page. */
  checkedAt: Date;
  /** What this query cost in USD, when the provider says; null when it does not. */
  cost: number | null;
}

/** One query's outcome: its reading, or why there is none. Never a position invented from a failure. */
export type RankOutcome = { ok: true; reading: SerpReading } | { ok: false; error: ProviderError };

export interface RankSource {
  /** The provider's name, shown beside every position it gave. */
  readonly provider: string;
  /**
   * Reads the queries' result pages now ("Check now"; the only check called real-time). One
   * outcome per query, in order; a failure of one query is that query's outcome, a failure of
   * the whole request (refused credentials, outage) throws `ProviderError`.
   */
  checkLive(queries: readonly RankQuery[], signal?: AbortSignal): Promise<RankOutcome[]>;
  /**
   * The provider's cheaper queue, when it has one (DataForSEO's standard queue, about 5 minutes):
   * posts the queries and returns a ticket per query to collect later. Absent: schedules use
   * `checkLive`.
   */
  readonly queue?: RankQueue;
  /** USD per query, live and queued, as the provider prices them today, for the cost estimate. */
  readonly pricePerQuery: { live: number; queued: number | null };
}

/** A query posted to a provider's queue: its ticket, or why the provider refused it. */
export type PostedQuery = { ok: true; ticket: string } | { ok: false; error: ProviderError };

export interface RankQueue {
  /**
   * Posts the queries; per query, in order, its ticket (the provider's task id) to collect later,
   * or the provider's refusal at posting (an unknown location), which is that query's failed
   * reading at once rather than a ticket that never becomes ready. Only our own tasks are listed
   * by `ready` (DataForSEO: tagged "ranklens").
   */
  post(queries: readonly RankQuery[]): Promise<PostedQuery[]>;
  /** The tickets whose results are ready now, of those posted (at most the provider's page). */
  ready(): Promise<string[]>;
  /** A ready ticket's outcome. */
  collect(ticket: string): Promise<RankOutcome>;
}
