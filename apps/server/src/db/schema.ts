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

/** Sign-in attempts per account, and per remembered device of an account, since the last success (see auth/sign-in-throttle.ts). */
export interface SignInThrottleTable {
  /** Hex SHA-256 of the normalised e-mail address; for a device's own bucket, that, a dot and the device cookie's nonce. */
  account_key: string;
  failures: number;
  /** Unix milliseconds before which no attempt is evaluated (bigint: PostgreSQL may hand back a string). */
  next_attempt_at: ColumnType<number | string, number, number>;
  updated_at: ColumnType<number | string, number, number>;
}

/** The device generation of an account (see auth/sign-in-devices.ts); no row means 0. */
export interface SignInDeviceGenerationsTable {
  /** Hex SHA-256 of the normalised e-mail address, as in sign_in_throttle. */
  account_key: string;
  generation: number;
}

/** Analyses counted per user and calendar month (UTC); the quota is a conditional upsert on this row. */
export interface UsageCountersTable {
  user_id: string;
  /** "YYYY-MM" */
  period: string;
  count: number;
}

/** Every Stripe event id processed once (a replayed delivery changes nothing). */
export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** The Stripe customer and subscription of a user who went through checkout. */
export interface BillingCustomersTable {
  user_id: string;
  stripe_customer_id: string | null;
  subscription_id: string | null;
  subscription_status: string | null;
  /** Unix seconds of the newest event applied (older deliveries are ignored). */
  last_event_at: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

/** An API key: only its SHA-256 is stored. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  /** Hex SHA-256 of the whole key. */
  key_hash: string;
  /** The key's first characters, e.g. "rl_live_AbCd". */
  prefix: string;
  last_four: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A message from the public contact form; `mailed_at` is null until it reached SUPPORT_EMAIL (or the outbox). */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  mailed_at: string | null;
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
  sign_in_throttle: SignInThrottleTable;
  sign_in_device_generations: SignInDeviceGenerationsTable;
  contact_messages: ContactMessagesTable;
  usage_counters: UsageCountersTable;
  billing_events: BillingEventsTable;
  billing_customers: BillingCustomersTable;
  api_keys: ApiKeysTable;
}

/** Helper for tables whose integer id the database assigns. */
export type AutoId = Generated<number>;
