import { randomUUID } from "node:crypto";
import { pathPatternProblem } from "@ranklens/patterns";
import { type CreateSiteIssueRuleSchema, SITE_ISSUE_RULE_LIMITS, type SiteIssueRule } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../../workspaces/actor";
import { findSite } from "../manage/find-site";
import { lockSite } from "../manage/lock-site";
import { issueTypeById } from "../site-checks";
import { findIssueRule } from "./list-issue-rules";

type NewRule = z.output<typeof CreateSiteIssueRuleSchema>;

/**
 * Adds a rule to the workspace's site: ignore a check, a URL or a pattern for it, or give the check
 * another severity (which replaces the check's earlier severity rule: a check has one severity).
 * The same ignore twice is refused, as is a rule past the site's limit. The caller re-reads the
 * site's crawls with the rules (the apply-issue-rules job); the site's name is for its log entry.
 */
export async function createIssueRule(
  db: Kysely<Database>,
  actor: Actor,
  siteId: string,
  rule: NewRule,
  now: Date,
): Promise<{ rule: SiteIssueRule; siteName: string }> {
  const site = await findSite(db, actor.workspaceId, siteId);
  if (!issueTypeById(rule.checkId)) {
    throw new AppError("INVALID_REQUEST", `There is no site issue "${rule.checkId}".`, {
      details: { field: "checkId" },
    });
  }
  if (rule.url !== undefined && !/^https?:\/\//i.test(rule.url)) {
    throw new AppError("INVALID_REQUEST", "Give the full URL, as the issue lists it (https://…)", {
      details: { field: "url" },
    });
  }
  if (rule.pattern !== undefined) {
    const problem = pathPatternProblem(rule.pattern);
    if (problem !== null) throw new AppError("INVALID_REQUEST", problem, { details: { field: "pattern" } });
  }
  const scope = rule.url !== undefined ? "url" : rule.pattern !== undefined ? "pattern" : "check";
  const target = rule.url ?? rule.pattern ?? null;
  const id = randomUUID();
  await inTransaction(db, async (trx) => {
    // Read and written under the site's lock: two rules at once cannot both see room for one.
    await lockSite(trx, siteId);
    const existing = await trx
      .selectFrom("site_issue_rules")
      .select(["id", "scope", "target", "action", "check_id"])
      .where("site_id", "=", siteId)
      .execute();
    const same = existing.find(
      (r) =>
        r.check_id === rule.checkId &&
        r.scope === scope &&
        r.target === target &&
        (r.action === "mute") === (rule.action === "mute"),
    );
    if (same && rule.action === "mute") {
      throw new AppError("ALREADY_EXISTS", "This is ignored already.", { details: { ruleId: same.id } });
    }
    if (!same && existing.length >= SITE_ISSUE_RULE_LIMITS.perSite) {
      throw new AppError(
        "CONFLICT",
        `A site has at most ${SITE_ISSUE_RULE_LIMITS.perSite} issue rules. Delete one to add another, or ignore a pattern instead of single URLs.`,
        { details: { limit: SITE_ISSUE_RULE_LIMITS.perSite } },
      );
    }
    // A check has one severity: a new severity rule replaces the old one.
    if (same) await trx.deleteFrom("site_issue_rules").where("id", "=", same.id).execute();
    await trx
      .insertInto("site_issue_rules")
      .values({
        id,
        site_id: siteId,
        check_id: rule.checkId,
        scope,
        target,
        action: rule.action,
        note: rule.note,
        created_by: actor.userId,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return { rule: await findIssueRule(db, siteId, id), siteName: site.name };
}
