import type { Kysely, Selectable } from "kysely";
import type { Database, SiteIssueRulesTable } from "../../db/schema";

export type StoredIssueRule = Selectable<SiteIssueRulesTable>;

/** A site's rules, oldest first (the order they are applied in: the first that ignores a row names it). */
export async function rulesOfSite(db: Kysely<Database>, siteId: string): Promise<StoredIssueRule[]> {
  return db
    .selectFrom("site_issue_rules")
    .selectAll()
    .where("site_id", "=", siteId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** The rules of the site a crawl belongs to. */
export async function rulesOfCrawl(db: Kysely<Database>, crawlId: string): Promise<StoredIssueRule[]> {
  return db
    .selectFrom("site_issue_rules as r")
    .innerJoin("crawls as c", "c.site_id", "r.site_id")
    .selectAll("r")
    .where("c.id", "=", crawlId)
    .orderBy("r.created_at")
    .orderBy("r.id")
    .execute();
}
