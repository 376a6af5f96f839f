/**
 * Keeping every tab of a session on the same workspace. The active workspace is the server's, per
 * session: when one tab switches, the others act on the new workspace from their next request,
 * so they must drop what they show of the old one. The tab that changed something tells the
 * others over a BroadcastChannel; each listener refetches the workspace list, and a new active id
 * there resets every other query (use-workspace-sync.ts).
 */
export const WORKSPACE_CHANNEL = "ranklens-workspace";

/** "switched": the active workspace changed; "changed": a workspace was renamed, created, left, deleted… */
export type WorkspaceMessage = { kind: "switched" | "changed" };

/** Tells the session's other tabs (same origin) that workspaces changed. Harmless where BroadcastChannel is missing. */
export function announceWorkspaceChange(kind: WorkspaceMessage["kind"]): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(WORKSPACE_CHANNEL);
  channel.postMessage({ kind } satisfies WorkspaceMessage);
  channel.close();
}

/** Pages that show one item of a workspace; after a switch that item is another workspace's (a 404). */
const ITEM_PAGES: { pattern: RegExp; list: string }[] = [
  { pattern: /^\/content\/(?!new\/?$)[^/]+\/?$/, list: "/content" },
  { pattern: /^\/analyzer\/[^/]+\/?$/, list: "/analyzer" },
];

/** Where a tab should be once the workspace changed under it: an item page goes to its list, any other page stays. */
export function pathAfterWorkspaceSwitch(pathname: string): string {
  return ITEM_PAGES.find(({ pattern }) => pattern.test(pathname))?.list ?? pathname;
}
