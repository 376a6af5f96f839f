import { type SystemInfo, SystemInfoSchema } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { queryKeys } from "./query-keys";

/** How this server is set up (AI provider, billing), as far as a signed-in user may know. */
export async function fetchSystemInfo(): Promise<SystemInfo> {
  return SystemInfoSchema.parse(await apiRequest<unknown>("/api/v1/system"));
}

/** The server's setup, shared by every screen that asks (one query, cached under one key). */
export function useSystemInfo() {
  return useQuery({ queryKey: queryKeys.system, queryFn: fetchSystemInfo });
}
