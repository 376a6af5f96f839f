import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export interface CrawlHealth {
  crawlId: string;
  finishedAt: string;
  healthScore: number | null;
}

/**
 * The health score of each completed crawl of the project's site since `since`, by finish time,
 * oldest first; nothing when the project has no site yet. Only the workspace's own crawls count.
 */
export async function healthByCrawl(
  db: Kysely<Database>,
  workspaceId: string,
  siteId: string | null,
  since: string,
): Promise<CrawlHealth[]> {
  if (siteId === null) return [];
  const rows = await db
    .selectFrom("crawls")
    .select(["id", "finished_at", "health_score"])
    .where("workspace_id", "=", workspaceId)
    .where("site_id", "=", siteId)
    .where("state", "=", "completed")
    .where("finished_at", ">=", since)
    .orderBy("finished_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.flatMap((row) =>
    row.finished_at === null
      ? []
      : [{ crawlId: row.id, finishedAt: row.finished_at, healthScore: row.health_score }],
  );
}
