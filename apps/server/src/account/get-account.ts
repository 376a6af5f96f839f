import { type Account, DEFAULT_PREFERENCES, type PlanId, type Preferences } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { notFound } from "../errors";

/** The signed-in user's profile, their active workspace's plan, and their notification preferences. */
export async function getAccount(db: Kysely<Database>, userId: string, plan: PlanId): Promise<Account> {
  const user = await db
    .selectFrom("user")
    .select(["id", "email", "name", "createdAt"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) throw notFound("Account not found");
  return {
    user: {
      id: user.id,
      email: user.email,
      fullName: user.name,
      plan,
      createdAt: new Date(user.createdAt).toISOString(),
    },
    preferences: await getPreferences(db, userId),
  };
}

/** Stored toggles, or the defaults (all on) for a user who never changed one. */
export async function getPreferences(db: Kysely<Database>, userId: string): Promise<Preferences> {
  const row = await db.selectFrom("preferences").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    emailNotifications: row.email_notifications === 1,
    contentAlerts: row.content_alerts === 1,
    rankingAlerts: row.ranking_alerts === 1,
  };
}
