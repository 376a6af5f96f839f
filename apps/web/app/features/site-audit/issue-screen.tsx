import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import toast from "react-hot-toast";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { Button, buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadMore } from "../../components/ui/load-more";
import { Spinner } from "../../components/ui/spinner";
import { queryKeys } from "../../lib/query-keys";
import {
  createIssueRule,
  fetchCrawl,
  fetchIssueRows,
  fetchIssueSummary,
  issueCsvHref,
} from "../../lib/site-audits-api";
import { useCan } from "../../lib/use-can";
import { formatCount } from "./crawl-format";
import { IssueRowsTable } from "./issue-rows-table";
import { IssueRulesCard, useRefreshAfterRuleChange } from "./issue-rules-card";
import { SegmentPicker } from "./segments/segment-picker";
import { SeverityBadge } from "./severity";

/** Affected URLs fetched per "Load more". */
export const ISSUE_PAGE_SIZE = 50;

/** /site-audit/crawls/:crawlId/issues/:checkId: one check, why it matters, how to fix it, and its affected URLs. */
export function IssueScreen({ crawlId, checkId }: { crawlId: string; checkId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const segment = searchParams.get("segment");
  const summary = useQuery({
    queryKey: segment
      ? queryKeys.siteAudits.segmentIssues(crawlId, segment)
      : queryKeys.siteAudits.issues(crawlId),
    queryFn: () => fetchIssueSummary(crawlId, segment),
  });
  const rows = useInfiniteQuery({
    queryKey: queryKeys.siteAudits.issueRows(crawlId, checkId, segment),
    queryFn: ({ pageParam }) => fetchIssueRows(crawlId, checkId, pageParam, ISSUE_PAGE_SIZE, segment),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const crawl = useQuery({
    queryKey: queryKeys.siteAudits.crawl(crawlId),
    queryFn: () => fetchCrawl(crawlId),
  });
  const siteId = crawl.data?.siteId;
  const manage = useCan("site.manage");
  const refresh = useRefreshAfterRuleChange(crawlId, siteId ?? "");
  const ignoreUrl = useMutation({
    mutationFn: (url: string) => createIssueRule(siteId!, { checkId, url, action: "mute" }),
    onSuccess: (rule) => {
      toast.success(`Ignored ${rule.target}. The issue list updates within seconds.`);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const check = summary.data?.checks.find((c) => c.id === checkId);
  const crawlPath = `/site-audit/crawls/${encodeURIComponent(crawlId)}`;
  const items = rows.data?.pages.flatMap((page) => page.items) ?? [];
  const total = rows.data?.pages[0]?.total;

  if (summary.isPending) return <Spinner className="size-6" />;
  if (summary.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {summary.error.message}
      </p>
    );
  }
  if (!check) {
    return (
      <p role="alert" className="text-sm text-red-700">
        This crawl has no site issue "{checkId}". <Link to={crawlPath}>Back to the crawl</Link>
      </p>
    );
  }

  return (
    <>
      <PageHeader
        title={check.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <SeverityBadge severity={check.severity} />
            {check.checked ? (
              <span>
                {formatCount(check.urls)} {check.urls === 1 ? "URL" : "URLs"} affected,{" "}
                {formatCount(check.count)} {check.count === 1 ? "row" : "rows"}
              </span>
            ) : (
              <span>
                {check.notCheckedBecause === "not-rendered"
                  ? "Not checked: this crawl did not render JavaScript (Render JavaScript in the crawl settings)."
                  : "Not checked: this crawl fetched only the URLs it was given, not the pages they lead to."}
              </span>
            )}
          </span>
        }
        actions={
          <>
            <Link to={crawlPath} className={buttonClassName("secondary")}>
              Back to the crawl
            </Link>
            <a
              href={issueCsvHref(crawlId, checkId, segment)}
              className={buttonClassName("secondary")}
              download
            >
              <Download className="size-4" aria-hidden="true" />
              Download CSV
            </a>
          </>
        }
      />
      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card title="Why it matters">
            <p className="text-sm text-slate-700">{check.description}</p>
          </Card>
          <Card title="How to fix it">
            <p className="text-sm text-slate-700">{check.howToFix}</p>
          </Card>
        </div>
        {siteId ? (
          <SegmentPicker
            siteId={siteId}
            value={segment}
            onChange={(id) => setSearchParams(id ? { segment: id } : {}, { replace: true })}
          />
        ) : null}
        <Card
          title="Affected URLs"
          description={
            total === undefined ? undefined : `${formatCount(items.length)} of ${formatCount(total)} shown`
          }
          className="min-w-0"
        >
          {rows.isPending ? (
            <Spinner className="size-5" />
          ) : rows.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {rows.error.message}
            </p>
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600">
              {check.ignored > 0
                ? "Every row of this issue is ignored by the site's rules."
                : segment
                  ? "This check found nothing among the segment's pages."
                  : "This check found nothing in this crawl."}
            </p>
          ) : (
            <IssueRowsTable
              columns={check.columns}
              rows={items}
              rowAction={
                manage.allowed && siteId
                  ? (row) => (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => ignoreUrl.mutate(row.url)}
                        loading={ignoreUrl.isPending && ignoreUrl.variables === row.url}
                      >
                        Ignore URL
                      </Button>
                    )
                  : undefined
              }
            />
          )}
          <LoadMore query={rows} />
        </Card>
        {siteId ? <IssueRulesCard crawlId={crawlId} siteId={siteId} check={check} /> : null}
      </div>
    </>
  );
}
