import {
  type AssistantCapabilities,
  AssistantCapabilitiesSchema,
  type AssistantRewriteRequest,
  type AssistantSuggestionsRequest,
  type AssistantSuggestionsResponse,
  AssistantSuggestionsResponseSchema,
  MESSAGES,
} from "@ranklens/shared";
import { readTextStream } from "../features/assistant/read-text-stream";
import { apiRequest, toApiError } from "./api-client";
import { ApiError } from "./api-error";

const BASE = "/api/v1/assistant";

/** Which engine answers (built-in or an AI provider), its model, and which actions it can do. */
export async function getAssistantCapabilities(): Promise<AssistantCapabilities> {
  return AssistantCapabilitiesSchema.parse(await apiRequest<unknown>(`${BASE}/capabilities`));
}

/** AI suggestions on a text; needs an AI provider (501 NOT_CONFIGURED otherwise). */
export async function getAiSuggestions(
  input: AssistantSuggestionsRequest,
): Promise<AssistantSuggestionsResponse> {
  return AssistantSuggestionsResponseSchema.parse(
    await apiRequest<unknown>(`${BASE}/suggestions`, { method: "POST", json: input }),
  );
}

export interface StreamRewriteOptions {
  /** Called with the proposal so far as it streams in. */
  onText: (textSoFar: string) => void;
  signal?: AbortSignal;
  /** Replaceable in tests. */
  fetch?: typeof fetch;
}

/**
 * Asks the assistant for a proposal and reads it as it streams. Resolves with the complete text;
 * rejects with an {@link ApiError} carrying the server's message when it refused before the first
 * byte, or with `IncompleteAnswerError` when the answer broke off (its partial text must be discarded).
 * Never retried: a second call could be charged again.
 */
export async function streamRewrite(
  input: AssistantRewriteRequest,
  { onText, signal, fetch: fetcher = fetch }: StreamRewriteOptions,
): Promise<string> {
  let response: Response;
  try {
    response = await fetcher(`${BASE}/rewrite`, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "text/plain, application/json", "Content-Type": "application/json" },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError("NETWORK", MESSAGES.connectionError, 0);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    throw toApiError(response.status, body);
  }
  if (!response.body) {
    const text = await response.text();
    onText(text);
    return text;
  }
  return readTextStream(response.body, onText, signal);
}
