import { type SystemInfo, SystemInfoSchema } from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** How this server is set up (AI provider, billing), as far as a signed-in user may know. */
export async function fetchSystemInfo(): Promise<SystemInfo> {
  return SystemInfoSchema.parse(await apiRequest<unknown>("/api/v1/system"));
}
