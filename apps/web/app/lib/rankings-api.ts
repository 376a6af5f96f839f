import {
  type AddTrackedKeywords,
  type JobStatus,
  JobStatusSchema,
  RankCheckStartedSchema,
  type Rankings,
  RankingsSchema,
  type SearchProvider,
  type TrackedKeywordList,
  TrackedKeywordListSchema,
  type WorkspaceRankMovers,
  WorkspaceRankMoversSchema,
} from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** Rank tracking (issue 30) as typed functions; every answer is checked against the shared schemas. */

const projectPath = (id: string) => `/api/v1/projects/${encodeURIComponent(id)}`;

/** Under "projects", so a project's Check now or edit refreshes its rankings too. */
export const rankingsKeys = {
  /** Every project's rankings: what a change of provider or a finished check refreshes. */
  all: ["projects", "rankings"] as const,
  rankings: (projectId: string, days: number) => ["projects", "rankings", projectId, days] as const,
  job: (jobId: string) => ["rank-check", jobId] as const,
  movers: ["projects", "rank-movers"] as const,
};

export async function fetchRankings(projectId: string, days: number): Promise<Rankings> {
  return RankingsSchema.parse(await apiRequest<unknown>(`${projectPath(projectId)}/rankings?days=${days}`));
}

export async function addTrackedKeywords(
  projectId: string,
  input: AddTrackedKeywords,
): Promise<TrackedKeywordList> {
  return TrackedKeywordListSchema.parse(
    await apiRequest<unknown>(`${projectPath(projectId)}/keywords`, { method: "POST", json: input }),
  );
}

export async function removeTrackedKeyword(projectId: string, keywordId: string): Promise<void> {
  await apiRequest<unknown>(`${projectPath(projectId)}/keywords/${encodeURIComponent(keywordId)}`, {
    method: "DELETE",
  });
}

export async function setRankProvider(projectId: string, provider: SearchProvider | null): Promise<Rankings> {
  return RankingsSchema.parse(
    await apiRequest<unknown>(`${projectPath(projectId)}/rankings/settings`, {
      method: "PUT",
      json: { provider },
    }),
  );
}

/** "Check now": a live check of every keyword (202); follow it with {@link fetchJob}. */
export async function checkRankingsNow(projectId: string): Promise<string> {
  const started = RankCheckStartedSchema.parse(
    await apiRequest<unknown>(`${projectPath(projectId)}/rankings/check`, { method: "POST" }),
  );
  return started.jobId;
}

export async function fetchJob(jobId: string): Promise<JobStatus> {
  return JobStatusSchema.parse(await apiRequest<unknown>(`/api/v1/jobs/${encodeURIComponent(jobId)}`));
}

/** The week's biggest ranking moves across the workspace's projects (the dashboard). */
export async function fetchWorkspaceMovers(): Promise<WorkspaceRankMovers> {
  return WorkspaceRankMoversSchema.parse(await apiRequest<unknown>("/api/v1/rankings/movers"));
}
