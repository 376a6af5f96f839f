import { SEARCH_PROVIDER_NAMES, type SearchProvider } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, TrackedKeywordsTable } from "../../db/schema";
import { AppError } from "../../errors";
import { ProviderError, type RankSource } from "../../search-data";
import { siteHostOf } from "../projects/normalize-project-url";
import { parseChangeRules } from "../runs/change-rules";
import type { RankingDeps } from "./ranking-deps";
import type { ReadingContext } from "./record-reading";
import { trackedKeywordRows } from "./tracked-keywords";

/** A project as a rank check reads it: its keywords, its site and competitors, its provider. */
export interface RankingProject {
  id: string;
  workspaceId: string;
  provider: SearchProvider;
  keywords: Selectable<TrackedKeywordsTable>[];
  context: Omit<ReadingContext, "trigger">;
}

/** The project, or null when it is gone or tracks no rankings (its provider was unset since). */
export async function loadRankingProject(
  db: Kysely<Database>,
  projectId: string,
): Promise<RankingProject | null> {
  const project = await db
    .selectFrom("projects")
    .select(["id", "workspace_id", "site_url", "rules", "rank_provider"])
    .where("id", "=", projectId)
    .executeTakeFirst();
  if (!project?.rank_provider) return null;
  const keywords = await trackedKeywordRows(db, projectId);
  const competitors = await db
    .selectFrom("project_competitors")
    .select("host")
    .where("project_id", "=", projectId)
    .orderBy("created_at")
    .execute();
  const provider = project.rank_provider as SearchProvider;
  return {
    id: project.id,
    workspaceId: project.workspace_id,
    provider,
    keywords,
    context: {
      projectId: project.id,
      siteHost: siteHostOf(project.site_url),
      siteUrl: project.site_url,
      competitorHosts: competitors.map((c) => c.host),
      rules: parseChangeRules(project.rules),
      provider,
    },
  };
}

/**
 * The project's provider as a RankSource, or the error every keyword's reading records: a
 * disconnected provider, or credentials this server can no longer open, is a failed check the
 * user sees with its reason — not a silence, not a position.
 */
export async function openSourceOf(
  deps: RankingDeps,
  project: RankingProject,
): Promise<RankSource | ProviderError> {
  const name = SEARCH_PROVIDER_NAMES[project.provider];
  try {
    return (
      (await deps.rankSourceOf(project.workspaceId, project.provider)) ??
      new ProviderError(
        "PROVIDER_AUTH",
        name,
        `${name} is not connected to this workspace: connect it in Settings → Search data.`,
      )
    );
  } catch (error) {
    if (error instanceof AppError) return new ProviderError("PROVIDER_AUTH", name, error.message);
    throw error;
  }
}
