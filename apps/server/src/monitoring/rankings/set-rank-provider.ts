import {
  type CrawlSchedule,
  type PageSchedule,
  SEARCH_PROVIDER_NAMES,
  type SearchProvider,
} from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { JobQueue } from "../../jobs/job-queue";
import { RANK_PROVIDERS, rankProvidersOf } from "../../search-data";
import type { Actor } from "../../workspaces/actor";
import { findProject } from "../projects/find-project";
import { syncProjectSchedules } from "../runs/project-schedules";

/**
 * Picks the provider a project's keywords are checked with (null stops tracking; the history
 * stays). It must be one the workspace connected that reads results pages; the rank schedule
 * follows the project's page schedule from now on. Returns the project's name, for the activity log.
 */
export async function setRankProvider(
  db: Kysely<Database>,
  jobs: JobQueue,
  actor: Actor,
  projectId: string,
  provider: SearchProvider | null,
  now: Date,
): Promise<{ projectName: string }> {
  const project = await findProject(db, actor.workspaceId, projectId);
  if (provider !== null) {
    const name = SEARCH_PROVIDER_NAMES[provider];
    if (!RANK_PROVIDERS.includes(provider))
      throw new AppError(
        "INVALID_REQUEST",
        `${name} reports average positions over days, not where a keyword ranks today: pick ${RANK_PROVIDERS.map((p) => SEARCH_PROVIDER_NAMES[p]).join(" or ")}.`,
        { details: { field: "provider" } },
      );
    if (!(await rankProvidersOf(db, actor.workspaceId)).includes(provider))
      throw new AppError("INVALID_REQUEST", `Connect ${name} in Settings → Search data first.`, {
        details: { field: "provider" },
      });
  }
  await db
    .updateTable("projects")
    .set({ rank_provider: provider, updated_at: now.toISOString() })
    .where("id", "=", project.id)
    .execute();
  // Queued checks of another provider are dropped at their next collection.
  await syncProjectSchedules(jobs, {
    id: project.id,
    pageSchedule: project.page_schedule as PageSchedule,
    crawlSchedule: project.crawl_schedule as CrawlSchedule,
    rankProvider: provider,
  });
  return { projectName: project.name };
}
