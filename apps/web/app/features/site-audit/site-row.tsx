import type { Site } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format-date";
import type { Permission } from "../../lib/permission";
import { queryKeys } from "../../lib/query-keys";
import { formatScore } from "../../lib/report-format";
import { listCrawls } from "../../lib/site-audits-api";
import { CRAWL_STATE_LABELS, crawlModeLabel, healthChange, isFinished } from "./crawl-format";

/** Enough recent crawls to find the one the last crawl compares with (its last completed one). */
const RECENT_CRAWLS = 10;

const STATE_TONE: Record<string, BadgeTone> = {
  completed: "success",
  failed: "danger",
  cancelled: "neutral",
  paused: "warning",
};

/** One site: its last crawl (state, date, health score and the change since the crawl before). */
export function SiteRow({
  site,
  onNewCrawl,
  onAccess,
  manage,
}: {
  site: Site;
  onNewCrawl: (site: Site) => void;
  /** Opens the site's ownership verification and staging access. */
  onAccess: (site: Site) => void;
  manage: Permission;
}) {
  const crawls = useQuery({
    queryKey: queryKeys.siteAudits.siteCrawls(site.id),
    queryFn: () => listCrawls(site.id, RECENT_CRAWLS),
  });
  const last = crawls.data?.items[0] ?? null;
  const previous = last?.previousCrawlId
    ? (crawls.data?.items.find((c) => c.id === last.previousCrawlId) ?? null)
    : null;
  const change = last ? healthChange(last, previous) : null;
  const busy = last !== null && !isFinished(last.state);
  const modeLabel = last ? crawlModeLabel(last) : null;

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div
        className="flex size-14 shrink-0 flex-col items-center justify-center rounded-md bg-slate-100 text-slate-900"
        title="Health score of the last crawl"
      >
        <span className="text-lg font-bold tabular-nums">{formatScore(last?.healthScore)}</span>
        <span className="text-[0.6rem] text-slate-600 uppercase">Health</span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{site.name}</p>
        <p className="truncate text-sm text-slate-600">{site.startUrl}</p>
        {crawls.isPending ? (
          <p className="text-xs text-slate-500">Loading crawls...</p>
        ) : last ? (
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
            <Badge tone={STATE_TONE[last.state] ?? "primary"}>{CRAWL_STATE_LABELS[last.state]}</Badge>
            {modeLabel ? <span>{modeLabel}</span> : null}
            <time dateTime={last.createdAt}>{formatDateTime(last.createdAt)}</time>
            <span>
              {change
                ? `Health ${change.label} since the previous crawl`
                : "No previous crawl score to compare"}
            </span>
          </p>
        ) : (
          <p className="text-xs text-slate-500">Not crawled yet.</p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        {last ? (
          <Link
            to={`/site-audit/crawls/${encodeURIComponent(last.id)}`}
            className={cn(
              "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50",
              FOCUS_RING,
            )}
            aria-label={`Open the last crawl of ${site.name}`}
          >
            {busy ? "Progress" : "Open"}
          </Link>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onAccess(site)}
          disabled={!manage.allowed}
          title={
            manage.reason ??
            "Ownership verification, and headers, cookies and basic auth for a staging or private site"
          }
          aria-label={`Access to ${site.name}`}
        >
          Access
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onNewCrawl(site)}
          disabled={!manage.allowed || busy}
          title={manage.reason ?? (busy ? "A crawl of this site is still going" : undefined)}
          aria-label={`New crawl of ${site.name}`}
        >
          New crawl
        </Button>
      </div>
    </li>
  );
}
