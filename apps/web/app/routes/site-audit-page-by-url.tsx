import { useSearchParams } from "react-router";
import { PageDetailScreen } from "../features/site-audit/pages/page-detail-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/site-audit-page-by-url";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Page · Site Audit") }];

/** /site-audit/crawls/:crawlId/page?url=: a page of the crawl by its URL (links across crawls use it). */
export default function PageByUrl({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const url = search.get("url") ?? "";
  return <PageDetailScreen key={`${params.crawlId}/${url}`} crawlId={params.crawlId} page={{ url }} />;
}
