import type { Kysely } from "kysely";

/**
 * The engine version that read each monitored page (issue 29): what the engine derives (main text,
 * scores, failing checks) is compared only between readings of one version, so an upgrade that
 * reads pages better raises no change on every page. Rows kept before have none (null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("page_observations").addColumn("engine_version", "text").execute();
}
