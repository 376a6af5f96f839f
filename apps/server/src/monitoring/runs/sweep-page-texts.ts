import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = "23503";

/**
 * Deletes the main texts no observation refers to any more: texts are shared by hash between
 * pages and projects (page_texts), so deleting a project or a workspace cascades to its
 * observations but cannot take their texts along; this does, once they are nobody's. Returns how
 * many were deleted.
 *
 * On PostgreSQL a check of another project may, at the same moment, store an observation of a
 * text being deleted here; its foreign key then makes this statement fail as a whole, and the texts
 * stay until the next sweep rather than an observation losing its text. (SQLite has one writer.)
 */
export async function sweepPageTexts(db: Kysely<Database>): Promise<number> {
  try {
    const result = await db
      .deleteFrom("page_texts")
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("page_observations")
              .select(sql`1`.as("one"))
              .whereRef("page_observations.text_hash", "=", "page_texts.hash"),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  } catch (error) {
    if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return 0;
    throw error;
  }
}
