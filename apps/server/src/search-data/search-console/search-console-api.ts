import { ProviderError } from "../provider-error";
import { providerFetch } from "../provider-fetch";
import { accessToken, dropAccessToken, revoked, type SearchConsoleAuth } from "./access-token";

const PROVIDER = "search-console";

/** Search Console's own ceiling on `rowLimit`: more rows are read with `startRow`. */
export const MAX_ROW_LIMIT = 25_000;

/** How a call waits when Google asks it to (429, 5xx). */
export interface Backoff {
  /** Tries in all, the first included. */
  attempts: number;
  /** First wait when Google gives no Retry-After; doubled at each try. */
  baseMs: number;
  /** Longest wait, Retry-After included. */
  maxMs: number;
  sleep(ms: number): Promise<void>;
}

export const DEFAULT_BACKOFF: Backoff = {
  attempts: 6,
  baseMs: 2_000,
  maxMs: 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface SearchConsoleSite {
  siteUrl: string;
  permissionLevel: string;
}

/** One Search Analytics row, keys in the order of the request's dimensions. */
export interface SearchAnalyticsRow {
  keys: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

export interface SearchAnalyticsRequest {
  startDate: string;
  endDate: string;
  dimensions: string[];
  rowLimit: number;
  startRow: number;
  dataState: "final" | "all";
  type?: "web";
}

/**
 * The Search Console API (webmasters v3 paths on searchconsole.googleapis.com) with the
 * workspace's grant: a 401 drops the cached token and tries once with a fresh one (a 401 again
 * means Google no longer honours the grant: recorded, and said so); 429 and 5xx wait (Retry-After,
 * else exponential) and try again; 403 fails at once with Google's reason (no permission on the
 * property, or a quota used up).
 */
export class SearchConsoleApi {
  constructor(
    private readonly auth: SearchConsoleAuth,
    private readonly backoff: Backoff = DEFAULT_BACKOFF,
  ) {}

  async listSites(): Promise<SearchConsoleSite[]> {
    const body = (await this.call("GET", "/webmasters/v3/sites")) as { siteEntry?: SearchConsoleSite[] };
    return (body.siteEntry ?? []).map((s) => ({ siteUrl: s.siteUrl, permissionLevel: s.permissionLevel }));
  }

  async query(property: string, request: SearchAnalyticsRequest): Promise<SearchAnalyticsRow[]> {
    const path = `/webmasters/v3/sites/${encodeURIComponent(property)}/searchAnalytics/query`;
    const body = (await this.call("POST", path, request)) as { rows?: SearchAnalyticsRow[] };
    return body.rows ?? [];
  }

  private async call(method: string, path: string, payload?: unknown): Promise<unknown> {
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      const { token, email } = await accessToken(this.auth);
      let response: Response;
      try {
        response = await providerFetch(
          { id: PROVIDER, name: "Search Console" },
          fetch,
          `${this.auth.google.apiBase}${path}`,
          {
            method,
            headers: {
              authorization: `Bearer ${token}`,
              accept: "application/json",
              ...(payload === undefined ? {} : { "content-type": "application/json" }),
            },
            ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
            timeoutMs: 60_000,
          },
        );
      } catch (error) {
        // Unreachable or silent: worth another try, within the backoff's attempts.
        if (attempt >= this.backoff.attempts) throw error;
        await this.backoff.sleep(this.wait(attempt, null));
        continue;
      }
      if (response.ok) return response.json();
      const said = await googleMessage(response);
      if (response.status === 401) {
        dropAccessToken(this.auth.workspaceId);
        if (!refreshed) {
          refreshed = true;
          attempt--;
          continue;
        }
        throw await revoked(this.auth, email);
      }
      if (response.status === 403) {
        const quota = /quota|rate ?limit/i.test(said.reason) || /quota/i.test(said.message);
        throw new ProviderError(
          quota ? "PROVIDER_RATE_LIMITED" : "PROVIDER_REJECTED",
          PROVIDER,
          quota
            ? `Search Console's quota is used up for now (Google: ${said.message}). The import goes on later.`
            : `Google refuses ${email} access to this Search Console data (Google: ${said.message}). Check the account's permission on the property.`,
        );
      }
      const retryAfter = retryAfterMs(response.headers.get("retry-after"));
      const transient = response.status === 429 || response.status >= 500;
      if (transient && attempt < this.backoff.attempts) {
        await this.backoff.sleep(this.wait(attempt, retryAfter));
        continue;
      }
      if (response.status === 429)
        throw new ProviderError(
          "PROVIDER_RATE_LIMITED",
          PROVIDER,
          `Search Console asked RankLens to slow down ${this.backoff.attempts} times in a row (Google: ${said.message}).`,
          retryAfter === null ? null : Math.ceil(retryAfter / 1000),
        );
      throw new ProviderError(
        response.status >= 500 ? "PROVIDER_UNAVAILABLE" : "PROVIDER_REJECTED",
        PROVIDER,
        `Search Console answered ${response.status} (Google: ${said.message}).`,
      );
    }
  }

  private wait(attempt: number, retryAfter: number | null): number {
    return Math.min(this.backoff.maxMs, retryAfter ?? this.backoff.baseMs * 2 ** (attempt - 1));
  }
}

/** Google's error envelope: { error: { code, message, status, errors: [{ reason }] } }. */
async function googleMessage(response: Response): Promise<{ message: string; reason: string }> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; status?: string; errors?: Array<{ reason?: string }> };
  } | null;
  return {
    message: body?.error?.message ?? `HTTP ${response.status}`,
    reason: body?.error?.errors?.[0]?.reason ?? body?.error?.status ?? "",
  };
}

function retryAfterMs(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
