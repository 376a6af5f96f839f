import type { ContentItem, ContentStatus, ContentSummary, ContentType } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ContentItemsTable } from "../../db/schema";

export type ContentItemRow = Selectable<ContentItemsTable>;

/** Every column of an item but the body: what the library list reads. */
export const CONTENT_SUMMARY_COLUMNS = [
  "id",
  "title",
  "type",
  "status",
  "meta_description",
  "focus_keyphrase",
  "target_keywords",
  "version",
  "created_at",
  "updated_at",
] as const;

/** A stored JSON keyword list; anything unreadable counts as no keywords rather than a 500. */
export function parseKeywords(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}

/** An item row (without its body) in the API's camelCase shape. */
export function toContentSummary(
  row: Omit<ContentItemRow, "content" | "owner_id" | "created_by">,
): ContentSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type as ContentType,
    status: row.status as ContentStatus,
    metaDescription: row.meta_description,
    focusKeyphrase: row.focus_keyphrase,
    targetKeywords: parseKeywords(row.target_keywords),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A whole item row in the API's camelCase shape. */
export function toContentItem(row: ContentItemRow): ContentItem {
  return { ...toContentSummary(row), content: row.content };
}
