import { ProjectsScreen } from "../features/projects/projects-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Projects") }];

/** /projects: the workspace's monitoring projects. */
export default function Page() {
  return <ProjectsScreen />;
}
