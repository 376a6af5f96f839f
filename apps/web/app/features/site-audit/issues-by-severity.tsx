import type { CrawlIssueCheck } from "@ranklens/shared";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { formatCount } from "./crawl-format";
import { SEVERITIES, SeverityBadge } from "./severity";

/** "Not checked: <why> 2 checks <what> (A, B)." — nothing when no check is left out for that reason. */
function NotCheckedNote({ checks, why, what }: { checks: CrawlIssueCheck[]; why: string; what: string }) {
  if (checks.length === 0) return null;
  return (
    <p className="text-xs text-slate-600">
      Not checked: {why} {checks.length} {checks.length === 1 ? "check" : "checks"} {what} (
      {checks.map((check) => check.title).join(", ")}).
    </p>
  );
}

/**
 * The checks that found something, grouped Critical → Warning → Notice, each with its counts and
 * a link to its affected URLs. Checks that found nothing are counted, not listed; checks the
 * crawl could not make (a list crawl and broken links) are named apart, never counted as clean.
 */
export function IssuesBySeverity({
  crawlId,
  checks: all,
  segmentId = null,
}: {
  crawlId: string;
  checks: CrawlIssueCheck[];
  /** The saved segment the counts are of: each issue's page opens with it. */
  segmentId?: string | null;
}) {
  const issueHref = (checkId: string) =>
    `/site-audit/crawls/${encodeURIComponent(crawlId)}/issues/${encodeURIComponent(checkId)}${segmentId ? `?${new URLSearchParams({ segment: segmentId })}` : ""}`;
  const checks = all.filter((check) => check.checked);
  const notChecked = all.filter((check) => !check.checked);
  const found = checks.filter((check) => check.count > 0);
  // Issues whose every row the site's rules ignore: listed apart, so they do not read as clean.
  const ignoredOnly = checks.filter((check) => check.count === 0 && check.ignored > 0);
  const clean = checks.length - found.length - ignoredOnly.length;
  const notCheckedNote = (
    <>
      <NotCheckedNote
        checks={notChecked.filter((check) => check.notCheckedBecause === "exact-crawl")}
        why="this crawl fetched only the URLs it was given, not the pages they lead to, so"
        what="of the whole site could not be made"
      />
      <NotCheckedNote
        checks={notChecked.filter((check) => check.notCheckedBecause === "not-rendered")}
        why="this crawl did not render JavaScript (Render JavaScript in the crawl settings), so"
        what="of what rendering changes were not made"
      />
    </>
  );
  const ignoredNote =
    ignoredOnly.length > 0 ? (
      <p className="text-xs text-slate-600">
        Ignored on this site:{" "}
        {ignoredOnly.map((check, index) => (
          <span key={check.id}>
            {index > 0 ? ", " : null}
            <Link to={issueHref(check.id)} className="text-indigo-700 hover:underline">
              {check.title}
            </Link>{" "}
            ({formatCount(check.ignored)})
          </span>
        ))}
        .
      </p>
    ) : null;
  if (found.length === 0) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-600">No issues found ({checks.length} checks ran).</p>
        {ignoredNote}
        {notCheckedNote}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {SEVERITIES.map(({ id, label }) => {
        const group = found.filter((check) => check.severity === id);
        if (group.length === 0) return null;
        const rows = group.reduce((sum, check) => sum + check.count, 0);
        return (
          <section key={id} aria-label={`${label} issues`}>
            <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <SeverityBadge severity={id} />
              <span>
                {group.length} {group.length === 1 ? "check" : "checks"}, {formatCount(rows)}{" "}
                {rows === 1 ? "issue" : "issues"}
              </span>
            </h3>
            <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
              {group.map((check) => (
                <li key={check.id}>
                  <Link
                    to={issueHref(check.id)}
                    className={cn(
                      "flex items-center gap-3 px-3 py-2.5 text-sm hover:bg-slate-50",
                      FOCUS_RING,
                    )}
                  >
                    <span className="min-w-0 flex-1 font-medium text-indigo-700">{check.title}</span>
                    <span className="shrink-0 text-right text-slate-700 tabular-nums">
                      {formatCount(check.urls)} {check.urls === 1 ? "URL" : "URLs"}
                      {check.count !== check.urls ? (
                        <span className="block text-xs text-slate-500">{formatCount(check.count)} rows</span>
                      ) : null}
                    </span>
                    <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {ignoredNote}
      {clean > 0 ? (
        <p className="text-xs text-slate-600">
          {clean} other {clean === 1 ? "check" : "checks"} found nothing.
        </p>
      ) : null}
      {notCheckedNote}
    </div>
  );
}
