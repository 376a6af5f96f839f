import { MESSAGES } from "@ranklens/shared";
import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError } from "ai";
import { AppError } from "../errors";
import { AiTimeoutError } from "./ai-deadline";

/** Which spec wording to use: the rewrite's ("optimization") or the suggestions' ("analysis"). */
export type AiPurpose = "optimization" | "analysis";

/** Message for a provider that took too long (the spec has none; plain words). */
export const AI_TIMEOUT_MESSAGE = "The AI provider took too long to answer. Please try again.";
/** Message for a provider-side rate limit (as opposed to a used-up quota). */
export const AI_RATE_LIMITED_MESSAGE = "The AI provider is busy right now. Please try again in a moment.";

/** The provider's error code from an OpenAI-style body `{error:{code,type}}`. */
function providerErrorCode(error: APICallError): string | null {
  const data = error.data as { error?: { code?: unknown; type?: unknown } } | undefined;
  const fromData = data?.error?.code ?? data?.error?.type;
  if (typeof fromData === "string") return fromData;
  // Some servers answer with a body the SDK's schema did not parse; look in the raw text.
  const body = error.responseBody ?? "";
  const match = /"(insufficient_quota|rate_limit_exceeded|context_length_exceeded)"/.exec(body);
  return match?.[1] ?? null;
}

function isParseFailure(error: unknown): boolean {
  if (NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) return true;
  const name = (error as { name?: unknown })?.name;
  return name === "AI_JSONParseError" || name === "AI_TypeValidationError";
}

/**
 * Turns anything an AI call throws (or reports to `onError`) into an AppError
 * with the spec's message. `RetryError` is unwrapped first, although we call
 * with `maxRetries: 0`. `timedOut` is set when our own deadline aborted the call.
 */
export function mapAiError(
  error: unknown,
  purpose: AiPurpose,
  timedOut: AiTimeoutError | null = null,
): AppError {
  if (error instanceof AppError) return error;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (timedOut || cause instanceof AiTimeoutError) {
    return new AppError("UPSTREAM_TIMEOUT", AI_TIMEOUT_MESSAGE, { cause: timedOut ?? cause });
  }
  if (APICallError.isInstance(cause)) {
    const code = providerErrorCode(cause);
    if (code === "insufficient_quota") {
      return new AppError("QUOTA_EXCEEDED", MESSAGES.aiQuotaExceeded, { cause, expected: false });
    }
    if (code === "rate_limit_exceeded" || (cause.statusCode === 429 && code !== "context_length_exceeded")) {
      return new AppError("RATE_LIMITED", AI_RATE_LIMITED_MESSAGE, { cause });
    }
    if (code === "context_length_exceeded") {
      const message =
        purpose === "analysis" ? MESSAGES.aiContextTooLongAnalysis : MESSAGES.aiContextTooLongOptimization;
      return new AppError("PAYLOAD_TOO_LARGE", message, { cause });
    }
    return new AppError("UPSTREAM_FAILED", MESSAGES.aiFailed, {
      cause: `provider answered ${cause.statusCode ?? "without a status"} (${code ?? cause.message})`,
    });
  }
  if (isParseFailure(cause)) {
    return new AppError(
      "UPSTREAM_FAILED",
      purpose === "analysis" ? MESSAGES.aiAnalysisParseFailed : MESSAGES.aiParseFailed,
      { cause: String(cause) },
    );
  }
  return new AppError("UPSTREAM_FAILED", MESSAGES.aiFailed, { cause: String(cause) });
}

/** The error for a provider that answered with no text at all. */
export function emptyAiReply(): AppError {
  return new AppError("UPSTREAM_FAILED", MESSAGES.aiEmptyReply);
}
