import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { notFound } from "../../errors";
import type { Actor } from "../../workspaces/actor";
import { findSite } from "../manage/find-site";

/** Deletes one of the workspace site's issue rules; what it ignored counts again once re-read. */
export async function deleteIssueRule(
  db: Kysely<Database>,
  actor: Actor,
  siteId: string,
  ruleId: string,
): Promise<{ checkId: string; siteName: string }> {
  const site = await findSite(db, actor.workspaceId, siteId);
  const rule = await db
    .selectFrom("site_issue_rules")
    .select("check_id")
    .where("id", "=", ruleId)
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  if (!rule) throw notFound("Issue rule not found");
  await db.deleteFrom("site_issue_rules").where("id", "=", ruleId).execute();
  return { checkId: rule.check_id, siteName: site.name };
}
