import type { Preferences, UpdatePreferences } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { getPreferences } from "./get-account";

/** Applies the changed toggles on top of the stored (or default) ones, in one upsert. */
export async function updatePreferences(
  db: Kysely<Database>,
  userId: string,
  changes: UpdatePreferences,
): Promise<Preferences> {
  const next = { ...(await getPreferences(db, userId)), ...changes };
  const row = {
    email_notifications: next.emailNotifications ? 1 : 0,
    content_alerts: next.contentAlerts ? 1 : 0,
    ranking_alerts: next.rankingAlerts ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto("preferences")
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
    .execute();
  return next;
}
