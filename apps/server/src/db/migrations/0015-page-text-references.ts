import type { Kysely } from "kysely";

/**
 * An index on the observations' main-text hashes, so the texts no observation uses any more can be
 * found without scanning every observation for each text (monitoring/runs/sweep-page-texts.ts:
 * a deleted project's or workspace's texts went nowhere before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("page_observations_text_hash")
    .on("page_observations")
    .column("text_hash")
    .execute();
}
