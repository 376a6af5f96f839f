import {
  type ContentItem,
  ContentItemSchema,
  type ContentList,
  ContentListSchema,
  type ContentRevision,
  type ContentRevisionList,
  ContentRevisionListSchema,
  ContentRevisionSchema,
  type ContentStatus,
  type ContentType,
  type CreateContent,
  type UpdateContent,
} from "@ranklens/shared";
import { apiRequest } from "./api-client";

const BASE = "/api/v1/content";
const itemPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Filters and paging of the library list; absent filters match everything. */
export interface ContentListParams {
  type?: ContentType;
  status?: ContentStatus;
  limit?: number;
  offset?: number;
}

/** One page of the user's items (newest updated first, without bodies) and the total matching. */
export async function listContent(params: ContentListParams = {}): Promise<ContentList> {
  const query = new URLSearchParams();
  if (params.type) query.set("type", params.type);
  if (params.status) query.set("status", params.status);
  if (params.limit !== undefined) query.set("limit", String(params.limit));
  if (params.offset) query.set("offset", String(params.offset));
  const suffix = query.size > 0 ? `?${query}` : "";
  return ContentListSchema.parse(await apiRequest<unknown>(`${BASE}${suffix}`));
}

/** One item with its body; an ApiError with status 404 when it does not exist or is not the user's. */
export async function getContent(id: string): Promise<ContentItem> {
  return ContentItemSchema.parse(await apiRequest<unknown>(itemPath(id)));
}

/** Creates an item under its client-generated id; sending the same id again returns the stored item. */
export async function createContent(input: CreateContent): Promise<ContentItem> {
  // The client id makes a repeat return the item the first request created: safe to retry.
  return ContentItemSchema.parse(
    await apiRequest<unknown>(BASE, { method: "POST", json: input, idempotent: true }),
  );
}

/** Saves a new version of an item; 409 CONFLICT when `input.version` is no longer the latest. */
export async function updateContent(id: string, input: UpdateContent): Promise<ContentItem> {
  return ContentItemSchema.parse(await apiRequest<unknown>(itemPath(id), { method: "PUT", json: input }));
}

/** Deletes an item and its revisions. */
export async function deleteContent(id: string): Promise<void> {
  await apiRequest<unknown>(itemPath(id), { method: "DELETE" });
}

/** An item's revisions, newest version first, without bodies. */
export async function listRevisions(id: string): Promise<ContentRevisionList> {
  return ContentRevisionListSchema.parse(await apiRequest<unknown>(`${itemPath(id)}/revisions?limit=200`));
}

/** One revision with its body. */
export async function getRevision(id: string, revisionId: string): Promise<ContentRevision> {
  return ContentRevisionSchema.parse(
    await apiRequest<unknown>(`${itemPath(id)}/revisions/${encodeURIComponent(revisionId)}`),
  );
}

/** Brings a revision back as a new version, based on `version` (the latest the editor knows). */
export async function restoreRevision(id: string, revisionId: string, version: number): Promise<ContentItem> {
  return ContentItemSchema.parse(
    await apiRequest<unknown>(`${itemPath(id)}/revisions/${encodeURIComponent(revisionId)}/restore`, {
      method: "POST",
      json: { version },
      // Based on `version`, like a save: a repeat is refused (409), never restored twice.
      idempotent: true,
    }),
  );
}
