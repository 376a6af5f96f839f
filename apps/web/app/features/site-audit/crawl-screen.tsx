import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { formatDateTime } from "../../lib/format-date";
import { queryKeys } from "../../lib/query-keys";
import { crawlExportHref, fetchCrawl, fetchIssueSummary, fetchSite } from "../../lib/site-audits-api";
import { CRAWL_STATE_LABELS, crawlModeLabel, formatCount, isFinished } from "./crawl-format";
import { CrawlProgressCard } from "./crawl-progress-card";
import { CrawlStatsCard } from "./crawl-stats-card";
import { HealthScoreCard } from "./health-score-card";
import { IssuesBySeverity } from "./issues-by-severity";
import { SegmentPicker } from "./segments/segment-picker";
import type { StartedCrawlState } from "./site-dialog";

/** How often an unfinished crawl is asked for its progress. */
export const POLL_MS = 1500;

/**
 * /site-audit/crawls/:crawlId: live progress and the issues found so far while the crawl runs;
 * once it finished, the overview (health score, issues by severity, links to pages and compare).
 */
export function CrawlScreen({ crawlId }: { crawlId: string }) {
  const crawl = useQuery({
    queryKey: queryKeys.siteAudits.crawl(crawlId),
    queryFn: () => fetchCrawl(crawlId),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.state) ? false : POLL_MS),
  });
  const finished = crawl.data ? isFinished(crawl.data.state) : false;
  const [searchParams, setSearchParams] = useSearchParams();
  const segment = searchParams.get("segment");
  const segmentIssues = useQuery({
    queryKey: queryKeys.siteAudits.segmentIssues(crawlId, segment ?? ""),
    queryFn: () => fetchIssueSummary(crawlId, segment),
    enabled: finished && segment !== null,
  });
  const issues = useQuery({
    queryKey: queryKeys.siteAudits.issues(crawlId),
    queryFn: () => fetchIssueSummary(crawlId),
    enabled: crawl.data !== undefined,
    refetchInterval: finished ? false : POLL_MS,
  });
  // The issues polled while it ran are not the final ones: read them once more when it finishes.
  // The sites list may hold this crawl as running (a small site can finish before this screen's
  // first read), so it is re-read once this screen sees the crawl finished, whenever that is.
  const queryClient = useQueryClient();
  const wasRunning = useRef(false);
  const sawFinished = useRef(false);
  useEffect(() => {
    if (!crawl.data) return;
    if (!finished) {
      wasRunning.current = true;
      return;
    }
    if (wasRunning.current) {
      wasRunning.current = false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.issues(crawlId) });
    }
    if (!sawFinished.current) {
      sawFinished.current = true;
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.sites });
    }
  }, [crawl.data, finished, crawlId, queryClient]);
  const siteId = crawl.data?.siteId;
  const site = useQuery({
    queryKey: queryKeys.siteAudits.site(siteId ?? ""),
    queryFn: () => fetchSite(siteId ?? ""),
    enabled: siteId !== undefined,
  });
  const previousId = crawl.data?.previousCrawlId ?? null;
  const previous = useQuery({
    queryKey: queryKeys.siteAudits.crawl(previousId ?? ""),
    queryFn: () => fetchCrawl(previousId ?? ""),
    enabled: previousId !== null,
  });
  // Elapsed time ticks between polls too.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [finished]);

  const location = useLocation();
  const requested = (location.state as StartedCrawlState | null)?.requestedMaxPages;

  if (crawl.isPending) return <Spinner className="size-6" />;
  if (crawl.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {crawl.error.message}
      </p>
    );
  }
  const data = crawl.data;
  const base = `/site-audit/crawls/${encodeURIComponent(data.id)}`;
  const capped = requested !== undefined && requested > data.settings.maxPages;
  const modeLabel = crawlModeLabel(data);

  return (
    <>
      <PageHeader
        title={site.data ? `Site audit: ${site.data.name}` : "Site audit"}
        description={
          <>
            {site.data?.startUrl ?? ""} · {modeLabel ? `${modeLabel} · ` : ""}
            {CRAWL_STATE_LABELS[data.state]} · started{" "}
            <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
          </>
        }
        actions={
          <>
            <Link to="/site-audit" className={buttonClassName("secondary")}>
              All sites
            </Link>
            <Link to={`${base}/pages`} className={buttonClassName("secondary")}>
              All pages
            </Link>
            {previousId ? (
              <Link
                to={`${base}/compare/${encodeURIComponent(previousId)}`}
                className={buttonClassName("secondary")}
              >
                Compare with previous crawl
              </Link>
            ) : null}
            {finished ? (
              <a href={crawlExportHref(data.id, segment)} className={buttonClassName("secondary")} download>
                <Download className="size-4" aria-hidden="true" />
                {segment === null ? "Export all (zip)" : "Export segment (zip)"}
              </a>
            ) : null}
          </>
        }
      />
      <div className="space-y-6">
        {capped ? (
          <p
            role="status"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            You asked for {formatCount(requested)} pages; the server capped this crawl at{" "}
            {formatCount(data.settings.maxPages)}, your plan's limit.{" "}
            <Link to="/upgrade" className="font-semibold underline underline-offset-2">
              Upgrade to Pro
            </Link>{" "}
            to crawl more.
          </p>
        ) : null}
        {finished ? (
          data.stateReason ? (
            <p
              role="status"
              className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
            >
              {CRAWL_STATE_LABELS[data.state]}: {data.stateReason}
            </p>
          ) : null
        ) : (
          <CrawlProgressCard crawl={data} now={now} />
        )}
        {/* The issues last polled while it ran have no score yet: wait for the read after the finish. */}
        {finished && issues.data && !(issues.isFetching && issues.data.healthScore === null) ? (
          <HealthScoreCard summary={issues.data} previous={previous.data ?? null} />
        ) : null}
        {finished ? (
          <Card title="Crawl facts">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-5">
              {(
                [
                  ["URLs crawled", formatCount(data.progress.crawled)],
                  ["Failed (no response)", formatCount(data.progress.failed)],
                  ["Still queued", formatCount(data.progress.queued)],
                  [
                    data.mode === "list" ? "URLs in the list" : "Max pages",
                    formatCount(data.settings.maxPages),
                  ],
                  [
                    "Pages analysed as",
                    data.settings.renderJavaScript ? "Rendered (JavaScript)" : "HTML as sent",
                  ],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-600">{label}</dt>
                  <dd className="text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ) : null}
        {finished ? <CrawlStatsCard crawlId={data.id} /> : null}
        <Card
          title={finished ? "Issues" : "Issues found so far"}
          description={finished ? undefined : "Recomputed while the crawl runs; final once it completes."}
        >
          {issues.isPending ? (
            <Spinner className="size-5" />
          ) : issues.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {issues.error.message}
            </p>
          ) : issues.data.computedAt === null ? (
            <p className="text-sm text-slate-600">Not computed yet.</p>
          ) : (
            <div className="space-y-4">
              {finished ? (
                <SegmentPicker
                  siteId={data.siteId}
                  value={segment}
                  onChange={(id) => setSearchParams(id ? { segment: id } : {}, { replace: true })}
                />
              ) : null}
              {segment === null ? (
                <IssuesBySeverity crawlId={data.id} checks={issues.data.checks} />
              ) : segmentIssues.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {segmentIssues.error.message}
                </p>
              ) : segmentIssues.data ? (
                <IssuesBySeverity crawlId={data.id} checks={segmentIssues.data.checks} segmentId={segment} />
              ) : (
                <Spinner className="size-5" />
              )}
            </div>
          )}
        </Card>
      </div>
    </>
  );
}
