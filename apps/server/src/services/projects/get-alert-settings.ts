import type { AlertSettings } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { getPreferences } from "../account/get-account";

/**
 * A member's alert switches in one workspace: their stored row, or else their account's
 * notification preferences (what Settings showed before switches were per workspace).
 */
export async function getAlertSettings(
  db: Kysely<Database>,
  member: { userId: string; workspaceId: string },
): Promise<AlertSettings> {
  const row = await db
    .selectFrom("alert_settings")
    .selectAll()
    .where("user_id", "=", member.userId)
    .where("workspace_id", "=", member.workspaceId)
    .executeTakeFirst();
  if (!row) return getPreferences(db, member.userId);
  return {
    emailNotifications: row.email_notifications === 1,
    contentAlerts: row.content_alerts === 1,
    rankingAlerts: row.ranking_alerts === 1,
  };
}
