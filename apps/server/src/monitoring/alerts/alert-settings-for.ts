import { type AlertSettings, DEFAULT_PREFERENCES } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * A user's three alert switches in one workspace: the workspace's own row when the user saved one
 * (Settings, or an unsubscribe link), else their account preferences, else the defaults (all on).
 */
export async function alertSettingsFor(
  db: Kysely<Database>,
  userId: string,
  workspaceId: string,
): Promise<AlertSettings> {
  const members = await alertSettingsOfMembers(db, workspaceId, [userId]);
  return members[0]?.settings ?? { ...DEFAULT_PREFERENCES };
}

export interface MemberAlertSettings {
  userId: string;
  email: string;
  name: string;
  settings: AlertSettings;
}

/**
 * Every member of a workspace (or only `userIds` among them) with their alert switches resolved as
 * in `alertSettingsFor`, in one query: who an alert or digest goes to.
 */
export async function alertSettingsOfMembers(
  db: Kysely<Database>,
  workspaceId: string,
  userIds?: string[],
): Promise<MemberAlertSettings[]> {
  if (userIds && userIds.length === 0) return [];
  let query = db
    .selectFrom("workspace_members as m")
    .innerJoin("user as u", "u.id", "m.user_id")
    .leftJoin("alert_settings as a", (j) =>
      j.onRef("a.user_id", "=", "m.user_id").onRef("a.workspace_id", "=", "m.workspace_id"),
    )
    .leftJoin("preferences as p", "p.user_id", "m.user_id")
    .select([
      "u.id as userId",
      "u.email as email",
      "u.name as name",
      "a.email_notifications as wsEmail",
      "a.content_alerts as wsContent",
      "a.ranking_alerts as wsRanking",
      "p.email_notifications as prefEmail",
      "p.content_alerts as prefContent",
      "p.ranking_alerts as prefRanking",
    ])
    .where("m.workspace_id", "=", workspaceId);
  if (userIds) query = query.where("m.user_id", "in", userIds);
  const rows = await query.orderBy("m.created_at").execute();
  const pick = (workspace: number | null, account: number | null, fallback: boolean) =>
    workspace !== null ? workspace === 1 : account !== null ? account === 1 : fallback;
  return rows.map((r) => ({
    userId: r.userId,
    email: r.email,
    name: r.name,
    settings: {
      emailNotifications: pick(r.wsEmail, r.prefEmail, DEFAULT_PREFERENCES.emailNotifications),
      contentAlerts: pick(r.wsContent, r.prefContent, DEFAULT_PREFERENCES.contentAlerts),
      rankingAlerts: pick(r.wsRanking, r.prefRanking, DEFAULT_PREFERENCES.rankingAlerts),
    },
  }));
}
