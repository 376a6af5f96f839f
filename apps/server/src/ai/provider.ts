import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Env } from "../env";
import { type AiTimeouts, aiTimeoutsFor } from "./ai-settings";

/** The configured LLM: an OpenAI-compatible chat-completions endpoint. */
export interface AiProvider {
  model: LanguageModel;
  modelId: string;
  timeouts: AiTimeouts;
}

/**
 * Builds the provider from AI_BASE_URL, AI_API_KEY and AI_MODEL, or returns
 * null when AI_BASE_URL is unset (the built-in writer answers then). Uses the
 * chat-completions API, which OpenAI, Ollama, vLLM, LM Studio and OpenRouter
 * all speak. The key goes only into the Authorization header; it is never
 * logged or returned. Servers without a key (Ollama) get no header.
 */
export function createAiProvider(env: Env): AiProvider | null {
  if (!env.AI_BASE_URL) return null;
  const provider = createOpenAICompatible({
    name: "openai-compatible",
    baseURL: env.AI_BASE_URL.replace(/\/+$/, ""),
    apiKey: env.AI_API_KEY || undefined,
    supportsStructuredOutputs: true,
    includeUsage: true,
  });
  return { model: provider.chatModel(env.AI_MODEL), modelId: env.AI_MODEL, timeouts: aiTimeoutsFor(env) };
}
