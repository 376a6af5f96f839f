/** Which SQL database a Kysely instance talks to; the few dialect-specific statements switch on it. */
export type DialectName = "sqlite" | "postgres";

/** A postgres:// or postgresql:// URL selects PostgreSQL; anything else means the embedded SQLite. */
export function dialectOf(databaseUrl: string | undefined): DialectName {
  return databaseUrl && /^postgres(ql)?:\/\//i.test(databaseUrl) ? "postgres" : "sqlite";
}
