import type { ContentItem, ContentStatus, ContentSummary, ContentType } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { ContentItemsTable, Database } from "../db/schema";
import { toPerson } from "../workspaces/person";

export type ContentItemRow = Selectable<ContentItemsTable>;

/** Every column of an item but the body (what the library list reads), qualified: the query joins `user` twice. */
export const CONTENT_SUMMARY_COLUMNS = [
  "content_items.id",
  "content_items.title",
  "content_items.type",
  "content_items.status",
  "content_items.meta_description",
  "content_items.focus_keyphrase",
  "content_items.target_keywords",
  "content_items.version",
  "content_items.created_at",
  "content_items.updated_at",
  "content_items.created_by",
  "content_items.updated_by",
] as const;

/** Items joined with their author and last editor (left joins: either may have deleted their account). */
export function contentItemsWithPeople(db: Kysely<Database>) {
  return db
    .selectFrom("content_items")
    .leftJoin("user as author", "author.id", "content_items.created_by")
    .leftJoin("user as editor", "editor.id", "content_items.updated_by");
}

/** The names contentItemsWithPeople() makes available. */
export const PEOPLE_NAME_COLUMNS = ["author.name as author_name", "editor.name as editor_name"] as const;

/** Names of the people an item row refers to (PEOPLE_NAME_COLUMNS). */
interface PeopleNames {
  author_name: string | null;
  editor_name: string | null;
}

/** "content_items.title" → "title": the name a qualified column comes back under. */
export type Unqualified<T> = T extends `${string}.${infer C}` ? C : never;

type SummaryRow = Pick<ContentItemRow, Unqualified<(typeof CONTENT_SUMMARY_COLUMNS)[number]>> & PeopleNames;

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
export function toContentSummary(row: SummaryRow): ContentSummary {
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
    createdBy: toPerson(row.created_by, row.author_name),
    updatedBy: toPerson(row.updated_by, row.editor_name),
  };
}

/** A whole item row in the API's camelCase shape. */
export function toContentItem(row: ContentItemRow & PeopleNames): ContentItem {
  return { ...toContentSummary(row), content: row.content };
}

/** One item of the workspace, whole, with the names of its people; undefined if there is none. */
export function findContentItem(db: Kysely<Database>, workspaceId: string, id: string) {
  return contentItemsWithPeople(db)
    .selectAll("content_items")
    .select(PEOPLE_NAME_COLUMNS)
    .where("content_items.id", "=", id)
    .where("content_items.workspace_id", "=", workspaceId)
    .executeTakeFirst();
}
