import type { AlertSettings, UpdateAlertSettings } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { getAlertSettings } from "./get-alert-settings";

/** Applies the switches sent on top of the member's current ones (stored or defaults), in one upsert. */
export async function updateAlertSettings(
  db: Kysely<Database>,
  member: { userId: string; workspaceId: string },
  changes: UpdateAlertSettings,
  now: Date,
): Promise<AlertSettings> {
  const next = { ...(await getAlertSettings(db, member)), ...changes };
  const row = {
    email_notifications: next.emailNotifications ? 1 : 0,
    content_alerts: next.contentAlerts ? 1 : 0,
    ranking_alerts: next.rankingAlerts ? 1 : 0,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("alert_settings")
    .values({ user_id: member.userId, workspace_id: member.workspaceId, ...row })
    .onConflict((oc) => oc.columns(["user_id", "workspace_id"]).doUpdateSet(row))
    .execute();
  return next;
}
