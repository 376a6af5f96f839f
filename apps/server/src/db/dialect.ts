import { type Kysely, SqliteAdapter } from "kysely";

/** Which SQL database a Kysely instance talks to; the few dialect-specific statements switch on it. */
export type DialectName = "sqlite" | "postgres";

/** A postgres:// or postgresql:// URL selects PostgreSQL; anything else means the embedded SQLite. */
export function dialectOfUrl(databaseUrl: string | undefined): DialectName {
  return databaseUrl && /^postgres(ql)?:\/\//i.test(databaseUrl) ? "postgres" : "sqlite";
}

/** The dialect of an open database (or a transaction on it), read from its adapter. */
// biome-ignore lint/suspicious/noExplicitAny: any schema; only the adapter is read
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
}
