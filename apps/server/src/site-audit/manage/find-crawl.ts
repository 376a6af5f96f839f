import type { Kysely, Selectable } from "kysely";
import type { CrawlsTable, Database } from "../../db/schema";
import { notFound } from "../../errors";

export const CRAWL_NOT_FOUND = "Crawl not found";

/** The workspace's crawl; another workspace's is "not found", as if it did not exist. */
export async function findCrawl(
  db: Kysely<Database>,
  workspaceId: string,
  crawlId: string,
): Promise<Selectable<CrawlsTable>> {
  const row = await db
    .selectFrom("crawls")
    .selectAll()
    .where("id", "=", crawlId)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound(CRAWL_NOT_FOUND);
  return row;
}
