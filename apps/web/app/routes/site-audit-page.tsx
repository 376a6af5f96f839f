import { PageDetailScreen } from "../features/site-audit/pages/page-detail-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/site-audit-page";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Page · Site Audit") }];

/** /site-audit/crawls/:crawlId/pages/:urlId: one crawled page's facts, checks and links. */
export default function Page({ params }: Route.ComponentProps) {
  const urlId = Number(params.urlId);
  return <PageDetailScreen key={`${params.crawlId}/${urlId}`} crawlId={params.crawlId} page={{ urlId }} />;
}
