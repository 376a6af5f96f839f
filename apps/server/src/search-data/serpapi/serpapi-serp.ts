import { ProviderError } from "../provider-error";
import {
  type OrganicResult,
  RANK_DEPTH,
  type RankOutcome,
  type RankQuery,
  type RankSource,
} from "../rank-source";
import { normaliseFeatures, SERPAPI_FEATURES } from "../serp-features";
import type { SerpApiBody, SerpApiClient } from "./serpapi-client";
import { serpApiMarket } from "./serpapi-markets";

const PROVIDER = "SerpApi";
/**
 * Google shows 10 results a page and stopped taking `num=100` in September 2025 (SerpApi's own
 * notice; ppc.land, "SerpApi's workaround blocked"), so reading {@link RANK_DEPTH} deep takes up
 * to 10 searches, `start` 0, 10, … 90, each one of the plan's searches.
 */
const PAGE = 10;
const PAGES = Math.ceil(RANK_DEPTH / PAGE);
/**
 * USD per search on the $75 plan of 5,000 searches a month (research: crawl-anchors.md §3);
 * SerpApi bills a plan, not a search, so this is what one search uses of it. A query reads up to
 * {@link PAGES} pages: $0.15 at most, less when Google has fewer results.
 */
export const SERPAPI_SEARCH_PRICE = 0.015;
/** Google's answer to a query it has nothing for: an empty results page, not a failure. */
const NO_RESULTS = "Google hasn't returned any results for this query.";

interface OrganicItem {
  position?: number;
  link?: string;
  title?: string;
}

/**
 * Google's organic results from SerpApi's Google Search API (`/search.json?engine=google`), live
 * only (SerpApi has no cheaper queue). A search SerpApi failed (`search_metadata.status`
 * "Error", or a refused parameter) is that query's failure; a refused key, spent searches, the
 * hourly limit or an outage throw `ProviderError`.
 */
export function serpApiSerp(client: SerpApiClient, now: () => Date = () => new Date()): RankSource {
  return {
    provider: PROVIDER,
    pricePerQuery: { live: SERPAPI_SEARCH_PRICE * PAGES, queued: null },
    async checkLive(queries, signal) {
      const outcomes: RankOutcome[] = [];
      for (const query of queries) {
        signal?.throwIfAborted();
        outcomes.push(await checkOne(client, query, now));
      }
      return outcomes;
    },
  };
}

async function checkOne(client: SerpApiClient, query: RankQuery, now: () => Date): Promise<RankOutcome> {
  const market = serpApiMarket(query.locationCode);
  if (!market)
    return failed(`${PROVIDER}: no market for location ${query.locationCode} (one of KEYWORD_MARKETS).`);
  const organic: OrganicResult[] = [];
  const features: string[] = [];
  let checkedAt: Date | null = null;
  for (let page = 0; page < PAGES; page++) {
    let body: SerpApiBody;
    try {
      body = await client.get("/search.json", {
        engine: "google",
        q: query.keyword,
        google_domain: market.googleDomain,
        gl: market.gl,
        hl: query.languageCode,
        location: market.location,
        device: query.device,
        start: page === 0 ? undefined : page * PAGE,
      });
    } catch (error) {
      // A search SerpApi refused (400: a parameter) is this query's; the rest is the account's.
      if (error instanceof ProviderError && error.failure === "PROVIDER_REJECTED")
        return { ok: false, error };
      throw error;
    }
    const metadata = (body.search_metadata ?? {}) as { status?: string; processed_at?: string };
    checkedAt ??= dateOf(metadata.processed_at);
    const said = typeof body.error === "string" ? body.error : null;
    if (said === NO_RESULTS) break;
    if (metadata.status === "Error" || said !== null)
      return failed(`${PROVIDER}: ${client.scrub(said ?? "the search failed")}`, "PROVIDER_UNAVAILABLE");
    if (page === 0)
      features.push(...Object.keys(body).filter((key) => key in SERPAPI_FEATURES && present(body[key])));
    const items = Array.isArray(body.organic_results) ? (body.organic_results as OrganicItem[]) : [];
    for (const [index, item] of items.entries()) {
      if (!item.link) continue;
      // SerpApi numbers positions from the page's start; counted here when it does not.
      const position = typeof item.position === "number" ? item.position : page * PAGE + index + 1;
      if (
        position > RANK_DEPTH ||
        organic.some((known) => known.url === item.link && known.position === position)
      )
        continue;
      organic.push({ position, url: item.link, title: item.title ?? null });
    }
    const pagination = body.serpapi_pagination as { next?: string } | undefined;
    if (items.length === 0 || !pagination?.next) break;
  }
  organic.sort((a, b) => a.position - b.position);
  return {
    ok: true,
    reading: {
      organic,
      features: normaliseFeatures(features, SERPAPI_FEATURES),
      checkedAt: checkedAt ?? now(),
      // SerpApi bills a monthly plan and says no price per search.
      cost: null,
    },
  };
}

/** SerpApi's "2026-11-28 10:00:00 UTC". */
function dateOf(text: string | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text.replace(" UTC", "Z").replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}

function present(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== false;
}

function failed(
  message: string,
  failure: "PROVIDER_REJECTED" | "PROVIDER_UNAVAILABLE" = "PROVIDER_REJECTED",
): RankOutcome {
  return { ok: false, error: new ProviderError(failure, PROVIDER, message) };
}
