import { ProjectScreen } from "../features/projects/project-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/projects-project";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Project") }];

/** /projects/:projectId: a project's checks, charts, changes and tracked pages. */
export default function Page({ params }: Route.ComponentProps) {
  return <ProjectScreen key={params.projectId} projectId={params.projectId} />;
}
