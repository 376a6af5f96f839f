import type { SiteIssueRule, SiteIssueRuleAction, SiteIssueSeverity } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { SiteIssueRulesTable } from "../../db/schema";

/** A stored rule as the API shows it, with its author's name (null once their account is gone). */
export function issueRuleOf(
  row: Selectable<SiteIssueRulesTable> & { author_name: string | null },
): SiteIssueRule {
  return {
    id: row.id,
    siteId: row.site_id,
    checkId: row.check_id,
    scope: row.scope,
    target: row.target,
    action: row.action as SiteIssueRuleAction,
    note: row.note,
    createdBy:
      row.created_by && row.author_name !== null ? { id: row.created_by, name: row.author_name } : null,
    createdAt: row.created_at,
  };
}

/** The severity each check has on this site: a whole-check severity rule's, where there is one. */
export function severityOverrides(
  rules: readonly Pick<Selectable<SiteIssueRulesTable>, "check_id" | "scope" | "action">[],
): Map<string, SiteIssueSeverity> {
  const overrides = new Map<string, SiteIssueSeverity>();
  for (const rule of rules) {
    if (rule.scope === "check" && rule.action !== "mute") {
      overrides.set(rule.check_id, rule.action as SiteIssueSeverity);
    }
  }
  return overrides;
}
