import { ProviderError } from "../provider-error";
import {
  type OrganicResult,
  type PostedQuery,
  RANK_DEPTH,
  type RankOutcome,
  type RankQuery,
  type RankSource,
  type SerpReading,
} from "../rank-source";
import { DATAFORSEO_FEATURES, normaliseFeatures } from "../serp-features";
import type { DataForSeoClient, DataForSeoTaskOutcome } from "./dataforseo-client";

const LIVE = "/v3/serp/google/organic/live/advanced";
const TASK_POST = "/v3/serp/google/organic/task_post";
const TASKS_READY = "/v3/serp/google/organic/tasks_ready";
const TASK_GET = "/v3/serp/google/organic/task_get/advanced";

/** Tasks one `task_post` takes (DataForSEO: "no more than 100 tasks", the rest get 40006). */
export const TASKS_PER_POST = 100;
/**
 * Live requests in flight at once. DataForSEO's live endpoints take one task per request (several
 * tasks a call only "with endpoints that use the standard method", its help center), within
 * 2,000 calls a minute; a few at a time keep "Check now" of a project's keywords to seconds.
 */
const LIVE_CONCURRENCY = 4;
/** Marks our tasks, so `ready` leaves alone those the same account posted from elsewhere. */
export const RANKLENS_TAG = "ranklens";

/**
 * USD per results page of 10 (dataforseo.com/pricing, Google Organic SERP API, read 2026-11):
 * live $0.002, standard queue $0.0006 (about 5 minutes, 45 at most). Each further page of the same
 * task costs 25% less (help center, "The cost of all additional SERP API parameters explained").
 */
export const DATAFORSEO_SERP_PAGE_PRICE = { live: 0.002, queued: 0.0006 };

/**
 * USD of one query read `depth` results deep: the first page at the base price, each further
 * page of 10 at 75% of it. Depth 100 is 7.75 pages' worth: $0.0155 live, $0.00465 queued (the
 * research's $0.0006 is one page, the top 10).
 */
export function dataForSeoSerpPrice(depth: number): { live: number; queued: number } {
  const pages = 1 + 0.75 * (Math.ceil(depth / 10) - 1);
  return {
    live: round(DATAFORSEO_SERP_PAGE_PRICE.live * pages),
    queued: round(DATAFORSEO_SERP_PAGE_PRICE.queued * pages),
  };
}

interface SerpItem {
  type: string;
  rank_group?: number | null;
  url?: string | null;
  title?: string | null;
}

interface SerpResult {
  keyword?: string;
  /** "2026-11-28 10:00:00 +00:00". */
  datetime?: string | null;
  item_types?: string[] | null;
  items?: SerpItem[] | null;
}

interface ReadyTask {
  id: string;
  tag?: string | null;
}

/**
 * Google's organic results from DataForSEO's SERP API, {@link RANK_DEPTH} deep: live
 * (`live/advanced`, "Check now") and the standard queue (`task_post`, `tasks_ready`,
 * `task_get/advanced`), at a third of the live price. A task DataForSEO failed is that query's
 * failure; a refused request (credentials, balance, rate limit, outage) throws `ProviderError`.
 */
export function dataForSeoSerp(client: DataForSeoClient, now: () => Date = () => new Date()): RankSource {
  return {
    provider: "DataForSEO",
    pricePerQuery: dataForSeoSerpPrice(RANK_DEPTH),
    async checkLive(queries, signal) {
      const outcomes: RankOutcome[] = new Array(queries.length);
      let next = 0;
      const worker = async () => {
        while (next < queries.length) {
          signal?.throwIfAborted();
          const index = next++;
          const [answer] = await client.postEach<SerpResult>(LIVE, [taskOf(queries[index]!)]);
          outcomes[index] = rankOutcome(answer!, now);
        }
      };
      await Promise.all(Array.from({ length: Math.min(LIVE_CONCURRENCY, queries.length) }, worker));
      return outcomes;
    },
    queue: {
      async post(queries) {
        const posted: PostedQuery[] = [];
        for (let i = 0; i < queries.length; i += TASKS_PER_POST) {
          const tasks = queries.slice(i, i + TASKS_PER_POST).map((query) => ({
            ...taskOf(query),
            tag: RANKLENS_TAG,
          }));
          for (const answer of await client.postEach<unknown>(TASK_POST, tasks))
            posted.push(answer.ok ? { ok: true, ticket: answer.id } : { ok: false, error: answer.error });
        }
        return posted;
      },
      async ready() {
        const tickets: string[] = [];
        for (const answer of await client.getEach<ReadyTask>(TASKS_READY)) {
          if (!answer.ok) throw answer.error;
          for (const task of answer.result) if (task.tag === RANKLENS_TAG) tickets.push(task.id);
        }
        return tickets;
      },
      async collect(ticket) {
        const [answer] = await client.getEach<SerpResult>(`${TASK_GET}/${encodeURIComponent(ticket)}`);
        if (!answer) return { ok: false, error: missing(ticket) };
        return rankOutcome(answer, now);
      },
    },
  };
}

function taskOf(query: RankQuery) {
  return {
    keyword: query.keyword,
    location_code: query.locationCode,
    language_code: query.languageCode,
    device: query.device,
    depth: RANK_DEPTH,
  };
}

function rankOutcome(answer: DataForSeoTaskOutcome<SerpResult>, now: () => Date): RankOutcome {
  if (!answer.ok) return { ok: false, error: answer.error };
  return { ok: true, reading: readingOf(answer.result[0], answer.cost, now) };
}

/** The page as DataForSEO read it: organic results by `rank_group`, the other item types as features. */
export function readingOf(result: SerpResult | undefined, cost: number, now: () => Date): SerpReading {
  const items = result?.items ?? [];
  const organic: OrganicResult[] = items
    .filter((item) => item.type === "organic" && typeof item.rank_group === "number" && item.url)
    .map((item) => ({
      position: item.rank_group as number,
      url: item.url as string,
      title: item.title ?? null,
    }))
    .sort((a, b) => a.position - b.position)
    .slice(0, RANK_DEPTH);
  const types = [...(result?.item_types ?? []), ...items.map((item) => item.type)];
  return {
    organic,
    features: normaliseFeatures(
      types.filter((type) => type !== "organic"),
      DATAFORSEO_FEATURES,
    ),
    checkedAt: dateOf(result?.datetime) ?? now(),
    // The standard queue bills at posting; `task_get` reports 0, which is not the query's price.
    cost: cost > 0 ? cost : null,
  };
}

/** DataForSEO's "2026-11-28 10:00:00 +00:00". */
function dateOf(text: string | null | undefined): Date | null {
  if (!text) return null;
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2}:\d{2})$/.exec(text.trim());
  const date = new Date(match ? `${match[1]}T${match[2]}${match[3]}` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function missing(ticket: string): ProviderError {
  return new ProviderError(
    "PROVIDER_UNAVAILABLE",
    "DataForSEO",
    `DataForSEO answered no task for ${ticket}.`,
  );
}

function round(usd: number): number {
  return Math.round(usd * 1e6) / 1e6;
}
