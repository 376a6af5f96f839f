import { z } from "zod";
import { MESSAGES } from "../messages";
import { type ContentType, ContentTypeSchema } from "./content";

/** What an action's answer replaces in the editor: the body, or the meta description field. */
export type AssistantTarget = "body" | "metaDescription";

/** One quick button of the assistant panel (or the free-text request). */
export interface AssistantAction {
  id: string;
  /** Button label, as the spec names it. */
  label: string;
  /** Content types that show this button; `null` means every type. */
  types: readonly ContentType[] | null;
  target: AssistantTarget;
  /** Plain-language summary of what the action does, for the 'Content Improvements' list. */
  description: string;
}

/**
 * Every assistant action. Generate, Longer and Shorter appear for every type,
 * three more per type (spec "Assistant panel"), plus `custom` for the
 * free-text box. The server owns the instruction wording sent to the model.
 */
export const ASSISTANT_ACTIONS = [
  {
    id: "generate",
    label: "Generate",
    types: null,
    target: "body",
    description: "Drafted or continued the text from what you wrote",
  },
  {
    id: "longer",
    label: "Longer",
    types: null,
    target: "body",
    description: "Expanded the text with more detail and examples",
  },
  {
    id: "shorter",
    label: "Shorter",
    types: null,
    target: "body",
    description: "Shortened the text, keeping its key points",
  },
  {
    id: "optimize-seo",
    label: "Optimize SEO",
    types: ["seo"],
    target: "body",
    description: "Worked the focus keyphrase in naturally and tightened the introduction",
  },
  {
    id: "meta-description",
    label: "Meta Description",
    types: ["seo"],
    target: "metaDescription",
    description: "Wrote a meta description of 120–160 characters",
  },
  {
    id: "improve-structure",
    label: "Improve Structure",
    types: ["seo"],
    target: "body",
    description: "Split long paragraphs and improved the structure",
  },
  {
    id: "product-benefits",
    label: "Product Benefits",
    types: ["ecommerce"],
    target: "body",
    description: "Brought out what the product does for the buyer",
  },
  {
    id: "technical-details",
    label: "Technical Details",
    types: ["ecommerce"],
    target: "body",
    description: "Organised the product's technical details",
  },
  {
    id: "purchase-cta",
    label: "Purchase CTA",
    types: ["ecommerce"],
    target: "body",
    description: "Added a call to action to buy",
  },
  {
    id: "script-hook",
    label: "Script Hook",
    types: ["video"],
    target: "body",
    description: "Wrote a stronger opening hook for the script",
  },
  {
    id: "improve-flow",
    label: "Improve Flow",
    types: ["video"],
    target: "body",
    description: "Smoothed the transitions so the script flows when spoken",
  },
  {
    id: "video-cta",
    label: "Video CTA",
    types: ["video"],
    target: "body",
    description: "Added a call to action for viewers",
  },
  {
    id: "engagement-hook",
    label: "Engagement Hook",
    types: ["social"],
    target: "body",
    description: "Wrote a stronger first line for the post",
  },
  {
    id: "optimize-hashtags",
    label: "Optimize Hashtags",
    types: ["social"],
    target: "body",
    description: "Set hashtags that match the post's topics",
  },
  {
    id: "social-cta",
    label: "Social CTA",
    types: ["social"],
    target: "body",
    description: "Added a call to action inviting replies or shares",
  },
  {
    id: "custom",
    label: "Custom request",
    types: null,
    target: "body",
    description: "Applied your request",
  },
] as const satisfies readonly AssistantAction[];

export type AssistantActionId = (typeof ASSISTANT_ACTIONS)[number]["id"];

export const ASSISTANT_ACTION_IDS = ASSISTANT_ACTIONS.map((a) => a.id) as [
  AssistantActionId,
  ...AssistantActionId[],
];

/** The quick buttons a content type shows, in panel order (excludes `custom`). */
export function quickActionsFor(type: ContentType): AssistantAction[] {
  return ASSISTANT_ACTIONS.filter(
    (a) => a.id !== "custom" && (a.types === null || (a.types as readonly string[]).includes(type)),
  );
}

