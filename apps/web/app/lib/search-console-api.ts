import {
  type ProjectSearchConsole,
  ProjectSearchConsoleSchema,
  type SearchConsoleConnection,
  SearchConsoleConnectionSchema,
  type SearchConsoleProperties,
  SearchConsolePropertiesSchema,
} from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** Query keys of Search Console, per workspace (the connection) and per project (its link). */
export const searchConsoleKeys = {
  /** Every key of a workspace's connection (its connection and properties). */
  workspace: (workspaceId: string) => ["search-console", workspaceId] as const,
  connection: (workspaceId: string) => ["search-console", workspaceId, "connection"] as const,
  properties: (workspaceId: string) => ["search-console", workspaceId, "properties"] as const,
  project: (projectId: string) => ["search-console", "project", projectId] as const,
};

const BASE = "/api/v1/providers/search-console";

/** Where "Connect with Google" goes: the server redirects to Google's consent page, then back to `returnTo`. */
export const connectSearchConsoleUrl = (returnTo: string) =>
  `${BASE}/connect?returnTo=${encodeURIComponent(returnTo)}`;

export async function fetchSearchConsoleConnection(): Promise<SearchConsoleConnection> {
  return SearchConsoleConnectionSchema.parse(await apiRequest<unknown>(`${BASE}/connection`));
}

export async function fetchSearchConsoleProperties(): Promise<SearchConsoleProperties> {
  return SearchConsolePropertiesSchema.parse(await apiRequest<unknown>(`${BASE}/properties`));
}

export async function disconnectSearchConsole(): Promise<void> {
  await apiRequest<unknown>(`${BASE}/connection`, { method: "DELETE" });
}

const projectPath = (projectId: string) => `/api/v1/projects/${encodeURIComponent(projectId)}/search-console`;

export async function fetchProjectSearchConsole(projectId: string): Promise<ProjectSearchConsole> {
  return ProjectSearchConsoleSchema.parse(await apiRequest<unknown>(projectPath(projectId)));
}

export async function linkSearchConsoleProperty(
  projectId: string,
  property: string,
): Promise<ProjectSearchConsole> {
  return ProjectSearchConsoleSchema.parse(
    await apiRequest<unknown>(projectPath(projectId), { method: "PUT", json: { property } }),
  );
}

export async function unlinkSearchConsoleProperty(projectId: string): Promise<void> {
  await apiRequest<unknown>(projectPath(projectId), { method: "DELETE" });
}

export async function importSearchConsoleNow(projectId: string): Promise<void> {
  await apiRequest<unknown>(`${projectPath(projectId)}/import`, { method: "POST" });
}
