import type { SiteIssueRule } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { findSite } from "../manage/find-site";
import { issueRuleOf } from "./issue-rule-row";

/** The workspace site's issue rules, oldest first, with who made each. */
export async function listIssueRules(
  db: Kysely<Database>,
  workspaceId: string,
  siteId: string,
): Promise<SiteIssueRule[]> {
  await findSite(db, workspaceId, siteId);
  const rows = await rulesWithAuthors(db, siteId).orderBy("r.created_at").orderBy("r.id").execute();
  return rows.map(issueRuleOf);
}

/** One rule of a site (the workspace's: the caller checked), as the API shows it. */
export async function findIssueRule(
  db: Kysely<Database>,
  siteId: string,
  ruleId: string,
): Promise<SiteIssueRule> {
  return issueRuleOf(await rulesWithAuthors(db, siteId).where("r.id", "=", ruleId).executeTakeFirstOrThrow());
}

function rulesWithAuthors(db: Kysely<Database>, siteId: string) {
  return db
    .selectFrom("site_issue_rules as r")
    .leftJoin("user as u", "u.id", "r.created_by")
    .selectAll("r")
    .select("u.name as author_name")
    .where("r.site_id", "=", siteId);
}
