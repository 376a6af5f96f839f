import { SitesScreen } from "../features/site-audit/sites-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/site-audit";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Site Audit") }];

/** /site-audit: the sites and their last crawls. */
export default function Page() {
  return <SitesScreen />;
}
