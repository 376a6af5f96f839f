import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import pg from "pg";
import { PostgresCurrentSchemaDialect } from "./current-schema-introspector";
import { type DialectName, dialectOfUrl } from "./dialect";
import { DEFAULT_PG_POOL_SIZE } from "./pool-size";
import type { Database } from "./schema";
import { withStatementCache } from "./statement-cache";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Closes the pool or file. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file path, or ":memory:". Ignored for PostgreSQL. */
  sqlitePath?: string;
  /** PostgreSQL schema to use (tests isolate themselves this way). */
  pgSchema?: string;
  /** Connections in the PostgreSQL pool (default DEFAULT_PG_POOL_SIZE). */
  pgPoolSize?: number;
}

/** Opens the database named by the settings: SQLite (WAL, foreign keys on) or a PostgreSQL pool. */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  const dialect = dialectOfUrl(options.databaseUrl);
  if (dialect === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? DEFAULT_PG_POOL_SIZE,
      // A dead server must fail requests quickly instead of queueing them forever.
      connectionTimeoutMillis: 5_000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A connection lost while idle (pool) or while checked out (client) — a database restart —
    // must fail the requests using it, not crash the process; the pool reconnects by itself.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresCurrentSchemaDialect({ pool }) });
    return { db, dialect, close: once(() => db.destroy()) };
  }
  const file = options.sqlitePath ?? ":memory:";
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // Concurrent writers wait for the lock instead of failing with SQLITE_BUSY.
  sqlite.pragma("busy_timeout = 5000");
  // WAL + NORMAL is durable against process crashes (the SIGKILL case); only an OS crash may lose the last commit.
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect, close: once(() => db.destroy()) };
}

/** Closing twice is harmless (shutdown paths and tests may both close). */
function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= fn();
    return closing;
  };
}
