import type { ColumnType, Generated } from "kysely";

/**
 * Kysely types of every table. Better Auth owns `user`, `session`, `account`,
 * `verification` and `rateLimit` (created by its own migrator); the app's tables
 * are created by `migrations/`. Timestamps of app tables are ISO-8601 text in
 * both dialects; booleans are 0/1 integers (better-sqlite3 cannot bind booleans).
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  image: string | null;
  createdAt: ColumnType<Date | string, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string | undefined, Date | string>;
  /** "basic" | "pro"; changed only by the server (billing, operator CLI). */
  plan: ColumnType<string, string | undefined, string>;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: ColumnType<Date | string, Date | string, Date | string>;
}

export interface PreferencesTable {
  user_id: string;
  email_notifications: number;
  content_alerts: number;
  ranking_alerts: number;
  updated_at: string;
}

export interface MigrationInfoTable {
  name: string;
  timestamp: string;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  preferences: PreferencesTable;
}

/** Helper for tables whose integer id the database assigns. */
export type AutoId = Generated<number>;
