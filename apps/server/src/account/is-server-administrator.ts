import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Whether the user runs this server, as far as the web app can tell: the account created first
 * (ADR 021). It decides only what the app explains (how to lift plan limits with BILLING=off or
 * `ranklens users set-plan`, which the public docs say anyway), never what anyone may do.
 */
export async function isServerAdministrator(db: Kysely<Database>, userId: string): Promise<boolean> {
  const first = await db
    .selectFrom("user")
    .select("id")
    .orderBy("createdAt")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return first?.id === userId;
}
