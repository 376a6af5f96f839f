import type { LatestCrawlList } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { crawlFromRow } from "../manage/crawl-row";

/**
 * Each of the workspace's sites' newest crawl, newest first, with the health score of the crawl it
 * compares with: what the dashboard shows a returning member. One query (index crawls_site finds
 * each site's newest crawl); a plan allows a few dozen sites.
 */
export async function listLatestCrawls(
  db: Kysely<Database>,
  workspaceId: string,
  limit: number,
): Promise<LatestCrawlList> {
  const newest = db
    .selectFrom("crawls")
    .innerJoin("sites", "sites.id", "crawls.site_id")
    .where("crawls.workspace_id", "=", workspaceId)
    .where("sites.workspace_id", "=", workspaceId)
    .where((eb) =>
      eb(
        "crawls.id",
        "=",
        eb
          .selectFrom("crawls as newer")
          .select("newer.id")
          .whereRef("newer.site_id", "=", "crawls.site_id")
          .orderBy("newer.created_at", "desc")
          .orderBy("newer.id", "desc")
          .limit(1),
      ),
    );
  const rows = await newest
    .leftJoin("crawls as previous", "previous.id", "crawls.previous_crawl_id")
    .selectAll("crawls")
    .select([
      "sites.name as site_name",
      "sites.start_url as site_start_url",
      "previous.health_score as previous_health_score",
    ])
    .orderBy("crawls.created_at", "desc")
    .orderBy("crawls.id", "desc")
    .limit(limit)
    .execute();
  const { total } = await newest
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      site: { id: row.site_id, name: row.site_name, startUrl: row.site_start_url },
      crawl: crawlFromRow(row),
      previousHealthScore: row.previous_health_score,
    })),
    total: Number(total),
  };
}
