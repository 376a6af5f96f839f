import { ApiErrorBodySchema, MESSAGES } from "@ranklens/shared";
import { ApiError } from "./api-error";

/** How often an idempotent request is retried when the network (not the server) failed, and how long to wait between tries. */
export const NETWORK_RETRIES = 3;
export const NETWORK_RETRY_DELAY_MS = 1000;

/**
 * Methods that are idempotent by HTTP's definition (RFC 9110 §9.2.2): sending
 * one twice has the effect of sending it once. Our PUTs all carry the version
 * they are based on, so a repeat after a lost response is refused (409), never
 * applied twice.
 */
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** Options for {@link apiRequest}: a JSON body instead of a raw one, plus the usual fetch options. */
export interface ApiRequestOptions extends Omit<RequestInit, "body"> {
  /** Sent as JSON. */
  json?: unknown;
  /**
   * Whether sending the request twice cannot do its work twice, so a network
   * failure may be retried. Defaults to true for GET, HEAD, OPTIONS, PUT and
   * DELETE, false for POST and PATCH; set it for a POST that is safe to
   * repeat, such as a create with a client-generated id.
   */
  idempotent?: boolean;
  /** Waits between network retries; replaceable so tests need not sleep. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls the RankLens API on the same origin and returns the parsed JSON body.
 *
 * Only network failures (fetch rejecting with a TypeError, e.g. offline) of
 * idempotent requests are retried, 3 times 1 s apart. A failure may also mean
 * the response was lost after the server did the work, so repeating a
 * request that is not idempotent could run an analysis twice (spending
 * quota) or create two API keys: those fail at once with the connection
 * error. A server that answered with an error has spoken and is not asked
 * again. Every failure becomes an {@link ApiError} whose message can be shown
 * as is.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { json, sleep = defaultSleep, headers, idempotent, ...init } = options;
  const method = (init.method ?? "GET").toUpperCase();
  const retries = (idempotent ?? IDEMPOTENT_METHODS.has(method)) ? NETWORK_RETRIES : 0;
  const requestInit: RequestInit = {
    ...init,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  };

  const response = await fetchWithNetworkRetry(path, requestInit, retries, sleep);
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

async function fetchWithNetworkRetry(
  path: string,
  init: RequestInit,
  retries: number,
  sleep: (ms: number) => Promise<void>,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(path, init);
    } catch (error) {
      // An abort is the caller's decision, not a network failure: pass it on untouched.
      if (!(error instanceof TypeError)) throw error;
      if (attempt >= retries) throw new ApiError("NETWORK", MESSAGES.connectionError, 0);
      await sleep(NETWORK_RETRY_DELAY_MS);
    }
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Maps an error response to an ApiError, keeping the server's code and message when the body has our shape. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = ApiErrorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(code, message, status, details);
  }
  if (status === 401 || status === 403)
    return new ApiError("UNAUTHORIZED", MESSAGES.permissionDenied, status);
  return new ApiError(`HTTP_${status}`, `Request failed (HTTP ${status}). Please try again.`, status);
}
