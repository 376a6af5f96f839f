import { IssueScreen } from "../features/site-audit/issue-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/site-audit-issue";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Site audit issue") }];

/** /site-audit/crawls/:crawlId/issues/:checkId: one check's affected URLs. */
export default function Page({ params }: Route.ComponentProps) {
  return (
    <IssueScreen
      key={`${params.crawlId}/${params.checkId}`}
      crawlId={params.crawlId}
      checkId={params.checkId}
    />
  );
}
