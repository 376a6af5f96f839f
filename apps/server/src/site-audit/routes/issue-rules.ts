import { createRoute } from "@hono/zod-openapi";
import {
  CreateSiteIssueRuleSchema,
  SITE_ISSUE_RULE_LIMITS,
  type SiteIssueRule,
  SiteIssueRuleListSchema,
  SiteIssueRuleSchema,
} from "@ranklens/shared";
import { enqueueJob } from "../../jobs/job-definition";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize, authorizeActor } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { createIssueRule } from "../issue-rules/create-issue-rule";
import { deleteIssueRule } from "../issue-rules/delete-issue-rule";
import { listIssueRules } from "../issue-rules/list-issue-rules";
import { applyIssueRulesJobKind } from "../jobs/apply-issue-rules-job";
import { issueTypeById } from "../site-checks";

const SiteParam = z.object({ id: z.string().min(1).max(64) });
const RuleParam = SiteParam.extend({ ruleId: z.string().min(1).max(64) });
const TAGS = ["Site audits"];

const listRoute = createRoute({
  method: "get",
  path: "/sites/{id}/issue-rules",
  tags: TAGS,
  summary: "The site's issue rules: what is ignored, and checks given another severity",
  request: { params: SiteParam },
  responses: {
    200: jsonResponse(SiteIssueRuleListSchema, "Rules, oldest first"),
    ...errorResponses(401, 403, 404),
  },
});

const createRuleRoute = createRoute({
  method: "post",
  path: "/sites/{id}/issue-rules",
  tags: TAGS,
  summary: "Ignore a check, a URL or a pattern for one check, or give a check another severity",
  description:
    "`action` is `mute` (ignore) or a severity (`error`, `warning`, `notice`; whole check only, replacing the check's earlier severity). " +
    "Give `url` (one affected URL) or `pattern` (its path and query, as crawl include/exclude patterns: `/tag/*`, `re:^/archive/`), or neither for the whole check. " +
    "Every crawl of the site is re-read with the rules in the background, within seconds: ignored rows leave the counts, the rows, Compare and the health score, and the summary counts them as `ignored`. " +
    `At most ${SITE_ISSUE_RULE_LIMITS.perSite} rules a site (409); the same ignore twice is 409 ALREADY_EXISTS.`,
  request: { params: SiteParam, ...jsonBody(CreateSiteIssueRuleSchema) },
  responses: {
    201: jsonResponse(SiteIssueRuleSchema, "The rule"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const deleteRuleRoute = createRoute({
  method: "delete",
  path: "/sites/{id}/issue-rules/{ruleId}",
  tags: TAGS,
  summary: "Delete an issue rule: what it ignored counts again",
  request: { params: RuleParam },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

export const issueRulesRoutes = createRouter();
issueRulesRoutes.use("/sites/*", requireUser());

issueRulesRoutes.openapi(listRoute, async (c) => {
  const workspace = await authorize(c, "site.view");
  const items = await listIssueRules(c.get("deps").db, workspace.id, c.req.valid("param").id);
  return c.json({ items }, 200);
});

issueRulesRoutes.openapi(createRuleRoute, async (c) => {
  const { db, jobs, now } = c.get("deps");
  const actor = await authorizeActor(c, "site.manage");
  const siteId = c.req.valid("param").id;
  const { rule, siteName } = await createIssueRule(db, actor, siteId, c.req.valid("json"), now());
  await enqueueJob(jobs, applyIssueRulesJobKind, { siteId }, { workspaceId: actor.workspaceId });
  await logMemberActivity(c, actor.workspaceId, {
    type: "issue_rule.created",
    did: `${ruleInWords(rule)} on the site “${siteName}”${rule.note ? ` (“${rule.note}”)` : ""}`,
  });
  return c.json(rule, 201);
});

issueRulesRoutes.openapi(deleteRuleRoute, async (c) => {
  const { db, jobs } = c.get("deps");
  const actor = await authorizeActor(c, "site.manage");
  const { id: siteId, ruleId } = c.req.valid("param");
  const { checkId, siteName } = await deleteIssueRule(db, actor, siteId, ruleId);
  await enqueueJob(jobs, applyIssueRulesJobKind, { siteId }, { workspaceId: actor.workspaceId });
  await logMemberActivity(c, actor.workspaceId, {
    type: "issue_rule.deleted",
    did: `deleted a rule on “${issueTypeById(checkId)?.title ?? checkId}” of the site “${siteName}”`,
  });
  return c.body(null, 204);
});

/** "ignored “Title too long” for /tag/*": a rule for the activity log. */
function ruleInWords(rule: SiteIssueRule): string {
  const title = `“${issueTypeById(rule.checkId)?.title ?? rule.checkId}”`;
  if (rule.action !== "mute") return `made ${title} a${rule.action === "error" ? "n" : ""} ${rule.action}`;
  return rule.target === null ? `ignored ${title}` : `ignored ${title} for ${rule.target}`;
}
