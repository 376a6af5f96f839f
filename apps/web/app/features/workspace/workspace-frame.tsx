import type { Workspace } from "@ranklens/shared";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { ApiError } from "../../lib/api-error";
import { cn } from "../../lib/cn";
import { useActiveWorkspace } from "../../lib/use-workspaces";

const TABS = [
  { to: "/workspace", label: "General" },
  { to: "/workspace/members", label: "Members" },
  { to: "/workspace/activity", label: "Activity" },
] as const;

/**
 * The frame of the three workspace pages: the active workspace's name, links between General,
 * Members and Activity, and the page itself once the workspace is known (spinner and retry before).
 */
export function WorkspaceFrame({ children }: { children: (workspace: Workspace) => ReactNode }) {
  const { query, workspace } = useActiveWorkspace();

  return (
    <>
      <PageHeader
        title={workspace ? workspace.name : "Workspace"}
        description="Settings, members and activity of the workspace you are working in."
      />
      <nav aria-label="Workspace" className="-mt-4 mb-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end
                className={({ isActive }) =>
                  cn(
                    "inline-block rounded-t-md border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                    FOCUS_RING,
                    isActive
                      ? "border-indigo-600 text-indigo-700"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending ? (
        <LoadingBlock label="Loading workspace" />
      ) : query.isError || !workspace ? (
        <LoadError
          message={
            query.error instanceof ApiError
              ? query.error.message
              : "The workspace could not be loaded. Please try again."
          }
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        children(workspace)
      )}
    </>
  );
}
