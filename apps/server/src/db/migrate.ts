import { type Kysely, type MigrationResultSet, Migrator } from "kysely";
import { migrations } from "./migrations";

/** Runs the app's pending migrations; throws with the failing migration's name. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateApp(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed`, { cause: result.error });
  }
}
