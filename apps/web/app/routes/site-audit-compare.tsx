import { CompareScreen } from "../features/site-audit/compare-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/site-audit-compare";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Compare crawls") }];

/** /site-audit/crawls/:crawlId/compare/:otherId: issues new, fixed and still open; pages added, removed, retitled. */
export default function Page({ params }: Route.ComponentProps) {
  return (
    <CompareScreen
      key={`${params.crawlId}/${params.otherId}`}
      crawlId={params.crawlId}
      otherId={params.otherId}
    />
  );
}
