import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../../components/app/page-header";
import { LoadError, LoadingBlock } from "../../../components/app/query-states";
import { RenderingCard } from "../../../components/app/rendering-card";
import { ExternalLink } from "../../../components/ui/external-link";
import { ApiError } from "../../../lib/api-error";
import { type CrawlPageRef, crawlPagesKeys, fetchCrawlPage } from "../../../lib/crawl-pages-api";
import { AnalyzeNowButton } from "./analyze-now-button";
import { FailingChecksCard } from "./failing-checks-card";
import { AnchorsCard, InlinksCard, OutlinksCard, RedirectChainCard } from "./links-tables";
import { PageFactsList } from "./page-facts-list";
import { PageHistoryCard } from "./page-history-card";

/** /site-audit/crawls/:crawlId/pages/:urlId (or /page?url=): one crawled URL in full. */
export function PageDetailScreen({ crawlId, page: ref }: { crawlId: string; page: CrawlPageRef }) {
  const [inlinksOffset, setInlinksOffset] = useState(0);
  const detail = useQuery({
    queryKey: crawlPagesKeys.page(crawlId, ref, inlinksOffset),
    queryFn: () => fetchCrawlPage(crawlId, ref, inlinksOffset),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    // Paging through inlinks keeps the rest of the page on screen.
    placeholderData: keepPreviousData,
  });
  const back = (
    <Link
      to={`/site-audit/crawls/${encodeURIComponent(crawlId)}/pages`}
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All pages
    </Link>
  );

  if (detail.isPending) {
    return (
      <>
        {back}
        <LoadingBlock label="Loading the page" />
      </>
    );
  }
  if (detail.isError) {
    // Asking again cannot find a page this crawl does not have: say so and where to look instead.
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <>
          {back}
          <div className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm">
            <p role="alert" className="font-medium text-slate-900">
              {detail.error.message}.
            </p>
            <p className="mt-2 text-slate-600">
              {"url" in ref && ref.url
                ? `${ref.url} was not fetched in this crawl. Search the crawl's pages for it, or open the crawl the link came from.`
                : "Search the crawl's pages for the URL you were looking for."}
            </p>
          </div>
        </>
      );
    }
    return (
      <>
        {back}
        <LoadError
          message={
            detail.error instanceof ApiError
              ? detail.error.message
              : "The page could not be loaded. Please try again."
          }
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </>
    );
  }
  const { page, redirectChain, inlinks, outlinks, anchors, history } = detail.data;
  return (
    <>
      {back}
      <PageHeader
        title={<span className="break-all">{page.title ?? page.url}</span>}
        description={<ExternalLink href={page.url} />}
        actions={page.isHtml || page.status === null ? <AnalyzeNowButton url={page.url} /> : null}
      />
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <PageFactsList page={page} />
        <RenderingCard rendering={page.rendering} />
        <PageHistoryCard crawlId={crawlId} history={history} />
        {redirectChain.hops.length > 0 ? (
          <RedirectChainCard crawlId={crawlId} hops={redirectChain.hops} loop={redirectChain.loop} />
        ) : null}
        <FailingChecksCard checks={page.failingChecks} page={page} />
        <InlinksCard
          crawlId={crawlId}
          items={inlinks.items}
          total={inlinks.total}
          offset={inlinksOffset}
          onOffset={setInlinksOffset}
          loading={detail.isFetching}
        />
        <AnchorsCard items={anchors.items} total={anchors.total} />
        <OutlinksCard
          crawlId={crawlId}
          items={outlinks.items}
          total={outlinks.total}
          analysed={page.isHtml}
        />
      </div>
    </>
  );
}
