import { type Usage, UsageSchema } from "@ranklens/shared";
import { apiRequest } from "./api-client";
import { ApiError } from "./api-error";

/**
 * The signed-in user's analysis quota this month, or null when this server has
 * no usage endpoint (404) or answers with another shape: the usage line is a
 * courtesy, never a reason to show an error.
 */
export async function fetchUsage(): Promise<Usage | null> {
  try {
    const parsed = UsageSchema.safeParse(await apiRequest<unknown>("/api/v1/usage"));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
