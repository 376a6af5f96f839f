import { ProviderError } from "../provider-error";
import { providerFetch } from "../provider-fetch";

/** SerpApi's API; SERPAPI_API_BASE points elsewhere, for tests against a local fake only. */
export const SERPAPI_API = "https://serpapi.com";

const PROVIDER = "SerpApi";
/** SerpApi answers a search in a few seconds (more when Google is slow); past this it is not answering. */
const TIMEOUT_MS = 60_000;

/**
 * A SerpApi client: GETs with the API key as `api_key` (SerpApi's only way of taking it) and reads
 * its errors (serpapi.com/search-api, "Status and Error Codes"): 401 an invalid key, 429 the plan's
 * searches spent or the hourly limit, 400 a search it refused, 5xx its own failure. Every failure
 * is a {@link ProviderError} whose message never holds the key (the URL that carries it is never
 * quoted, and the provider's own words are scrubbed of it).
 */
export class SerpApiClient {
  readonly #apiKey: string;

  constructor(
    apiKey: string,
    private readonly base: string = SERPAPI_API,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.#apiKey = apiKey;
  }

  async get(path: string, params: Record<string, string | number | undefined> = {}): Promise<SerpApiBody> {
    const url = new URL(path, this.base);
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(name, String(value));
    url.searchParams.set("api_key", this.#apiKey);
    const response = await providerFetch({ id: PROVIDER, name: PROVIDER }, this.fetchImpl, url, {
      timeoutMs: TIMEOUT_MS,
    });
    let body: SerpApiBody = {};
    try {
      body = (await response.json()) as SerpApiBody;
    } catch {
      if (response.ok)
        throw new ProviderError(
          "PROVIDER_UNAVAILABLE",
          PROVIDER,
          `${PROVIDER} answered something that is not JSON.`,
        );
    }
    if (response.ok) return body;
    throw this.#failure(response, typeof body.error === "string" ? body.error : null);
  }

  /** The provider's words without the key, should it ever quote it. */
  scrub(message: string): string {
    return this.#apiKey === "" ? message : message.split(this.#apiKey).join("…");
  }

  #failure(response: Response, said: string | null): ProviderError {
    const quoted = said ? ` ${PROVIDER} said: ${this.scrub(said)}` : "";
    if (response.status === 401 || response.status === 403)
      return new ProviderError(
        "PROVIDER_AUTH",
        PROVIDER,
        `${PROVIDER} refused the API key. Check it at serpapi.com/manage-api-key.${quoted}`,
      );
    if (response.status === 429) {
      // One status for two things: the plan's searches are spent (waiting an hour does not help)
      // or the hourly throughput limit (it does).
      if (said && /run out of searches|searches for the month have run out|upgrade your plan/i.test(said))
        return new ProviderError(
          "PROVIDER_PAYMENT",
          PROVIDER,
          `${PROVIDER}: the plan's searches for this month are used up.${quoted}`,
        );
      const retryAfter = Number(response.headers.get("retry-after"));
      return new ProviderError(
        "PROVIDER_RATE_LIMITED",
        PROVIDER,
        `${PROVIDER} asks for fewer searches an hour. Try again later.${quoted}`,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 3600,
      );
    }
    if (response.status === 400)
      return new ProviderError("PROVIDER_REJECTED", PROVIDER, `${PROVIDER} refused the search.${quoted}`);
    return new ProviderError(
      "PROVIDER_UNAVAILABLE",
      PROVIDER,
      `${PROVIDER} answered HTTP ${response.status}. Try again later.`,
    );
  }
}

/** A SerpApi JSON answer: keys per results-page element, `search_metadata`, or `error`. */
export type SerpApiBody = Record<string, unknown> & { error?: unknown };
