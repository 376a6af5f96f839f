import type { ContentItem, UpdateContentSchema } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../db/schema";
import type { Actor } from "../workspaces/actor";
import { saveVersion } from "./save-version";

/**
 * Replaces an item's fields if `version` is still the latest, keeping a
 * revision; 404 for an item of another workspace, 409 for a stale version.
 */
export async function updateContent(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  update: z.output<typeof UpdateContentSchema>,
): Promise<ContentItem> {
  const { version, source, note, ...fields } = update;
  return db
    .transaction()
    .execute((trx) =>
      saveVersion(trx, { actor, id, baseVersion: version, fields, source, note: note || null }),
    );
}
