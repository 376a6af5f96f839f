import type { CrawlList } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { crawlFromRow } from "../manage/crawl-row";
import { findSite } from "../manage/find-site";

/** A site's crawls, newest first (index crawls_site); progress is per crawl (getCrawl). */
export async function listCrawls(
  db: Kysely<Database>,
  workspaceId: string,
  siteId: string,
  page: { limit: number; offset: number },
): Promise<CrawlList> {
  await findSite(db, workspaceId, siteId);
  const rows = await db
    .selectFrom("crawls")
    .selectAll()
    .where("site_id", "=", siteId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom("crawls")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("site_id", "=", siteId)
    .executeTakeFirstOrThrow();
  return { items: rows.map(crawlFromRow), total: Number(total) };
}
