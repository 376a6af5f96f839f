import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * The workspace's site for each start URL (normalised, as sites store it), the oldest when there
 * are several: how other modules find the audit of a URL they know (a monitoring project's site).
 */
export async function sitesByStartUrl(
  db: Kysely<Database>,
  workspaceId: string,
  startUrls: readonly string[],
): Promise<Map<string, string>> {
  if (startUrls.length === 0) return new Map();
  const rows = await db
    .selectFrom("sites")
    .select(["id", "start_url"])
    .where("workspace_id", "=", workspaceId)
    .where("start_url", "in", [...new Set(startUrls)])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const byUrl = new Map<string, string>();
  for (const row of rows) if (!byUrl.has(row.start_url)) byUrl.set(row.start_url, row.id);
  return byUrl;
}
