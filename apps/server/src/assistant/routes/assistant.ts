import { createRoute } from "@hono/zod-openapi";
import {
  AssistantCapabilitiesSchema,
  AssistantRewriteRequestSchema,
  AssistantSuggestionsRequestSchema,
  AssistantSuggestionsResponseSchema,
} from "@ranklens/shared";
import type { TypedResponse } from "hono";
import {
  builtInSupports,
  NEEDS_AI_PROVIDER_MESSAGE,
  needsAiProvider,
  writeBuiltIn,
} from "../../ai/built-in/built-in-writer";
import { createAiProvider } from "../../ai/provider";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { assertRewriteFits } from "../assert-rewrite-fits";
import { assistantCapabilities } from "../assistant-capabilities";
import { consumeAssistantRateLimit } from "../consume-assistant-rate-limit";
import { generateAiSuggestions } from "../generate-ai-suggestions";
import { streamAiRewrite } from "../stream-ai-rewrite";

/** A plain-text answer (a string or a stream), typed as the route's declared text response. */
function plainText(body: string | ReadableStream<Uint8Array>): TypedResponse<string, 200, "text"> {
  return new Response(body, { status: 200, headers: TEXT_HEADERS }) as unknown as TypedResponse<
    string,
    200,
    "text"
  >;
}

const TEXT_HEADERS = {
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": "no-store",
  // Proxies (nginx) must pass chunks on as they come instead of buffering the answer.
  "X-Accel-Buffering": "no",
};

const capabilitiesRoute = createRoute({
  method: "get",
  path: "/assistant/capabilities",
  tags: ["Assistant"],
  summary: "Which engine answers the assistant (built-in or an AI provider) and which actions it can do",
  responses: {
    200: jsonResponse(AssistantCapabilitiesSchema, "Provider, model and available actions"),
    ...errorResponses(401),
  },
});

const rewriteRoute = createRoute({
  method: "post",
  path: "/assistant/rewrite",
  tags: ["Assistant"],
  summary: "Propose a rewrite of the text for one assistant action, streamed as plain text",
  description: [
    "Streams the proposed text as `text/plain; charset=utf-8` while it is written; nothing is saved.",
    "Errors found before the first byte (invalid input, action unavailable, rate limit, provider quota,",
    "text too long, timeout, empty answer) are JSON `{error:{code,message}}` with a 4xx/5xx status.",
    "If the provider fails after streaming began, the server aborts the connection: a body that does",
    "not end normally is incomplete and must be discarded. Without an AI provider the built-in writer",
    "answers the actions listed as available by GET /assistant/capabilities; others get 501.",
  ].join(" "),
  request: jsonBody(AssistantRewriteRequestSchema),
  responses: {
    200: { content: { "text/plain": { schema: z.string() } }, description: "The proposed text, streamed" },
    ...errorResponses(400, 401, 413, 422, 429, 501, 502, 504),
  },
});

const suggestionsRoute = createRoute({
  method: "post",
  path: "/assistant/suggestions",
  tags: ["Assistant"],
  summary: "AI suggestions on a text (needs an AI provider); each is labelled source: ai",
  request: jsonBody(AssistantSuggestionsRequestSchema),
  responses: {
    200: jsonResponse(AssistantSuggestionsResponseSchema, "Suggestions from the AI provider"),
    ...errorResponses(400, 401, 413, 429, 501, 502, 504),
  },
});

export const assistantRoutes = createRouter();
assistantRoutes.use("/assistant/*", requireUser());

assistantRoutes.openapi(capabilitiesRoute, (c) => c.json(assistantCapabilities(c.get("deps").env), 200));

assistantRoutes.openapi(rewriteRoute, async (c) => {
  const { db, env, logger } = c.get("deps");
  const input = c.req.valid("json");
  await authorize(c, "assistant.use");
  const provider = createAiProvider(env);
  if (!provider) {
    if (!builtInSupports(input.action)) throw needsAiProvider(NEEDS_AI_PROVIDER_MESSAGE);
    await consumeAssistantRateLimit(db, currentUser(c).id);
    return plainText(writeBuiltIn(input));
  }
  assertRewriteFits(input.action, input.body);
  await consumeAssistantRateLimit(db, currentUser(c).id);
  const stream = await streamAiRewrite(provider, input, { signal: c.req.raw.signal, logger });
  return plainText(stream);
});

assistantRoutes.openapi(suggestionsRoute, async (c) => {
  const { db, env, logger } = c.get("deps");
  const input = c.req.valid("json");
  await authorize(c, "assistant.use");
  const provider = createAiProvider(env);
  if (!provider) {
    throw needsAiProvider(
      "AI suggestions need an AI provider. Your administrator can connect an AI provider; the documentation explains how. The content analysis works without one.",
    );
  }
  await consumeAssistantRateLimit(db, currentUser(c).id);
  const suggestions = await generateAiSuggestions(provider, input, { signal: c.req.raw.signal, logger });
  return c.json({ suggestions, model: provider.modelId }, 200);
});
