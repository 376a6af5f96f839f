import { createAuth } from "../src/auth/create-auth";
import type { DatabaseHandle } from "../src/db/client";
import { migrateApp } from "../src/db/migrate";
import { createLogger } from "../src/lib/logger";
import { createCaptureMailer } from "./capture-mailer";
import { openTestDatabase, type TestDatabaseKind } from "./databases";

/**
 * A fresh database as the app left it after migration `upTo`: the auth tables, then the app's
 * migrations up to it. A migration's test fills it the way the old schema was, then migrates on.
 */
export async function openDatabaseAtMigration(kind: TestDatabaseKind, upTo: string): Promise<DatabaseHandle> {
  const database = await openTestDatabase(kind);
  await createAuth({
    db: database.db,
    dialect: database.dialect,
    publicUrl: "http://localhost:3000",
    secret: "test-secret-test-secret-test-secret-0123456789",
    mailer: createCaptureMailer(),
    logger: createLogger("silent"),
  });
  await migrateApp(database.db, database.dialect, upTo);
  return database;
}
