import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSwitchWorkspace, useWorkspaces } from "./use-workspaces";

/**
 * Links that name their workspace. The app shows the session's active workspace, so a link into
 * another one (an alert e-mail's project link, for a reader who belongs to several workspaces)
 * would answer 404. Such links carry `?workspace=<id>`: the signed-in layout switches to that
 * workspace when the reader is a member, then drops the parameter; otherwise it says they are
 * not a member. Signed-out readers keep the parameter through /login?redirectTo=… (loginPathFor).
 */
export const WORKSPACE_LINK_PARAM = "workspace";

/** The workspace a link asks for, or null. */
export function workspaceFromLink(search: string): string | null {
  const id = new URLSearchParams(search).get(WORKSPACE_LINK_PARAM)?.trim();
  return id ? id : null;
}

/** The same address without the workspace parameter (path, other parameters and hash kept). */
export function withoutWorkspaceLink(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(WORKSPACE_LINK_PARAM);
  const search = params.size > 0 ? `?${params}` : "";
  return `${location.pathname}${search}${location.hash}`;
}

/**
 * "none": no workspace in the address (or nothing left to do): show the page.
 * "switching": the workspace list is loading or the switch is under way: show neither workspace's page.
 * "not-member": the reader does not belong to the link's workspace: say so instead of the page.
 */
export type WorkspaceLinkState = "none" | "switching" | "not-member";

/** Mounted once, in the signed-in layout: every page honours `?workspace=<id>`. */
export function useWorkspaceFromLink(): WorkspaceLinkState {
  const location = useLocation();
  const navigate = useNavigate();
  const { data, isError } = useWorkspaces();
  const switchTo = useSwitchWorkspace();
  const { mutate } = switchTo;
  // The switch already asked for, so a re-render (or StrictMode's second effect) does not ask twice.
  const asked = useRef<string | null>(null);
  const target = workspaceFromLink(location.search);
  const member = target !== null && (data?.items.some((item) => item.id === target) ?? false);
  const active = data?.activeId === target;

  useEffect(() => {
    if (target === null || !member) return;
    const dropParameter = () => navigate(withoutWorkspaceLink(location), { replace: true });
    // Already there (at once, or once the switch landed): the address no longer needs the parameter.
    // The switch itself resets every query (use-workspace-sync.ts), so the page loads in the new workspace.
    if (active) {
      asked.current = null;
      dropParameter();
      return;
    }
    if (asked.current === target) return;
    asked.current = target;
    mutate(target, {
      // The switch failed (its toast says so): show the page in the workspace the session has.
      onError: () => {
        asked.current = null;
        dropParameter();
      },
    });
  }, [target, member, active, location, navigate, mutate]);

  if (target === null || active) return "none";
  if (data === undefined) return isError ? "none" : "switching";
  return member ? "switching" : "not-member";
}
