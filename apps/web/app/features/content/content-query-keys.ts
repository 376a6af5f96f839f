import type { ContentStatus, ContentType } from "@ranklens/shared";
import { queryKeys } from "../../lib/query-keys";

/**
 * Query keys of content server state. All start with "content", like the sidebar's
 * `queryKeys.recentContent`, so invalidating `contentQueryKeys.all` after a save or delete
 * reloads the library, the open item, its history and the sidebar's Recent Content at once.
 */
export const contentQueryKeys = {
  all: ["content"] as const,
  recent: queryKeys.recentContent,
  list: (filters: { type?: ContentType; status?: ContentStatus }) =>
    ["content", "list", filters.type ?? "all", filters.status ?? "all"] as const,
  item: (id: string) => ["content", "item", id] as const,
  revisions: (id: string) => ["content", "revisions", id] as const,
  revision: (id: string, revisionId: string) => ["content", "revision", id, revisionId] as const,
};
