import type { AppDeps } from "../../app-env";
import type { UnsubscribeGrant, UnsubscribeList } from "../../mail/unsubscribe-token";
import { alertSettingsOfMembers } from "./alert-settings-for";
import { updateAlertSettings } from "./update-alert-settings";

/** The switch (Settings → Notifications) each list's e-mails follow. */
const LIST_SETTING = {
  content: "contentAlerts",
  ranking: "rankingAlerts",
  digest: "emailNotifications",
} as const satisfies Record<UnsubscribeList, string>;

export interface UnsubscribeTarget {
  email: string;
  workspaceName: string;
  /** Whether that list is still on (the confirm page says so; after the POST it is false). */
  subscribed: boolean;
}

/**
 * Who a verified grant points at, for the confirm page; null when the user is no longer a member of
 * the workspace (no alert reaches them there any more, so there is nothing to turn off).
 */
export async function unsubscribeTarget(
  deps: Pick<AppDeps, "db">,
  grant: UnsubscribeGrant,
): Promise<UnsubscribeTarget | null> {
  const [member] = await alertSettingsOfMembers(deps.db, grant.workspaceId, [grant.userId]);
  if (!member) return null;
  const workspace = await deps.db
    .selectFrom("workspaces")
    .select("name")
    .where("id", "=", grant.workspaceId)
    .executeTakeFirstOrThrow();
  const on = member.settings[LIST_SETTING[grant.list]];
  return { email: member.email, workspaceName: workspace.name, subscribed: on };
}

/**
 * Turns the grant's list off for that user in that workspace only (their `alert_settings` row; a
 * missing row is created from what they had, so the other switches keep their values). Doing it
 * twice changes nothing more. Returns null, changing nothing, when the user is no longer a member.
 */
export async function unsubscribe(
  deps: Pick<AppDeps, "db" | "now">,
  grant: UnsubscribeGrant,
): Promise<UnsubscribeTarget | null> {
  const [member] = await alertSettingsOfMembers(deps.db, grant.workspaceId, [grant.userId]);
  if (!member) return null;
  await updateAlertSettings(
    deps.db,
    { userId: grant.userId, workspaceId: grant.workspaceId },
    { [LIST_SETTING[grant.list]]: false },
    deps.now(),
  );
  return unsubscribeTarget(deps, grant);
}
