import type { WorkspaceAction } from "@ranklens/shared";

/** One step of a new workspace's path: analyse a page, audit a site, watch it. */
export interface StartStep {
  id: "analyse" | "audit" | "watch";
  title: string;
  /** What the step does, in words that are true today. */
  text: string;
  /** Where it is done, and the link's words. */
  to: string;
  action: string;
  /** What the role must be allowed to take the step. */
  needs: WorkspaceAction;
  /** Done once the workspace has one; null while that is not known yet (loading or failed). */
  done: boolean | null;
  /** "3 analyses so far", once done. */
  progress: string | null;
}

/** What the workspace has so far; null where it is not known (still loading, or the load failed). */
export interface WorkspaceCounts {
  analyses: number | null;
  crawledSites: number | null;
  projects: number | null;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const doneOf = (n: number | null) => (n === null ? null : n > 0);

/**
 * The path a new workspace is shown on the dashboard, in order: one page, then the whole site,
 * then watching it. Each step links where it is done and is ticked once the workspace has one.
 */
export function startSteps(counts: WorkspaceCounts): StartStep[] {
  return [
    {
      id: "analyse",
      title: "Analyse a page",
      text: "Check one page's SEO: titles, headings, content, links, structured data and keywords, with what to fix first, side by side with competitors.",
      to: "/analyzer",
      action: "Analyze a page",
      needs: "analysis.run",
      done: doneOf(counts.analyses),
      progress: counts.analyses ? `${plural(counts.analyses, "analysis", "analyses")} so far` : null,
    },
    {
      id: "audit",
      title: "Audit the whole site",
      text: "Crawl a site politely and find broken links, redirects, duplicate titles and other problems across its pages, with a health score.",
      to: "/site-audit",
      action: "Audit a site",
      needs: "site.manage",
      done: doneOf(counts.crawledSites),
      progress: counts.crawledSites ? `${plural(counts.crawledSites, "site", "sites")} crawled` : null,
    },
    {
      id: "watch",
      title: "Watch it",
      text: "Re-check your pages and your competitors' on a schedule and get an e-mail when something changes: at once for critical changes, daily for the rest.",
      to: "/projects",
      action: "Start monitoring",
      needs: "project.manage",
      done: doneOf(counts.projects),
      progress: counts.projects ? `${plural(counts.projects, "project", "projects")}` : null,
    },
  ];
}

/**
 * The path is shown once what the workspace has done is known, until every step is done: a
 * returning member's dashboard never flashes it while its counts load (or when one fails).
 */
export function showStartSteps(steps: StartStep[]): boolean {
  return steps.every((step) => step.done !== null) && steps.some((step) => !step.done);
}
