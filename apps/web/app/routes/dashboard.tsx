import { useQuery } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { Bot, FileText, Gauge, KeyRound, Search, Wand2 } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "../components/app/page-header";
import { LoadingBlock } from "../components/app/query-states";
import { buttonClassName } from "../components/ui/button";
import { ProjectsAtAGlance } from "../features/projects/projects-at-a-glance";
import { pageTitle } from "../lib/page-title";
import { PRODUCT_NAME } from "../lib/product";
import { listProjects, projectsKeys } from "../lib/projects-api";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

const BLURBS: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: FileText,
    title: "Content Management",
    text: "Create and manage content in one library, with a writing assistant beside the editor.",
  },
  {
    icon: Search,
    title: "SEO Analysis",
    text: "Analyze any website's SEO and get recommendations you can act on.",
  },
  {
    icon: Wand2,
    title: "Content Optimization",
    text: "Improve titles, meta descriptions, headings and readability with measured, explained checks.",
  },
  {
    icon: KeyRound,
    title: "Keyword Research",
    text: "See which keywords a page uses, how often and how densely, with a labelled guess at search intent.",
  },
  {
    icon: Gauge,
    title: "Performance Tracking",
    text: "Watch your draft's SEO, readability and engagement scores change as you edit, and see how an analysed page scores against its competitors.",
  },
  {
    icon: Bot,
    title: "AI Assistant",
    text: "Ask the writing assistant to rewrite a draft; review every proposed change before you accept it.",
  },
];

/**
 * The dashboard: the spec's welcome and buttons for everyone; below them the feature blurbs for
 * a workspace without monitoring projects, or its projects at a glance once it has some (a failed
 * load of the projects shows the blurbs: the dashboard never becomes an error page).
 */
export default function Dashboard() {
  const projects = useQuery({ queryKey: projectsKeys.list, queryFn: listProjects });
  const items = projects.data?.items ?? [];
  return (
    <>
      <PageHeader
        title={`Welcome to ${PRODUCT_NAME}`}
        description="Analyze websites, write and optimize content, and keep it all in one place."
        actions={
          <>
            <Link to="/content" className={buttonClassName("primary")}>
              Manage Content
            </Link>
            <Link to="/analyzer" className={buttonClassName("secondary")}>
              Analyze SEO
            </Link>
          </>
        }
      />
      {projects.isPending ? (
        <LoadingBlock label="Loading your projects" />
      ) : items.length > 0 ? (
        <ProjectsAtAGlance projects={items} />
      ) : (
        <Blurbs />
      )}
    </>
  );
}

function Blurbs() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {BLURBS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-md bg-indigo-50 text-indigo-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
