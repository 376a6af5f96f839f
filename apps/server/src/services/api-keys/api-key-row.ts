import type { ApiKey } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ApiKeysTable } from "../../db/schema";

/** A stored key as the API lists it (never the hash). */
export function apiKeyFromRow(row: Selectable<ApiKeysTable>): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    lastFour: row.last_four,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}
