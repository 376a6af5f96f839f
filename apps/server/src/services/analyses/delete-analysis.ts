import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { notFound } from "../../errors";

/** Removes one of the owner's analyses from the history. */
export async function deleteAnalysis(db: Kysely<Database>, ownerId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom("analyses")
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("Analysis not found");
}
