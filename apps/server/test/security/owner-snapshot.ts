import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema";

/**
 * Every row a user owns, in a stable order: compare a snapshot before and
 * after an attack to prove that nothing of theirs changed. `session` is left
 * out (Better Auth touches it on reads).
 */
export async function ownerSnapshot(db: Kysely<Database>, userId: string): Promise<string> {
  const [user, preferences, content, revisions, analyses, apiKeys, usage, billing] = await Promise.all([
    db.selectFrom("user").selectAll().where("id", "=", userId).execute(),
    db.selectFrom("preferences").selectAll().where("user_id", "=", userId).execute(),
    db.selectFrom("content_items").selectAll().where("owner_id", "=", userId).orderBy("id").execute(),
    db.selectFrom("content_revisions").selectAll().where("owner_id", "=", userId).orderBy("id").execute(),
    db.selectFrom("analyses").selectAll().where("owner_id", "=", userId).orderBy("id").execute(),
    db.selectFrom("api_keys").selectAll().where("user_id", "=", userId).orderBy("id").execute(),
    db.selectFrom("usage_counters").selectAll().where("user_id", "=", userId).execute(),
    db.selectFrom("billing_customers").selectAll().where("user_id", "=", userId).execute(),
  ]);
  return JSON.stringify({ user, preferences, content, revisions, analyses, apiKeys, usage, billing });
}

/** How many rows all users have in the tables an unsafe request could add to. */
export async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = [
    "content_items",
    "content_revisions",
    "analyses",
    "api_keys",
    "contact_messages",
    "usage_counters",
    "preferences",
    "billing_customers",
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
