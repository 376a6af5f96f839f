import type { CrawlComparison } from "@ranklens/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { crawlPageHref } from "../../lib/crawl-pages-api";
import { formatDateTime } from "../../lib/format-date";
import { queryKeys } from "../../lib/query-keys";
import { fetchComparison, fetchCrawl, fetchIssueSummary } from "../../lib/site-audits-api";
import { formatCount } from "./crawl-format";
import { SegmentPicker } from "./segments/segment-picker";
import { SeverityBadge } from "./severity";

type Listed<T> = { total: number; items: T[] };

/** A titled list with its total; the API sends the first 100 items, so "first N of M" says so. */
function ListCard<T>({
  title,
  list,
  empty,
  render,
}: {
  title: string;
  list: Listed<T>;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <Card
      title={`${title} (${formatCount(list.total)})`}
      description={
        list.items.length < list.total
          ? `First ${list.items.length} of ${formatCount(list.total)}`
          : undefined
      }
      className="min-w-0"
    >
      {list.items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {list.items.map((item, index) => (
            // Items are unique within a list; the index only guards against a repeat.
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
            <li key={index} className="py-2 break-all">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /site-audit/crawls/:crawlId/compare/:otherId: what changed since the other (usually previous) crawl. */
export function CompareScreen({ crawlId, otherId }: { crawlId: string; otherId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const segment = searchParams.get("segment");
  const comparison = useQuery({
    queryKey: queryKeys.siteAudits.compare(crawlId, otherId, segment),
    queryFn: () => fetchComparison(crawlId, otherId, segment),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: queryKeys.siteAudits.issues(crawlId),
    queryFn: () => fetchIssueSummary(crawlId),
  });
  const crawl = useQuery({
    queryKey: queryKeys.siteAudits.crawl(crawlId),
    queryFn: () => fetchCrawl(crawlId),
  });
  const other = useQuery({
    queryKey: queryKeys.siteAudits.crawl(otherId),
    queryFn: () => fetchCrawl(otherId),
  });
  const crawlPath = `/site-audit/crawls/${encodeURIComponent(crawlId)}`;

  if (comparison.isPending) return <Spinner className="size-6" />;
  if (comparison.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {comparison.error.message}
      </p>
    );
  }
  const data: CrawlComparison = comparison.data;
  const checks = new Map((summary.data?.checks ?? []).map((check) => [check.id, check]));
  const titleOf = (checkId: string) => checks.get(checkId)?.title ?? checkId;
  /** A URL linking to its detail in the crawl that has it: by URL, since page ids are per crawl. */
  const pageLink = (inCrawl: string, url: string) => (
    <Link to={crawlPageHref(inCrawl, { url })} className="break-all text-indigo-700 hover:underline">
      {url}
    </Link>
  );
  const issueKey =
    (inCrawl: string) => (item: { checkId: string; url: string; relatedUrl: string | null }) => (
      <>
        <span className="block text-xs font-medium text-slate-600">{titleOf(item.checkId)}</span>
        {pageLink(inCrawl, item.url)}
        {item.relatedUrl ? (
          <span className="block text-xs text-slate-600">from {item.relatedUrl}</span>
        ) : null}
      </>
    );

  return (
    <>
      <PageHeader
        title="Compare crawls"
        description={
          <>
            This crawl
            {crawl.data ? (
              <>
                {" "}
                (<time dateTime={crawl.data.createdAt}>{formatDateTime(crawl.data.createdAt)}</time>)
              </>
            ) : null}{" "}
            against the earlier one
            {other.data ? (
              <>
                {" "}
                (<time dateTime={other.data.createdAt}>{formatDateTime(other.data.createdAt)}</time>)
              </>
            ) : null}
            .
          </>
        }
        actions={
          <Link to={crawlPath} className={buttonClassName("secondary")}>
            Back to the crawl
          </Link>
        }
      />
      <div className="space-y-6">
        {crawl.data ? (
          <SegmentPicker
            siteId={crawl.data.siteId}
            value={segment}
            onChange={(id) => setSearchParams(id ? { segment: id } : {}, { replace: true })}
          />
        ) : null}
        <Card title="Issues per check" className="min-w-0">
          {data.issues.byCheck.length === 0 ? (
            <p className="text-sm text-slate-600">Neither crawl found issues.</p>
          ) : (
            <div className="-mx-6 overflow-x-auto px-6">
              <table className="w-full min-w-[20rem] text-left text-sm">
                <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Check
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      New
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Fixed
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Still open
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.issues.byCheck.map((row) => {
                    const check = checks.get(row.checkId);
                    return (
                      <tr key={row.checkId}>
                        <th scope="row" className="px-3 py-2 text-left font-medium">
                          <span className="flex flex-wrap items-center gap-2">
                            {check ? <SeverityBadge severity={check.severity} /> : null}
                            <Link
                              to={`${crawlPath}/issues/${encodeURIComponent(row.checkId)}`}
                              className="text-indigo-700 hover:underline"
                            >
                              {titleOf(row.checkId)}
                            </Link>
                          </span>
                        </th>
                        <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.new)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.fixed)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.stillOpen)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        <div className="grid gap-6 lg:grid-cols-2">
          <ListCard
            title="New issues"
            list={data.issues.new}
            empty="No new issues."
            render={issueKey(crawlId)}
          />
          {/* A fixed issue's page is shown as the earlier crawl found it. */}
          <ListCard
            title="Fixed issues"
            list={data.issues.fixed}
            empty="Nothing fixed."
            render={issueKey(otherId)}
          />
          <ListCard
            title="Pages added"
            list={data.pages.added}
            empty="No pages added."
            render={(url) => pageLink(crawlId, url)}
          />
          <ListCard
            title="Pages removed"
            list={data.pages.removed}
            empty="No pages removed."
            render={(url) => pageLink(otherId, url)}
          />
        </div>
        <ListCard
          title="Titles changed"
          list={data.pages.titlesChanged}
          empty="No titles changed."
          render={(item) => (
            <>
              {pageLink(crawlId, item.url)}
              <span className="block text-xs text-slate-600">
                Before: {item.before ?? "N/A"} · After: {item.after ?? "N/A"}
              </span>
            </>
          )}
        />
      </div>
    </>
  );
}
