import { ASSISTANT_ACTIONS, type AssistantCapabilities } from "@ranklens/shared";
import { builtInSupports, NEEDS_AI_PROVIDER_MESSAGE } from "../ai/built-in/built-in-writer";
import type { Env } from "../env";

/** Which engine answers the assistant and which actions it can do, so the UI can say so before a click. */
export function assistantCapabilities(env: Env): AssistantCapabilities {
  const hasProvider = Boolean(env.AI_BASE_URL);
  return {
    provider: hasProvider ? "openai-compatible" : "built-in",
    model: hasProvider ? env.AI_MODEL : null,
    suggestions: hasProvider,
    actions: ASSISTANT_ACTIONS.map((action) => {
      const available = hasProvider || builtInSupports(action.id);
      return available
        ? { id: action.id, label: action.label, available }
        : { id: action.id, label: action.label, available, reason: NEEDS_AI_PROVIDER_MESSAGE };
    }),
  };
}
