import type { AssistantActionId } from "@ranklens/shared";
import { AppError } from "../../errors";
import type { RewritePromptInput } from "../prompts/build-rewrite-prompt";
import { addCallToAction, CTA_KIND } from "./call-to-action";
import { optimizeHashtags } from "./hashtags";
import { writeMetaDescription } from "./meta-description";
import { shortenText } from "./shorten-text";
import { splitLongParagraphs } from "./split-long-paragraphs";

/** Said when an action needs a language model and none is configured. */
export const NEEDS_AI_PROVIDER_MESSAGE =
  "This action needs an AI provider. The administrator can configure one with AI_BASE_URL, AI_API_KEY and AI_MODEL.";

type BuiltInWriter = (input: RewritePromptInput) => string;

/** The actions the built-in (non-LLM) writer can do honestly, deterministically. */
const WRITERS: Partial<Record<AssistantActionId, BuiltInWriter>> = {
  "meta-description": (i) => writeMetaDescription(i.body, i.focusKeyphrase),
  shorter: (i) => shortenText(i.body, i.focusKeyphrase),
  "optimize-hashtags": (i) => optimizeHashtags(i.body, i.focusKeyphrase),
  "purchase-cta": (i) => addCallToAction(i.body, CTA_KIND["purchase-cta"], i),
  "video-cta": (i) => addCallToAction(i.body, CTA_KIND["video-cta"], i),
  "social-cta": (i) => addCallToAction(i.body, CTA_KIND["social-cta"], i),
  "improve-structure": (i) => splitLongParagraphs(i.body),
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
  if (!writer) throw new AppError("NOT_CONFIGURED", NEEDS_AI_PROVIDER_MESSAGE);
  const text = writer(input);
  if (!text.trim()) throw new AppError("NOTHING_TO_CHANGE", "There is no text to work with.");
  return text;
}
