import { ApiErrorBodySchema, MESSAGES } from "@ranklens/shared";
import { ApiError } from "./api-error";

/** How often a request is retried when the network (not the server) failed, and how long to wait between tries. */
export const NETWORK_RETRIES = 3;
export const NETWORK_RETRY_DELAY_MS = 1000;

/** Options for {@link apiRequest}: a JSON body instead of a raw one, plus the usual fetch options. */
export interface ApiRequestOptions extends Omit<RequestInit, "body"> {
  /** Sent as JSON. */
  json?: unknown;
  /** Waits between network retries; replaceable so tests need not sleep. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls the RankLens API on the same origin and returns the parsed JSON body.
 *
 * Only network failures (fetch rejecting with a TypeError, e.g. offline) are
 * retried, 3 times 1 s apart: a server that answered with an error has spoken,
 * and repeating a write it refused would not help. Every failure becomes an
 * {@link ApiError} whose message can be shown as is.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { json, sleep = defaultSleep, headers, ...init } = options;
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

  const response = await fetchWithNetworkRetry(path, requestInit, sleep);
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

async function fetchWithNetworkRetry(
  path: string,
  init: RequestInit,
  sleep: (ms: number) => Promise<void>,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(path, init);
    } catch (error) {
      // An abort is the caller's decision, not a network failure: pass it on untouched.
      if (!(error instanceof TypeError)) throw error;
      if (attempt >= NETWORK_RETRIES) throw new ApiError("NETWORK", MESSAGES.connectionError, 0);
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
  if (parsed.success) return new ApiError(parsed.data.error.code, parsed.data.error.message, status);
  if (status === 401 || status === 403)
    return new ApiError("UNAUTHORIZED", MESSAGES.permissionDenied, status);
  return new ApiError(`HTTP_${status}`, `Request failed (HTTP ${status}). Please try again.`, status);
}
