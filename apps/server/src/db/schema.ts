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

export interface AnalysesTable {
  id: string;
  owner_id: string;
  url: string;
  final_url: string;
  title: string | null;
  seo_score: number | null;
  readability_score: number | null;
  performance_score: number | null;
  failed_checks: number;
  competitor_count: number;
  /** The engine's SeoReport as JSON. */
  report: string;
  created_at: string;
}

/** One content item; `version` grows by one on every save (optimistic locking). */
export interface ContentItemsTable {
  id: string;
  owner_id: string;
  created_by: string;
  title: string;
  content: string;
  type: string;
  status: string;
  meta_description: string;
  focus_keyphrase: string;
  /** JSON array of strings. */
  target_keywords: string;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A snapshot of a content item at one version; every save keeps one. */
export interface ContentRevisionsTable {
  id: string;
  content_id: string;
  owner_id: string;
  version: number;
  title: string;
  content: string;
  type: string;
  status: string;
  meta_description: string;
  focus_keyphrase: string;
  /** JSON array of strings. */
  target_keywords: string;
  /** "save" | "restore" | "assistant" */
  source: string;
  note: string | null;
  created_at: string;
}

export interface RateLimitCountersTable {
  key: string;
  /** Unix seconds at which the window started. */
  window_start: number;
  count: number;
}

export interface MigrationInfoTable {
  name: string;
  timestamp: string;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  preferences: PreferencesTable;
  content_items: ContentItemsTable;
  content_revisions: ContentRevisionsTable;
  analyses: AnalysesTable;
  rate_limit_counters: RateLimitCountersTable;
}

/** Helper for tables whose integer id the database assigns. */
export type AutoId = Generated<number>;
