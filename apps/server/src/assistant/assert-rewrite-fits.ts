import { ASSISTANT_ACTIONS, type AssistantActionId, MESSAGES } from "@ranklens/shared";
import { AI_MAX_OUTPUT_TOKENS } from "../ai/ai-settings";
import { AppError } from "../errors";

/** Rough characters per token of English prose; only used to refuse hopeless requests early. */
const CHARS_PER_TOKEN = 4;

/** How long the answer is expected to be, relative to the text, per action. */
const OUTPUT_GROWTH: Partial<Record<AssistantActionId, number>> = {
  longer: 1.5,
  generate: 1.3,
  shorter: 0.6,
};

/**
 * Refuses, before calling the provider, a rewrite whose answer cannot fit in
 * the output limit (2,000 tokens): it would be cut mid-text and wasted. Short
 * answers (a meta description) are never refused here.
 */
export function assertRewriteFits(action: AssistantActionId, body: string): void {
  const target = ASSISTANT_ACTIONS.find((a) => a.id === action)?.target;
  if (target !== "body") return;
  const expectedTokens = (body.length / CHARS_PER_TOKEN) * (OUTPUT_GROWTH[action] ?? 1.1);
  if (expectedTokens > AI_MAX_OUTPUT_TOKENS) {
    throw new AppError("PAYLOAD_TOO_LARGE", MESSAGES.aiContextTooLongOptimization, {
      details: { maxOutputTokens: AI_MAX_OUTPUT_TOKENS },
    });
  }
}
