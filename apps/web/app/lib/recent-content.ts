import { apiRequest } from "./api-client";
import { ApiError } from "./api-error";

/** How many items the sidebar's Recent Content list shows (spec §9). */
export const RECENT_CONTENT_LIMIT = 5;

/** The fields of a content item the sidebar needs. */
export interface RecentContentItem {
  id: string;
  title: string;
  updatedAt: string;
}

export interface RecentContent {
  items: RecentContentItem[];
  total: number;
}

/**
 * The user's most recently updated content items. A 404 means the content API
 * is not deployed (yet); that is an empty list, not an error worth a toast.
 */
export async function fetchRecentContent(): Promise<RecentContent> {
  try {
    const body = await apiRequest<RecentContent>(`/api/v1/content?limit=${RECENT_CONTENT_LIMIT}`);
    return { items: body.items.slice(0, RECENT_CONTENT_LIMIT), total: body.total };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { items: [], total: 0 };
    throw error;
  }
}
