import type { LatestCrawl } from "@ranklens/shared";
import { Link } from "react-router";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format-date";
import { formatScore } from "../../lib/report-format";
import { CRAWL_STATE_LABELS, healthChange } from "../site-audit/crawl-format";

const STATE_TONE: Partial<Record<LatestCrawl["crawl"]["state"], BadgeTone>> = {
  completed: "success",
  failed: "danger",
  cancelled: "neutral",
  paused: "warning",
};

export interface LatestCrawlsState {
  items: LatestCrawl[];
  total: number;
  pending: boolean;
  error: Error | null;
  retry: () => void;
  retrying: boolean;
}

/** Each site's newest crawl: its health, the change since the crawl before, its state and date. */
export function LatestCrawlsCard({ state }: { state: LatestCrawlsState }) {
  const more = state.total - state.items.length;
  return (
    <Card
      title="Latest crawls"
      description="Each site's newest crawl and its health score (0–100, from the site's issues)."
      action={
        <Link to="/site-audit" className={buttonClassName("secondary", "sm", "shrink-0 whitespace-nowrap")}>
          All sites
        </Link>
      }
    >
      {state.pending ? (
        <LoadingBlock label="Loading the latest crawls" />
      ) : state.error ? (
        <LoadError message={state.error.message} onRetry={state.retry} retrying={state.retrying} />
      ) : (
        <>
          <ul className="divide-y divide-slate-200" aria-label="Latest crawls">
            {state.items.map((entry) => (
              <CrawlRow key={entry.crawl.id} entry={entry} />
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              And {more} more {more === 1 ? "site" : "sites"} on the Site Audit page.
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}

function CrawlRow({ entry }: { entry: LatestCrawl }) {
  const { crawl, site } = entry;
  const change = healthChange(crawl, { healthScore: entry.previousHealthScore });
  return (
    <li className="flex items-center gap-4 py-3">
      <div
        className="flex size-14 shrink-0 flex-col items-center justify-center rounded-md bg-slate-100 text-slate-900"
        title="Health score of this crawl"
      >
        <span className="text-lg font-bold tabular-nums">{formatScore(crawl.healthScore)}</span>
        <span className="text-[0.6rem] text-slate-600 uppercase">Health</span>
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={`/site-audit/crawls/${encodeURIComponent(crawl.id)}`}
          className={cn("font-medium break-words text-indigo-700 hover:underline", FOCUS_RING)}
        >
          {site.name}
        </Link>
        <p className="truncate text-sm text-slate-600">{site.startUrl}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <Badge tone={STATE_TONE[crawl.state] ?? "primary"}>{CRAWL_STATE_LABELS[crawl.state]}</Badge>
          <time dateTime={crawl.createdAt}>{formatDateTime(crawl.createdAt)}</time>
          {change ? (
            <span className={cn(change.delta < 0 ? "font-medium text-red-700" : undefined)}>
              Health {change.label} since the previous crawl
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
