import type { ContentItem, UpdateContentSchema } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { saveVersion } from "./save-version";

/**
 * Replaces an item's fields if `version` is still the latest, keeping a
 * revision; 404 for an item the user does not own, 409 for a stale version.
 */
export async function updateContent(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
  update: z.output<typeof UpdateContentSchema>,
): Promise<ContentItem> {
  const { version, source, note, ...fields } = update;
  return db
    .transaction()
    .execute((trx) =>
      saveVersion(trx, { ownerId, id, baseVersion: version, fields, source, note: note || null }),
    );
}
