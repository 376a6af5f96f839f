import { z } from "zod";
import { MESSAGES } from "../messages";
import { PersonSchema } from "./workspaces";

/** The editor's four content types (the library filter offers the same four, see DECISIONS.md). */
export const CONTENT_TYPES = ["seo", "ecommerce", "video", "social"] as const;
export const ContentTypeSchema = z.enum(CONTENT_TYPES, {
  error: `Type must be one of ${CONTENT_TYPES.join(", ")}`,
});
export type ContentType = z.infer<typeof ContentTypeSchema>;

export const CONTENT_STATUSES = ["draft", "published", "archived"] as const;
export const ContentStatusSchema = z.enum(CONTENT_STATUSES, {
  error: `Status must be one of ${CONTENT_STATUSES.join(", ")}`,
});
export type ContentStatus = z.infer<typeof ContentStatusSchema>;

/** Where a revision came from: a normal save, a restore of an older revision, or an accepted AI proposal. */
export const REVISION_SOURCES = ["save", "restore", "assistant"] as const;
export const RevisionSourceSchema = z.enum(REVISION_SOURCES);
export type RevisionSource = z.infer<typeof RevisionSourceSchema>;

/** Limits on what one content item may hold; generous for writers, bounded for the database. */
export const CONTENT_LIMITS = {
  title: 300,
  metaDescription: 500,
  focusKeyphrase: 100,
  body: 200_000,
  targetKeywords: 20,
  targetKeyword: 100,
  note: 500,
} as const;

/** Client-generated ids (UUIDs, nanoids): globally unique, URL-safe. */
export const CONTENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const ContentIdSchema = z
  .string({ error: "Content id is required" })
  .regex(CONTENT_ID_PATTERN, "Content id must be 8 to 64 letters, digits, '-' or '_'");

const n = (value: number) => value.toLocaleString("en-US");

export const ContentTitleSchema = z
  .string({ error: MESSAGES.titleRequired })
  .trim()
  .min(1, MESSAGES.titleRequired)
  .max(CONTENT_LIMITS.title, `Title must be at most ${n(CONTENT_LIMITS.title)} characters`);

export const ContentBodySchema = z
  .string({ error: "Content must be text" })
  .max(CONTENT_LIMITS.body, `Content must be at most ${n(CONTENT_LIMITS.body)} characters`);

export const MetaDescriptionSchema = z
  .string({ error: "Meta description must be text" })
  .trim()
  .max(
    CONTENT_LIMITS.metaDescription,
    `Meta description must be at most ${n(CONTENT_LIMITS.metaDescription)} characters`,
  );

export const FocusKeyphraseSchema = z
  .string({ error: "Focus keyphrase must be text" })
  .trim()
  .max(
    CONTENT_LIMITS.focusKeyphrase,
    `Focus keyphrase must be at most ${n(CONTENT_LIMITS.focusKeyphrase)} characters`,
  );

/** Trimmed; blank entries and exact duplicates are dropped, order is kept. */
export const TargetKeywordsSchema = z
  .array(
    z
      .string({ error: "Target keywords must be text" })
      .trim()
      .max(
        CONTENT_LIMITS.targetKeyword,
        `Each target keyword must be at most ${n(CONTENT_LIMITS.targetKeyword)} characters`,
      ),
    { error: "Target keywords must be a list of text" },
  )
  .max(CONTENT_LIMITS.targetKeywords, `At most ${CONTENT_LIMITS.targetKeywords} target keywords`)
  .transform((keywords) => [...new Set(keywords.filter((k) => k.length > 0))]);

/**
 * The editable fields of an item. Missing optional fields take their defaults
 * (body and texts '', type seo, status draft, no keywords): a PUT is a full
 * replacement, so a client must send every field it wants to keep.
 */
export const ContentFieldsSchema = z.object({
  title: ContentTitleSchema,
  content: ContentBodySchema.default(""),
  type: ContentTypeSchema.default("seo"),
  status: ContentStatusSchema.default("draft"),
  metaDescription: MetaDescriptionSchema.default(""),
  focusKeyphrase: FocusKeyphraseSchema.default(""),
  targetKeywords: TargetKeywordsSchema.default([]),
});
export type ContentFields = z.infer<typeof ContentFieldsSchema>;

/** Version the client's edit is based on; a newer stored version means someone else saved first. */
export const BaseVersionSchema = z
  .number({ error: "Version is required (the version your edit is based on)" })
  .int("Version must be a whole number")
  .min(1, "Version must be at least 1");

