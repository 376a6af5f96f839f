import type { PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { unauthorized } from "../../errors";

/**
 * The user's plan as stored on the server (never as the client says). Read
 * on every check, so a downgrade takes effect on the next request.
 */
export async function getUserPlan(db: Kysely<Database>, userId: string): Promise<PlanId> {
  const row = await db.selectFrom("user").select("plan").where("id", "=", userId).executeTakeFirst();
  if (!row) throw unauthorized();
  return row.plan === "pro" ? "pro" : "basic";
}
