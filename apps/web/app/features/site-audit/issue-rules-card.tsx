import {
  type CrawlIssueCheck,
  type CreateSiteIssueRule,
  SITE_ISSUE_RULE_LIMITS,
  SITE_ISSUE_SEVERITIES,
  type SiteIssueRule,
} from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format-date";
import { queryKeys } from "../../lib/query-keys";
import { createIssueRule, deleteIssueRule, listIssueRules } from "../../lib/site-audits-api";
import { useCan } from "../../lib/use-can";
import { formatCount } from "./crawl-format";
import { SEVERITY_LABEL } from "./severity";

/**
 * Re-reads the crawl's issues a few times after a rule changes: the server applies rules to every
 * crawl of the site in the background, usually within a second or two.
 */
export function useRefreshAfterRuleChange(crawlId: string, siteId: string) {
  const queryClient = useQueryClient();
  return () => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.issues(crawlId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.crawlIssueRows(crawlId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.crawl(crawlId) });
    };
    void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.issueRules(siteId) });
    for (const ms of [0, 1500, 4000]) setTimeout(refresh, ms);
  };
}

/** What a rule does, in words ("Ignores URLs matching /tag/*"). */
function ruleInWords(rule: SiteIssueRule): string {
  if (rule.action !== "mute") return `Counts as ${SEVERITY_LABEL[rule.action].toLowerCase()} on this site`;
  if (rule.scope === "check") return "Ignores the whole issue on this site";
  return rule.scope === "url" ? `Ignores ${rule.target}` : `Ignores URLs matching ${rule.target}`;
}

/**
 * One issue's rules on the crawl's site: its severity there, what is ignored (the whole issue, or
 * URLs matching a pattern; single URLs from the table's rows), each with its note, author and date.
 * Rules hold for every crawl of the site, earlier and later.
 */
export function IssueRulesCard({
  crawlId,
  siteId,
  check,
}: {
  crawlId: string;
  siteId: string;
  check: CrawlIssueCheck;
}) {
  const manage = useCan("site.manage");
  const refresh = useRefreshAfterRuleChange(crawlId, siteId);
  const rules = useQuery({
    queryKey: queryKeys.siteAudits.issueRules(siteId),
    queryFn: () => listIssueRules(siteId),
  });
  const [pattern, setPattern] = useState("");
  const [note, setNote] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (rule: CreateSiteIssueRule) => createIssueRule(siteId, rule),
    onSuccess: (rule) => {
      setPattern("");
      setNote("");
      setFieldError(null);
      toast.success(`${ruleInWords(rule)}. The issue list updates within seconds.`);
      refresh();
    },
    onError: (error) => setFieldError(error.message),
  });
  const remove = useMutation({
    mutationFn: (ruleId: string) => deleteIssueRule(siteId, ruleId),
    onSuccess: () => {
      toast.success("Rule deleted. What it ignored counts again within seconds.");
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const mine = (rules.data ?? []).filter((rule) => rule.checkId === check.id);
  const severityRule = mine.find((rule) => rule.action !== "mute");
  const ignoresAll = mine.some((rule) => rule.action === "mute" && rule.scope === "check");

  return (
    <Card
      title="Manage this issue on the site"
      description={
        check.ignored > 0
          ? `${formatCount(check.ignored)} ${check.ignored === 1 ? "row is" : "rows are"} ignored by the rules below: not counted, not in the health score, Compare or the CSV of affected URLs.`
          : "Rules hold for every crawl of this site, earlier and later."
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium text-slate-800" htmlFor="issue-severity">
            Severity on this site
            <select
              id="issue-severity"
              value={severityRule?.action ?? "default"}
              disabled={!manage.allowed || create.isPending || remove.isPending}
              title={manage.reason ?? undefined}
              onChange={(event) => {
                const value = event.target.value;
                if (value === "default") {
                  if (severityRule) remove.mutate(severityRule.id);
                } else {
                  create.mutate({ checkId: check.id, action: value as CreateSiteIssueRule["action"], note });
                }
              }}
              className={cn(
                "mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal disabled:bg-slate-50",
                FOCUS_RING,
              )}
            >
              <option value="default">Default ({SEVERITY_LABEL[check.defaultSeverity]})</option>
              {SITE_ISSUE_SEVERITIES.map((severity) => (
                <option key={severity} value={severity}>
                  {SEVERITY_LABEL[severity]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {manage.allowed ? (
          <form
            className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate({
                checkId: check.id,
                action: "mute",
                note,
                ...(pattern.trim() ? { pattern: pattern.trim() } : {}),
              });
            }}
          >
            <Input
              label="Ignore URLs matching (optional)"
              hint="A path pattern, as in the crawl settings: /tag/* or re:^/archive/. Empty: the whole issue."
              value={pattern}
              maxLength={500}
              onChange={(event) => setPattern(event.target.value)}
              error={fieldError ?? undefined}
            />
            <Input
              label="Note (optional)"
              hint="Why, for your team."
              value={note}
              maxLength={SITE_ISSUE_RULE_LIMITS.note}
              onChange={(event) => setNote(event.target.value)}
            />
            <Button
              type="submit"
              variant="secondary"
              loading={create.isPending}
              disabled={ignoresAll && !pattern}
            >
              {pattern.trim() ? "Ignore matching URLs" : "Ignore this issue"}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-slate-600">{manage.reason}</p>
        )}
        {rules.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {rules.error.message}
          </p>
        ) : mine.length === 0 ? (
          <p className="text-sm text-slate-600">No rules for this issue on this site.</p>
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-md border border-slate-200"
            aria-label="Rules for this issue"
          >
            {mine.map((rule) => (
              <li key={rule.id} className="flex flex-wrap items-start gap-3 px-3 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-all text-slate-900">{ruleInWords(rule)}</p>
                  {rule.note ? <p className="text-slate-700">“{rule.note}”</p> : null}
                  <p className="text-xs text-slate-500">
                    {rule.createdBy ? rule.createdBy.name : "A former member"},{" "}
                    <time dateTime={rule.createdAt}>{formatDateTime(rule.createdAt)}</time>
                  </p>
                </div>
                {manage.allowed ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove.mutate(rule.id)}
                    loading={remove.isPending && remove.variables === rule.id}
                  >
                    Delete
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
