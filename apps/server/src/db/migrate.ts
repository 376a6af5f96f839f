import { type Kysely, sql } from "kysely";
import { type MigrationResultSet, Migrator } from "kysely/migration";
import type { DialectName } from "./dialect";
import { migrations } from "./migrations";

/**
 * Runs the app's pending migrations (up to `target` if given: the migration
 * tests stop at an older schema to fill it); throws with the failing
 * migration's name.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateApp(db: Kysely<any>, dialect: DialectName, target?: string): Promise<void> {
  // Kysely looks for its bookkeeping table in every schema; pin it to ours so
  // several RankLens schemas can share one PostgreSQL database.
  const schema =
    dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result: MigrationResultSet = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed`, { cause: result.error });
  }
}
