import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One call the fake SerpApi received: its path and query parameters (the key among them). */
export interface FakeSerpApiRequest {
  path: string;
  params: Record<string, string>;
}

/** A keyword's Google results page on the fake, as SerpApi's Google Search API reads it. */
export interface FakeSerpApiPage {
  /** The organic results, in order (paged 10 at a time, as Google shows them now). */
  organic: Array<{ url: string; title?: string }>;
  /** SerpApi's keys of the page's other elements ("answer_box", "related_questions", "inline_videos"…). */
  features?: string[];
  /** The search fails: `search_metadata.status` "Error" with this `error`. */
  error?: string;
}

/**
 * A local stand-in for serpapi.com speaking its protocol (serpapi.com/search-api): the key as
 * `api_key` (401 when wrong), `/account.json` (free) and `/search.json?engine=google` paged by
 * `start`, each search counted against the month's; 429 for spent searches or the hourly limit;
 * a failed search as `search_metadata.status` "Error"; an empty results page as Google's
 * "hasn't returned any results" message.
 */
export interface FakeSerpApi {
  /** e.g. http://127.0.0.1:PORT, for SERPAPI_API_BASE. */
  url: string;
  requests: FakeSerpApiRequest[];
  /** The results pages of keywords (lower case); a keyword without one has no results. */
  pages: Map<string, FakeSerpApiPage>;
  /** Searches left this month, as `/account.json` reports them; each search uses one. */
  searchesLeft: number;
  /** Answers the next calls with this HTTP status and `error` message, or null for normal answers. */
  failWithHttp(status: number | null, error?: string): void;
  close(): Promise<void>;
}

export const FAKE_SERPAPI_ACCOUNT_EMAIL = "ranks@bakery.example";
/** SerpApi's canonical locations the fake accepts (those of our markets). */
const LOCATIONS = new Set([
  "United States",
  "United Kingdom",
  "Canada",
  "Australia",
  "Germany",
  "France",
  "Spain",
  "Italy",
  "Netherlands",
  "Brazil",
  "India",
]);

export async function startFakeSerpApi(apiKey: string): Promise<FakeSerpApi> {
  const requests: FakeSerpApiRequest[] = [];
  const pages = new Map<string, FakeSerpApiPage>();
  let httpFailure: { status: number; error: string } | null = null;
  const fake = { searchesLeft: 250 };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const params = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, params });
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (params.api_key !== apiKey) {
      send(401, {
        error: "Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key",
      });
      return;
    }
    if (httpFailure) {
      send(httpFailure.status, { error: httpFailure.error });
      return;
    }
    if (url.pathname === "/account.json") {
      send(200, {
        account_id: "5f0c0000",
        api_key: apiKey,
        account_email: FAKE_SERPAPI_ACCOUNT_EMAIL,
        plan_id: "big_data",
        plan_name: "Big Data Plan",
        searches_per_month: 5000,
        plan_searches_left: fake.searchesLeft,
        extra_credits: 0,
        total_searches_left: fake.searchesLeft,
        this_month_usage: 5000 - fake.searchesLeft,
        account_rate_limit_per_hour: 1000,
      });
      return;
    }
    if (url.pathname !== "/search.json") {
      send(404, { error: "Not found." });
      return;
    }
    if (params.engine !== "google" || !params.q) {
      send(400, { error: "Missing query `q` parameter." });
      return;
    }
    if (params.location && !LOCATIONS.has(params.location)) {
      send(400, { error: "Unsupported `location` parameter." });
      return;
    }
    if (fake.searchesLeft <= 0) {
      send(429, { error: "Your account has run out of searches." });
      return;
    }
    fake.searchesLeft -= 1;
    const start = Number(params.start ?? 0);
    const page = pages.get(params.q.toLowerCase());
    const metadata = (status: string) => ({
      id: `fake-${requests.length}`,
      status,
      created_at: "2026-11-28 10:00:00 UTC",
      processed_at: "2026-11-28 10:00:01 UTC",
      total_time_taken: 1.2,
    });
    if (page?.error) {
      send(200, { search_metadata: metadata("Error"), error: page.error });
      return;
    }
    const shown = (page?.organic ?? []).slice(start, start + 10);
    if (shown.length === 0) {
      // What SerpApi answers for a page Google had nothing on.
      send(200, {
        search_metadata: metadata("Error"),
        search_parameters: { engine: "google", q: params.q },
        error: "Google hasn't returned any results for this query.",
      });
      return;
    }
    const more = start + 10 < (page?.organic.length ?? 0);
    const body: Record<string, unknown> = {
      search_metadata: metadata("Success"),
      search_parameters: {
        engine: "google",
        q: params.q,
        google_domain: params.google_domain,
        gl: params.gl,
        hl: params.hl,
        location_requested: params.location,
        device: params.device,
      },
      search_information: { organic_results_state: "Results for exact spelling" },
      organic_results: shown.map((result, index) => ({
        position: start + index + 1,
        title: result.title ?? `Result ${start + index + 1}`,
        link: result.url,
        displayed_link: result.url,
      })),
      related_searches: [{ query: `${params.q} near me` }],
      serpapi_pagination: {
        current: start / 10 + 1,
        ...(more ? { next: `https://serpapi.com/search.json?start=${start + 10}` } : {}),
      },
    };
    if (start === 0)
      for (const feature of page?.features ?? []) body[feature] = [{ title: `${feature} block` }];
    send(200, body);
  });

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    pages,
    get searchesLeft() {
      return fake.searchesLeft;
    },
    set searchesLeft(value: number) {
      fake.searchesLeft = value;
    },
    failWithHttp(status, error = "Fake SerpApi failure.") {
      httpFailure = status === null ? null : { status, error };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
