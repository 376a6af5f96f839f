import type { ApiKey } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ApiKeysTable } from "../db/schema";
import { toPerson } from "../workspaces/person";

/** A stored key as the API lists it (never the hash), with its creator's name from a join on `user`. */
export function apiKeyFromRow(row: Selectable<ApiKeysTable> & { creator_name: string | null }): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    lastFour: row.last_four,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    createdBy: toPerson(row.created_by, row.creator_name),
  };
}
