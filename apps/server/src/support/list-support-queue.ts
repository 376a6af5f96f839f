import type { Kysely, Selectable } from "kysely";
import type { Database, SupportRequestsTable } from "../db/schema";

export type SupportQueueRow = Selectable<SupportRequestsTable>;

/**
 * Support requests in the order support should answer them: open before
 * closed, priority before normal, then oldest first (the longest wait). With
 * `openOnly` closed ones are left out, and the support_requests_queue index
 * (status, priority desc, created_at) serves the query as it stands.
 */
export async function listSupportQueue(
  db: Kysely<Database>,
  options: { openOnly: boolean },
): Promise<SupportQueueRow[]> {
  let query = db.selectFrom("support_requests").selectAll();
  if (options.openOnly) query = query.where("status", "=", "open");
  return (
    query
      // "open" sorts after "closed": descending puts open requests first.
      .orderBy("status", "desc")
      .orderBy("priority", "desc")
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .execute()
  );
}
