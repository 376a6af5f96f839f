import type { AssistantActionId } from "@ranklens/shared";
import { AppError } from "../../errors";
import type { RewritePromptInput } from "../prompts/build-rewrite-prompt";
import { addCallToAction, CTA_KIND } from "./call-to-action";
import { optimizeHashtags } from "./hashtags";
import { improveStructure } from "./improve-structure";
import { metaDescriptionWithoutHarm } from "./meta-description-without-harm";
import { shorterWithoutHarm } from "./shorter";

/** Where the documentation explains how an administrator connects an AI provider (settings named there). */
export const AI_PROVIDER_DOCS_PATH = "/docs#the-assistant-and-built-in-engine";

/** Said to the user when an action needs a language model and none is connected. */
export const NEEDS_AI_PROVIDER_MESSAGE =
  "This action needs an AI provider. Your administrator can connect an AI provider; the documentation explains how.";

/** The 501 for a request only an AI provider can answer, with the docs link for the administrator. */
export function needsAiProvider(message: string): AppError {
  return new AppError("NOT_CONFIGURED", message, { details: { docsUrl: AI_PROVIDER_DOCS_PATH } });
}

type BuiltInWriter = (input: RewritePromptInput) => string;

/** The actions the built-in (non-LLM) writer can do honestly, deterministically. */
const WRITERS: Partial<Record<AssistantActionId, BuiltInWriter>> = {
  "meta-description": (i) => metaDescriptionWithoutHarm(i),
  shorter: (i) => shorterWithoutHarm(i),
  "optimize-hashtags": (i) => optimizeHashtags(i.body, i.focusKeyphrase),
  "purchase-cta": (i) => addCallToAction(i.body, CTA_KIND["purchase-cta"], i),
  "video-cta": (i) => addCallToAction(i.body, CTA_KIND["video-cta"], i),
  "social-cta": (i) => addCallToAction(i.body, CTA_KIND["social-cta"], i),
  "improve-structure": (i) => improveStructure(i.body, i.type),
};

/** Whether the built-in writer handles `action`. */
export function builtInSupports(action: AssistantActionId): boolean {
  return WRITERS[action] !== undefined;
}

/**
 * Answers an assistant action without a language model. Extractive and
 * template-based only: it never invents words. Actions that need real
 * writing get 501 NOT_CONFIGURED with a message naming the settings.
 */
export function writeBuiltIn(input: RewritePromptInput): string {
  const writer = WRITERS[input.action];
  if (!writer) throw needsAiProvider(NEEDS_AI_PROVIDER_MESSAGE);
  const text = writer(input);
  if (!text.trim()) throw new AppError("NOTHING_TO_CHANGE", "There is no text to work with.");
  return text;
}
