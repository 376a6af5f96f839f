import { CrawlScreen } from "../features/site-audit/crawl-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/site-audit-crawl";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Site audit crawl") }];

/** /site-audit/crawls/:crawlId: progress while it runs, the overview once it finished. */
export default function Page({ params }: Route.ComponentProps) {
  return <CrawlScreen key={params.crawlId} crawlId={params.crawlId} />;
}
