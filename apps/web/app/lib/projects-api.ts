import {
  type AlertSettings,
  AlertSettingsSchema,
  type ChangeList,
  ChangeListSchema,
  type ChangeSeverity,
  type CreateProject,
  type ObservationDiff,
  ObservationDiffSchema,
  type PageHistory,
  PageHistorySchema,
  type Project,
  type ProjectList,
  ProjectListSchema,
  type ProjectRun,
  type ProjectRunList,
  ProjectRunListSchema,
  ProjectRunSchema,
  ProjectSchema,
  type ProjectTrends,
  ProjectTrendsSchema,
  type UpdateAlertSettings,
  type UpdateProject,
} from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** The monitoring API (issue 17) as typed functions; every answer is checked against the shared schemas. */

const projectPath = (id: string) => `/api/v1/projects/${encodeURIComponent(id)}`;
const pagePath = (projectId: string, pageId: number) =>
  `${projectPath(projectId)}/pages/${encodeURIComponent(String(pageId))}`;

/**
 * Query keys of the monitoring screens, beside the calls (like crawlPagesKeys). All start with
 * "projects", so a Check now or an edit refreshes the list, the project, its changes and histories at once.
 */
export const projectsKeys = {
  all: ["projects"] as const,
  list: ["projects", "list"] as const,
  project: (id: string) => ["projects", "one", id] as const,
  changes: (id: string, filters: ChangesFilters) => ["projects", "changes", id, filters] as const,
  history: (id: string, pageId: number) => ["projects", "history", id, pageId] as const,
  diff: (id: string, pageId: number, from: number, to: number) =>
    ["projects", "diff", id, pageId, from, to] as const,
  run: (id: string, runId: string) => ["projects", "run", id, runId] as const,
  latestRun: (id: string) => ["projects", "run", id, "latest"] as const,
  trends: (id: string) => ["projects", "trends", id] as const,
  alertSettings: (workspaceId: string) => ["alert-settings", workspaceId] as const,
};

export interface ChangesFilters {
  severity?: ChangeSeverity;
  pageId?: number;
  limit?: number;
}

export async function listProjects(): Promise<ProjectList> {
  return ProjectListSchema.parse(await apiRequest<unknown>("/api/v1/projects"));
}

/** A project with its tracked pages (each with its newest observation). */
export async function fetchProject(id: string): Promise<Project> {
  return ProjectSchema.parse(await apiRequest<unknown>(projectPath(id)));
}

export async function createProject(input: CreateProject): Promise<Project> {
  return ProjectSchema.parse(await apiRequest<unknown>("/api/v1/projects", { method: "POST", json: input }));
}

export async function updateProject(id: string, change: UpdateProject): Promise<Project> {
  return ProjectSchema.parse(await apiRequest<unknown>(projectPath(id), { method: "PATCH", json: change }));
}

export async function deleteProject(id: string): Promise<void> {
  await apiRequest<unknown>(projectPath(id), { method: "DELETE" });
}

/** Issues over time, site health over crawls and keyword gaps over time (the last 90 days). */
export async function fetchProjectTrends(id: string): Promise<ProjectTrends> {
  return ProjectTrendsSchema.parse(await apiRequest<unknown>(`${projectPath(id)}/trends`));
}

/** "Check now": queues a run of every tracked page (202); follow it with {@link fetchRun}. */
export async function checkProject(id: string): Promise<ProjectRun> {
  return ProjectRunSchema.parse(await apiRequest<unknown>(`${projectPath(id)}/check`, { method: "POST" }));
}

export async function fetchRun(projectId: string, runId: string): Promise<ProjectRun> {
  return ProjectRunSchema.parse(
    await apiRequest<unknown>(`${projectPath(projectId)}/runs/${encodeURIComponent(runId)}`),
  );
}

/** The project's newest runs (scheduled and manual), newest first. */
export async function listRuns(projectId: string, limit: number): Promise<ProjectRunList> {
  return ProjectRunListSchema.parse(
    await apiRequest<unknown>(`${projectPath(projectId)}/runs?limit=${limit}`),
  );
}

/** Records that the user opened the project: its `newChanges` ("new since your last visit") counts from now. */
export async function markProjectSeen(id: string): Promise<void> {
  await apiRequest<unknown>(`${projectPath(id)}/seen`, { method: "POST", idempotent: true });
}

/** One page of detected changes, newest first; `cursor` is the previous page's `nextCursor`. */
export async function listChanges(
  projectId: string,
  filters: ChangesFilters,
  cursor?: string | null,
): Promise<ChangeList> {
  const query = new URLSearchParams();
  if (filters.severity) query.set("severity", filters.severity);
  if (filters.pageId !== undefined) query.set("pageId", String(filters.pageId));
  if (filters.limit !== undefined) query.set("limit", String(filters.limit));
  if (cursor) query.set("cursor", cursor);
  const search = query.size > 0 ? `?${query}` : "";
  return ChangeListSchema.parse(await apiRequest<unknown>(`${projectPath(projectId)}/changes${search}`));
}

/** A tracked page and every observation of it, oldest first. */
export async function fetchPageHistory(projectId: string, pageId: number): Promise<PageHistory> {
  return PageHistorySchema.parse(await apiRequest<unknown>(`${pagePath(projectId, pageId)}/history`));
}

/** Two observations of a page (by observation id) compared field by field, and their main texts word by word. */
export async function fetchObservationDiff(
  projectId: string,
  pageId: number,
  from: number,
  to: number,
): Promise<ObservationDiff> {
  const query = new URLSearchParams({ from: String(from), to: String(to) });
  return ObservationDiffSchema.parse(
    await apiRequest<unknown>(`${pagePath(projectId, pageId)}/diff?${query}`),
  );
}

/** The signed-in user's alert switches in the active workspace. */
export async function fetchAlertSettings(): Promise<AlertSettings> {
  return AlertSettingsSchema.parse(await apiRequest<unknown>("/api/v1/alerts/settings"));
}

/** Saves some switches; returns all three as stored. */
export async function updateAlertSettings(change: UpdateAlertSettings): Promise<AlertSettings> {
  return AlertSettingsSchema.parse(
    await apiRequest<unknown>("/api/v1/alerts/settings", { method: "PUT", json: change }),
  );
}
