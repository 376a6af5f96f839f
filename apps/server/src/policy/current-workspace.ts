import type { Context } from "hono";
import type { AppEnv, CurrentWorkspace } from "../app-env";
import { unauthorized } from "../errors";
import { resolveSessionWorkspace } from "../workspaces/resolve-session-workspace";

/**
 * The workspace this request acts on: an API key's own (set by apiKeyAuth), or
 * the session's active one, resolved on first use and kept for the rest of the
 * request. Routes that need no workspace never pay for the query.
 */
export async function currentWorkspace(c: Context<AppEnv>): Promise<CurrentWorkspace> {
  const known = c.get("workspace");
  if (known) return known;
  const user = c.get("user");
  if (!user) throw unauthorized();
  const workspace = await resolveSessionWorkspace(c.get("deps").db, user, c.get("sessionId"));
  c.set("workspace", workspace);
  return workspace;
}