/** POST /content. Retrying with the same id returns the item already created (idempotent). */
export const CreateContentSchema = ContentFieldsSchema.extend({ id: ContentIdSchema }).strict();
export type CreateContent = z.input<typeof CreateContentSchema>;

/** PUT /content/{id}: all fields plus the version they were based on. */
export const UpdateContentSchema = ContentFieldsSchema.extend({
  version: BaseVersionSchema,
  /** "assistant" when the save applies an accepted AI proposal; the revision remembers it. */
  source: z.enum(["save", "assistant"], { error: "Source must be save or assistant" }).default("save"),
  /** Why this revision exists, e.g. the instruction given to the assistant. */
  note: z
    .string({ error: "Note must be text" })
    .trim()
    .max(CONTENT_LIMITS.note, `Note must be at most ${n(CONTENT_LIMITS.note)} characters`)
    .optional(),
}).strict();
export type UpdateContent = z.input<typeof UpdateContentSchema>;

/** POST /content/{id}/revisions/{revisionId}/restore. */
export const RestoreRevisionSchema = z.object({ version: BaseVersionSchema }).strict();
export type RestoreRevision = z.infer<typeof RestoreRevisionSchema>;

/** A whole content item as stored. */
export const ContentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: ContentTypeSchema,
  status: ContentStatusSchema,
  metaDescription: z.string(),
  focusKeyphrase: z.string(),
  targetKeywords: z.array(z.string()),
  /** Starts at 1; every save or restore adds 1. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who created the item; null once their account is deleted. */
  createdBy: PersonSchema.nullable(),
  /** Who saved the latest version. */
  updatedBy: PersonSchema.nullable(),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

/** An item in the library list: everything but the body, which can be 200,000 characters. */
export const ContentSummarySchema = ContentItemSchema.omit({ content: true });
export type ContentSummary = z.infer<typeof ContentSummarySchema>;

const limitSchema = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, `Limit must be between 1 and ${max}`)
    .max(max, `Limit must be between 1 and ${max}`)
    .default(fallback);

const offsetSchema = () =>
  z.coerce
    .number({ error: "Offset must be a number" })
    .int("Offset must be a whole number")
    .min(0, "Offset must be 0 or more")
    .max(1_000_000, "Offset must be at most 1,000,000")
    .default(0);

export const CONTENT_LIST_MAX_LIMIT = 200;

/** GET /content query: optional type and status filters, paging. */
export const ContentListQuerySchema = z.object({
  type: ContentTypeSchema.optional(),
  status: ContentStatusSchema.optional(),
  limit: limitSchema(CONTENT_LIST_MAX_LIMIT, 50),
  offset: offsetSchema(),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;

/** GET /content: newest updated first; `total` counts every match, not just this page. */
export const ContentListSchema = z.object({
  items: z.array(ContentSummarySchema),
  total: z.number().int(),
});
export type ContentList = z.infer<typeof ContentListSchema>;

/** A snapshot of an item as it was at one version. */
export const ContentRevisionSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: ContentTypeSchema,
  status: ContentStatusSchema,
  metaDescription: z.string(),
  focusKeyphrase: z.string(),
  targetKeywords: z.array(z.string()),
  source: RevisionSourceSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
  /** Who saved this version. */
  savedBy: PersonSchema.nullable(),
});
export type ContentRevision = z.infer<typeof ContentRevisionSchema>;

/** A revision in the history list: without the body (fetch one revision for it), with its length. */
export const ContentRevisionSummarySchema = ContentRevisionSchema.omit({ content: true }).extend({
  /** Length of the body in characters, so a history can show how much changed. */
  contentLength: z.number().int(),
});
export type ContentRevisionSummary = z.infer<typeof ContentRevisionSummarySchema>;

export const ContentRevisionListQuerySchema = z.object({
  limit: limitSchema(CONTENT_LIST_MAX_LIMIT, 50),
  offset: offsetSchema(),
});
export type ContentRevisionListQuery = z.infer<typeof ContentRevisionListQuerySchema>;

/** GET /content/{id}/revisions: newest version first. */
export const ContentRevisionListSchema = z.object({
  items: z.array(ContentRevisionSummarySchema),
  total: z.number().int(),
});
export type ContentRevisionList = z.infer<typeof ContentRevisionListSchema>;
