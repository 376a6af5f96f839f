import type { ContentAnalysisItem, ContentType } from "@ranklens/engine/content";
import type { AssistantActionId, AssistantCapabilities } from "@ranklens/shared";

/** What clicking an analysis suggestion does in the assistant. */
export type SuggestionRequest =
  | { kind: "run"; action: AssistantActionId; prompt?: string; instruction: string }
  | { kind: "explain"; message: string };

const CTA_BY_TYPE: Partial<Record<ContentType, AssistantActionId>> = {
  ecommerce: "purchase-cta",
  video: "video-cta",
  social: "social-cta",
};

/** The built-in action that does what a suggestion asks, if there is one. */
export function builtInActionFor(
  suggestion: ContentAnalysisItem,
  type: ContentType,
): AssistantActionId | null {
  switch (suggestion.assessmentId) {
    case "meta-description-length":
    case "keyphrase-in-meta-description":
      return "meta-description";
    case "paragraph-length":
    case "subheading-distribution":
      return "improve-structure";
    case "hashtags":
      return "optimize-hashtags";
    case "call-to-action":
      return CTA_BY_TYPE[type] ?? null;
    case "text-length":
      // Only the "too long" finding (social posts) asks for fewer words; the others ask for more.
      return suggestion.code === "too-long" ? "shorter" : null;
    default:
      return null;
  }
}

/** The instruction sent for a suggestion: its finding and what to do about it. */
export function suggestionInstruction(suggestion: ContentAnalysisItem): string {
  return [suggestion.issue, suggestion.suggestion].filter((part) => part.trim() !== "").join(" ");
}

/**
 * Turns a chosen suggestion into an assistant request: with an AI provider, the suggestion's own
 * words as a custom instruction; with the built-in engine, the matching built-in action, or an
 * explanation that this one needs an AI provider (never a fake result).
 */
export function requestForSuggestion(
  suggestion: ContentAnalysisItem,
  type: ContentType,
  capabilities: AssistantCapabilities,
): SuggestionRequest {
  const instruction = suggestionInstruction(suggestion);
  if (capabilities.provider !== "built-in")
    return { kind: "run", action: "custom", prompt: instruction, instruction };
  const action = builtInActionFor(suggestion, type);
  const available = action ? capabilities.actions.find((a) => a.id === action)?.available : false;
  if (action && available) return { kind: "run", action, instruction };
  const reason = capabilities.actions.find((a) => a.id === "custom")?.reason;
  return {
    kind: "explain",
    message: `The built-in engine has no fix for “${suggestion.issue}”. ${reason ?? "This needs an AI provider."}`,
  };
}
