import { MESSAGES } from "@ranklens/shared";
import { APICallError, NoObjectGeneratedError, RetryError } from "ai";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { AiTimeoutError } from "./ai-deadline";
import { AI_TIMEOUT_MESSAGE, mapAiError } from "./map-ai-error";

function apiError(statusCode: number, code: string | null, body?: string): APICallError {
  return new APICallError({
    message: "provider error",
    url: "http://127.0.0.1/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
    responseBody: body ?? JSON.stringify({ error: { code, message: "x" } }),
    data: code === null ? undefined : { error: { code, message: "x" } },
  });
}

describe("mapAiError", () => {
  it("unwraps RetryError.lastError before mapping", () => {
    const retry = new RetryError({
      message: "retried",
      reason: "maxRetriesExceeded",
      errors: [apiError(429, "insufficient_quota"), apiError(429, "insufficient_quota")],
    });
    const mapped = mapAiError(retry, "optimization");
    expect(mapped.code).toBe("QUOTA_EXCEEDED");
    expect(mapped.status).toBe(429);
    expect(mapped.message).toBe(MESSAGES.aiQuotaExceeded);
  });

  it("reads the code from the raw body when the SDK did not parse it", () => {
    const mapped = mapAiError(
      apiError(400, null, '{"error":{"code":"context_length_exceeded"}}'),
      "analysis",
    );
    expect(mapped.status).toBe(413);
    expect(mapped.message).toBe(MESSAGES.aiContextTooLongAnalysis);
  });

  it("maps timeouts to 504, parse failures to the spec's parse messages, anything else to 502", () => {
    expect(mapAiError(new Error("aborted"), "optimization", new AiTimeoutError("total"))).toMatchObject({
      status: 504,
      message: AI_TIMEOUT_MESSAGE,
    });
    const parse = new NoObjectGeneratedError({
      message: "no object",
      text: "{",
      response: { id: "1", timestamp: new Date(), modelId: "m" },
      usage: {} as never,
      finishReason: "stop",
    });
    expect(mapAiError(parse, "optimization").message).toBe(MESSAGES.aiParseFailed);
    expect(mapAiError(parse, "analysis").message).toBe(MESSAGES.aiAnalysisParseFailed);
    expect(mapAiError(apiError(401, "invalid_api_key"), "optimization")).toMatchObject({
      status: 502,
      message: MESSAGES.aiFailed,
    });
    expect(mapAiError(new TypeError("fetch failed"), "optimization").status).toBe(502);
  });

  it("passes AppErrors through unchanged", () => {
    const original = new AppError("NOT_CONFIGURED", "x");
    expect(mapAiError(original, "optimization")).toBe(original);
  });
});
