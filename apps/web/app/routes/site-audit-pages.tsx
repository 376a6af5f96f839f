import { PagesScreen } from "../features/site-audit/pages/pages-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/site-audit-pages";
import type { AppRouteHandle } from "./app-layout";

/** The grid uses the window's whole width: a professional reads twenty columns, not four. */
export const handle: AppRouteHandle = { wide: true };

export const meta: Route.MetaFunction = () => [{ title: pageTitle("All pages · Site Audit") }];

/** /site-audit/crawls/:crawlId/pages: the crawl's All pages table. */
export default function Page({ params }: Route.ComponentProps) {
  return <PagesScreen key={params.crawlId} crawlId={params.crawlId} />;
}
