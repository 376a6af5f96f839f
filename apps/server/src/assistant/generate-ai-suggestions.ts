import type { AssistantSuggestion } from "@ranklens/shared";
import { generateText, NoObjectGeneratedError, Output } from "ai";
import { z } from "zod";
import { startAiDeadline } from "../ai/ai-deadline";
import { AI_MAX_OUTPUT_TOKENS, AI_TEMPERATURE } from "../ai/ai-settings";
import { emptyAiReply, mapAiError } from "../ai/map-ai-error";
import {
  buildSuggestionsPrompt,
  MAX_AI_SUGGESTIONS,
  type SuggestionsPromptInput,
} from "../ai/prompts/build-suggestions-prompt";
import type { AiProvider } from "../ai/provider";
import type { Logger } from "../lib/logger";

/** Longest issue and suggestion texts passed on (a runaway model should not flood the panel). */
const MAX_ISSUE_CHARS = 300;
const MAX_SUGGESTION_CHARS = 1000;

/** The structure the model must return; sent as a JSON schema and checked with zod. */
const ModelSuggestionsSchema = z.object({
  suggestions: z.array(
    z.object({
      issue: z.string(),
      suggestion: z.string(),
      priority: z.enum(["low", "medium", "high"]),
    }),
  ),
});

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Asks the provider for suggestions on a text (structured output, validated
 * with zod). Every item is labelled `source: "ai"`; nothing here touches a
 * score. Blank items are dropped; an answer with none left is an empty reply.
 */
export async function generateAiSuggestions(
  provider: AiProvider,
  input: SuggestionsPromptInput,
  options: { signal?: AbortSignal; logger: Logger },
): Promise<AssistantSuggestion[]> {
  const started = Date.now();
  // One JSON answer, no stream: only the total timeout applies.
  const { totalMs } = provider.timeouts;
  const deadline = startAiDeadline({ totalMs, firstTokenMs: totalMs }, options.signal);
  const prompt = buildSuggestionsPrompt(input);
  try {
    const result = await generateText({
      model: provider.model,
      system: prompt.system,
      messages: [{ role: "user", content: prompt.user }],
      temperature: AI_TEMPERATURE,
      maxOutputTokens: AI_MAX_OUTPUT_TOKENS,
      maxRetries: 0,
      abortSignal: deadline.signal,
      output: Output.object({ schema: ModelSuggestionsSchema }),
    });
    const suggestions = result.output.suggestions
      .filter((s) => s.issue.trim() && s.suggestion.trim())
      .slice(0, MAX_AI_SUGGESTIONS)
      .map((s) => ({
        issue: clip(s.issue, MAX_ISSUE_CHARS),
        suggestion: clip(s.suggestion, MAX_SUGGESTION_CHARS),
        priority: s.priority,
        source: "ai" as const,
      }));
    if (suggestions.length === 0) throw emptyAiReply();
    options.logger.info("assistant suggestions", {
      model: provider.modelId,
      ms: Date.now() - started,
      count: suggestions.length,
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
    });
    return suggestions;
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error) && !error.text?.trim()) throw emptyAiReply();
    throw mapAiError(error, "analysis", deadline.timedOut());
  } finally {
    deadline.dispose();
  }
}
