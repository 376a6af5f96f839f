import type { AlertSettings, UpdateAlertSettings } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { alertSettingsFor } from "./alert-settings-for";

const COLUMNS = {
  emailNotifications: "email_notifications",
  contentAlerts: "content_alerts",
  rankingAlerts: "ranking_alerts",
} as const satisfies Record<keyof AlertSettings, string>;

/**
 * Applies the switches sent on top of the member's current ones in this workspace (Settings, or an
 * unsubscribe link). A missing row is created from what they had, so the other switches keep their
 * values; an existing row has only the sent columns written, so a concurrent change of another
 * switch is kept.
 */
export async function updateAlertSettings(
  db: Kysely<Database>,
  member: { userId: string; workspaceId: string },
  changes: UpdateAlertSettings,
  now: Date,
): Promise<AlertSettings> {
  const next = { ...(await alertSettingsFor(db, member.userId, member.workspaceId)), ...changes };
  const updatedAt = now.toISOString();
  const changed = Object.fromEntries(
    (Object.keys(changes) as Array<keyof AlertSettings>).map((key) => [COLUMNS[key], changes[key] ? 1 : 0]),
  );
  await db
    .insertInto("alert_settings")
    .values({
      user_id: member.userId,
      workspace_id: member.workspaceId,
      email_notifications: next.emailNotifications ? 1 : 0,
      content_alerts: next.contentAlerts ? 1 : 0,
      ranking_alerts: next.rankingAlerts ? 1 : 0,
      updated_at: updatedAt,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "workspace_id"]).doUpdateSet({ ...changed, updated_at: updatedAt }),
    )
    .execute();
  return next;
}