/** Limits on what the assistant accepts (bounded cost per request). */
export const ASSISTANT_LIMITS = {
  body: 50_000,
  prompt: 2_000,
  title: 300,
  metaDescription: 500,
  focusKeyphrase: 100,
  targetKeywords: 20,
} as const;

const n = (value: number) => value.toLocaleString("en-US");

const AssistantBodySchema = z
  .string({ error: MESSAGES.contentRequiredForOptimization })
  .max(
    ASSISTANT_LIMITS.body,
    `Content is too long for the assistant (at most ${n(ASSISTANT_LIMITS.body)} characters)`,
  )
  .refine((body) => body.trim().length > 0, MESSAGES.contentRequiredForOptimization);

const optionalText = (max: number, name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${n(max)} characters`)
    .optional();

/** The page context every assistant request may carry. */
const AssistantContextSchema = z.object({
  body: AssistantBodySchema,
  type: ContentTypeSchema.default("seo"),
  title: optionalText(ASSISTANT_LIMITS.title, "Title"),
  metaDescription: optionalText(ASSISTANT_LIMITS.metaDescription, "Meta description"),
  focusKeyphrase: optionalText(ASSISTANT_LIMITS.focusKeyphrase, "Focus keyphrase"),
});

/** POST /assistant/rewrite. `prompt` is required for `custom` and optional extra guidance otherwise. */
export const AssistantRewriteRequestSchema = AssistantContextSchema.extend({
  action: z.enum(ASSISTANT_ACTION_IDS, { error: "Unknown assistant action" }),
  prompt: optionalText(ASSISTANT_LIMITS.prompt, "Request"),
}).superRefine((value, ctx) => {
  if (value.action === "custom" && !value.prompt) {
    ctx.addIssue({
      code: "custom",
      path: ["prompt"],
      message: "Please describe what you would like to change",
    });
  }
});
export type AssistantRewriteRequest = z.input<typeof AssistantRewriteRequestSchema>;

/** POST /assistant/suggestions: AI suggestions on a text (needs an AI provider). */
export const AssistantSuggestionsRequestSchema = AssistantContextSchema.extend({
  targetKeywords: z
    .array(z.string().trim().max(100, "Each target keyword must be at most 100 characters"))
    .max(ASSISTANT_LIMITS.targetKeywords, `At most ${ASSISTANT_LIMITS.targetKeywords} target keywords`)
    .optional(),
});
export type AssistantSuggestionsRequest = z.input<typeof AssistantSuggestionsRequestSchema>;

export const SuggestionPrioritySchema = z.enum(["low", "medium", "high"]);

/** One AI suggestion; `source` is always "ai" so the UI can label it (it never carries a score). */
export const AssistantSuggestionSchema = z.object({
  issue: z.string(),
  suggestion: z.string(),
  priority: SuggestionPrioritySchema,
  source: z.literal("ai"),
});
export type AssistantSuggestion = z.infer<typeof AssistantSuggestionSchema>;

export const AssistantSuggestionsResponseSchema = z.object({
  suggestions: z.array(AssistantSuggestionSchema),
  model: z.string(),
});
export type AssistantSuggestionsResponse = z.infer<typeof AssistantSuggestionsResponseSchema>;

/** GET /assistant/capabilities: which engine answers and which actions it can do. */
export const AssistantCapabilitiesSchema = z.object({
  provider: z.enum(["built-in", "openai-compatible"]),
  /** The provider's model id; null for the built-in writer. */
  model: z.string().nullable(),
  /** Whether POST /assistant/suggestions is available. */
  suggestions: z.boolean(),
  actions: z.array(
    z.object({
      id: z.enum(ASSISTANT_ACTION_IDS),
      label: z.string(),
      available: z.boolean(),
      /** Why an action is unavailable, in words for the user. */
      reason: z.string().optional(),
    }),
  ),
});
export type AssistantCapabilities = z.infer<typeof AssistantCapabilitiesSchema>;
