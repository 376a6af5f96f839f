import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../src/db/client";

export type TestDatabaseKind = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

/**
 * A fresh, empty database for one test: an in-memory SQLite, or a new
 * PostgreSQL schema that is dropped again on close.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === "sqlite") return openDatabase({ sqlitePath: ":memory:" });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ databaseUrl: url, pgSchema: schema, pgPoolSize: 4 });
  let closing: Promise<void> | undefined;
  const dropSchema = async () => {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop schema if exists ${schema} cascade`);
    await cleanup.end();
  };
  return {
    ...handle,
    close() {
      closing ??= dropSchema();
      return closing;
    },
  };
}
