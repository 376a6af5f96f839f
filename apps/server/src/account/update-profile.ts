import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Changes the user's full name (trimmed and validated by the route's schema). */
export async function updateProfile(db: Kysely<Database>, userId: string, fullName: string): Promise<void> {
  await db
    .updateTable("user")
    // ISO text: better-sqlite3 cannot bind Date objects, and PostgreSQL parses it into timestamptz.
    .set({ name: fullName, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}
