import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Changes the user's full name (trimmed and validated by the route's schema). */
export async function updateProfile(db: Kysely<Database>, userId: string, fullName: string): Promise<void> {
  await db
    .updateTable("user")
    .set({ name: fullName, updatedAt: new Date() })
    .where("id", "=", userId)
    .execute();
}
