import { PageScreen } from "../features/projects/page-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/projects-page";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Page timeline") }];

/** /projects/:projectId/pages/:pageId: a tracked page's timeline and diff. */
export default function Page({ params }: Route.ComponentProps) {
  const pageId = Number(params.pageId);
  return (
    <PageScreen key={`${params.projectId} ${params.pageId}`} projectId={params.projectId} pageId={pageId} />
  );
}
