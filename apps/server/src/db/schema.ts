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
  /** No longer read: the plan belongs to the workspace since migration 0010 (Better Auth keeps the column). */
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
  workspace_id: string;
  /** Who ran it; null once their account is deleted. */
  created_by: string | null;
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
  workspace_id: string;
  /** Author and last editor; null once their account is deleted (the item stays with the workspace). */
  created_by: string | null;
  updated_by: string | null;
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
  workspace_id: string;
  /** Who saved this version; null once their account is deleted. */
  saved_by: string | null;
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

/** Analyses counted per workspace and calendar month (UTC); the quota is a conditional upsert on this row. */
export interface WorkspaceUsageCountersTable {
  workspace_id: string;
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

/** The Stripe customer and subscription of a workspace whose owner went through checkout. */
export interface WorkspaceBillingTable {
  workspace_id: string;
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
  /** The workspace the key acts for, with its creator's current role there. */
  workspace_id: string;
  created_by: string;
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

/** A workspace: owns the plan, quota, billing and all work (ADR 012). */
export interface WorkspacesTable {
  id: string;
  name: string;
  /** "basic" | "pro"; changed only by the server (billing, operator CLI). */
  plan: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  /** "owner" | "admin" | "editor" | "viewer" */
  role: string;
  created_at: string;
}

/** An invitation by e-mail; only the SHA-256 of the link's token is stored. */
export interface WorkspaceInvitationsTable {
  id: string;
  workspace_id: string;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  sent_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
}

/** The workspace a session acts on (switcher); no row means the user's oldest membership. */
export interface SessionWorkspacesTable {
  session_id: string;
  workspace_id: string;
}

export interface ActivityLogTable {
  id: string;
  workspace_id: string;
  actor_id: string | null;
  type: string;
  summary: string;
  created_at: string;
}

/**
 * A signed-in user's support request. The workspace and the sender are kept as
 * they were when it was sent (both references become null when deleted).
 */
export interface SupportRequestsTable {
  id: string;
  workspace_id: string | null;
  workspace_name: string;
  /** "basic" | "pro" when it was sent. */
  plan: string;
  user_id: string | null;
  user_email: string;
  user_name: string;
  /** The sender's workspace role when it was sent. */
  role: string;
  subject: string;
  message: string;
  /** 1 when the plan had priority support. */
  priority: number;
  /** "open" | "closed" */
  status: string;
  created_at: string;
  /** Null until it reached SUPPORT_EMAIL (or the outbox). */
  mailed_at: string | null;
  closed_at: string | null;
}

/** A background job of the embedded queue (jobs/kysely-job-queue.ts, ADR 013). Times are ISO-8601 text. */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON text. */
  payload: string;
  /** "queued" | "running" | "completed" | "failed" | "cancelled" */
  state: string;
  singleton_key: string | null;
  workspace_id: string | null;
  /** Claims so far, the running one included. */
  attempts: number;
  max_attempts: number;
  run_at: string;
  /** Higher first among due jobs of a kind (EnqueueOptions.priority). */
  priority: Generated<number>;
  /** Lease end of a running job. */
  locked_until: string | null;
  /** Token of the claim that holds the lease. */
  locked_by: string | null;
  /** JSON text. */
  progress: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** A cron schedule: each due time enqueues one job of `kind` with `payload`. */
export interface JobSchedulesTable {
  name: string;
  cron: string;
  kind: string;
  /** JSON text. */
  payload: string;
  next_run_at: string;
  created_at: string;
  updated_at: string;
}

/** A site a workspace audits: start URL and crawl settings (JSON `CrawlSettings`). */
export interface SitesTable {
  id: string;
  workspace_id: string;
  name: string;
  start_url: string;
  /** JSON text. */
  settings: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A site's staging access: sealed headers, cookies and basic auth (migration 0023). */
export interface SiteAccessTable {
  site_id: string;
  /** SecretBox text of the SiteAccess JSON, bound to "site-access:<site id>". */
  sealed: string;
  /** JSON of the names (SiteAccessSummary without canStore and updatedAt). */
  summary: string;
  updated_by: string | null;
  updated_at: string;
}

/** A search-data provider a workspace connected (migration 0030). */
export interface WorkspaceProvidersTable {
  workspace_id: string;
  /** One of `SEARCH_PROVIDERS`. */
  provider: string;
  /** The account's login, shown in settings. */
  login: string;
  /** The market keyword numbers are read for (a DataForSEO location code). */
  location_code: number;
  /** SecretBox text of the credentials JSON, bound to "provider:<workspace id>:<provider>". */
  sealed: string;
  updated_by: string | null;
  updated_at: string;
  /** Why the stored grant no longer works (Google revoked it); null while it works (migration 0032). */
  reconnect_reason: string | null;
}

/** A Search Console connect in progress: its `state`, hashed, single use (migration 0032). */
export interface SearchConsoleOauthStatesTable {
  state_hash: string;
  user_id: string;
  workspace_id: string;
  /** Where the browser goes back to after Google's consent page (a path of this site). */
  return_to: string;
  expires_at: string;
}

/** The Search Console property a monitoring project reads, and how far its import got. */
export interface SearchConsoleLinksTable {
  project_id: string;
  workspace_id: string;
  /** "sc-domain:example.com" or a URL prefix "https://example.com/". */
  property: string;
  linked_by: string | null;
  linked_at: string;
  /** The newest day (YYYY-MM-DD) imported; null before the first import. */
  imported_through: string | null;
  last_import_at: string | null;
  /** Why the last import failed; null when it succeeded. */
  last_import_error: string | null;
}

/** One Search Analytics row: a day's clicks and impressions of a query on a page, country and device. */
export interface SearchConsoleRowsTable {
  workspace_id: string;
  property: string;
  date: string;
  query: string;
  page: string;
  /** ISO 3166-1 alpha-3, lower case, as Google gives it ("usa"). */
  country: string;
  /** "DESKTOP" | "MOBILE" | "TABLET" */
  device: string;
  clicks: number;
  impressions: number;
  ctr: number;
  /** Average position (1 = top) over the row's impressions. */
  position: number;
}

/** A keyword's numbers as a provider gave them (migration 0030); a row is one lookup's answer. */
export interface KeywordMetricsTable {
  workspace_id: string;
  provider: string;
  location_code: number;
  language_code: string;
  keyword: string;
  search_volume: number | null;
  /** 0–10. */
  competition: number | null;
  /** 0–100. */
  difficulty: number | null;
  /** The provider's SERP-based intent (migration 0033): informational, navigational, commercial or transactional. */
  intent_label: string | null;
  /** Its probability, 0–1. */
  intent_probability: number | null;
  read_at: string;
}

/** A site's ownership verification (migration 0024). */
export interface SiteOwnershipTable {
  site_id: string;
  token: string;
  /** The host it was verified for; null until verified (a start URL on another host is not verified). */
  verified_host: string | null;
  verified_at: string | null;
  /** "file" or "meta". */
  method: string | null;
  failed_at: string | null;
  failure: string | null;
}

/** One crawl of a site. */
/** A list crawl's URLs as given, in order, until its first run admits them (crawl_urls). */
export interface CrawlListUrlsTable {
  crawl_id: string;
  position: number;
  url: string;
}

export interface CrawlsTable {
  id: string;
  workspace_id: string;
  site_id: string;
  /** "queued" | "running" | "paused" | "finishing" | "completed" | "cancelled" | "failed" */
  state: string;
  /** JSON text: the site's settings when the crawl started. */
  settings: string;
  /** "spider" | "list" | "sitemap" (CRAWL_MODES). */
  mode: Generated<string>;
  /** Sitemap mode: the sitemap it reads. */
  sitemap_url: Generated<string | null>;
  state_reason: string | null;
  previous_crawl_id: string | null;
  pages_admitted: Generated<number>;
  /**
   * Until when a worker runs this crawl (renewed as it goes); null or past: the crawl is not being
   * run right now (queued, waiting for a slot after its time slice, paused, finished). Counts the
   * crawls a workspace runs at once (crawl-slots.ts).
   */
  running_until: Generated<string | null>;
  /** Since when the crawl waits for a slot (created, or gave its slot back): its place in the queue. */
  waiting_since: Generated<string | null>;
  health_score: number | null;
  issues_computed_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A URL a crawl knows: its frontier entry and identity (every other crawl row points here). */
export interface CrawlUrlsTable {
  id: AutoId;
  crawl_id: string;
  url: string;
  depth: number | null;
  /** "queued" | "claimed" | "done" | "skipped" */
  state: string;
  skip_reason: string | null;
  found_via: string;
  first_source_id: number | null;
  in_sitemap: Generated<number>;
  is_resource: Generated<number>;
  claimed_by: string | null;
  claimed_until: string | null;
  attempts: Generated<number>;
}

/** What fetching (and, for HTML, analysing) one URL left. */
export interface CrawlPagesTable {
  url_id: number;
  crawl_id: string;
  fetched_at: string;
  status: number | null;
  error_code: string | null;
  error_message: string | null;
  redirect_target: string | null;
  redirect_url_id: number | null;
  content_type: string | null;
  bytes: number | null;
  transferred_bytes: number | null;
  ttfb_ms: number | null;
  total_ms: number | null;
  etag: string | null;
  not_modified: Generated<number>;
  last_modified: string | null;
  is_html: Generated<number>;
  title: string | null;
  title_hash: string | null;
  description: string | null;
  description_hash: string | null;
  h1: string | null;
  h1_hash: string | null;
  h1_count: number | null;
  text_hash: string | null;
  simhash: string | null;
  word_count: number | null;
  lang: string | null;
  canonical: string | null;
  canonical_url_id: number | null;
  meta_robots: string | null;
  x_robots_tag: string | null;
  indexable: Generated<number>;
  non_indexable_reason: string | null;
  mixed_content: Generated<number>;
  score: number | null;
  /** JSON text. */
  failing_checks: string | null;
  /** 0–100, the URL's share of the internal link graph (link-scores.ts); null until the crawl finishes. */
  link_score: number | null;
  /** Distinct other pages linking here with a followed link; null until the crawl finishes. */
  unique_inlinks: number | null;
  /** JSON text: string[], the page's JSON-LD @types; null when it declares none. */
  schema_types: string | null;
  /** JSON text: each custom extraction rule's values by name; null when the crawl had no rules. */
  extracted: string | null;
  /** JSON text: each custom search's count by name (null: out of time); null when the crawl had none. */
  searched: string | null;
  /** What rendering changed (PageRendering as JSON); null when the crawl did not render the page. */
  rendering: string | null;
  /** The signals rendering changed, each between spaces (" title links "); '' none; null not rendered. */
  render_changed: string | null;
  raw_word_count: number | null;
  js_only_links: number | null;
  /** Why rendering failed (RENDER_TIMEOUT…); null when it did not fail or did not run. */
  render_error: string | null;
}

/** A site's named segment of its crawls' pages (issue 28): SegmentDefinition as JSON. */
export interface SiteSegmentsTable {
  id: string;
  site_id: string;
  name: string;
  definition: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface CrawlLinkBlocksTable {
  id: AutoId;
  crawl_id: string;
  hash: string;
  in_nav: Generated<number>;
}

export interface CrawlBlockLinksTable {
  block_id: number;
  position: number;
  target_url_id: number;
  anchor: string;
  nofollow: Generated<number>;
}

export interface CrawlPageBlocksTable {
  crawl_id: string;
  page_url_id: number;
  block_id: number;
}

export interface CrawlHreflangTable {
  crawl_id: string;
  page_url_id: number;
  lang: string;
  target_url_id: number;
}

export interface CrawlSitemapsTable {
  crawl_id: string;
  url: string;
  status: number | null;
  kind: string | null;
  url_count: Generated<number>;
  error: string | null;
}

/** Where one of the start URL's http/https and www addresses led when the crawl was seeded. */
export interface CrawlStartVariantsTable {
  crawl_id: string;
  url: string;
  /** 1 for the start URL's own root. */
  is_start: Generated<number>;
  status: number | null;
  final_origin: string | null;
  error: string | null;
}

export interface CrawlHostsTable {
  crawl_id: string;
  origin: string;
  robots_status: number | null;
  robots_txt: string | null;
  robots_error: string | null;
  consecutive_failures: Generated<number>;
}

/** One affected URL of one site check in one crawl. */
export interface CrawlIssuesTable {
  crawl_id: string;
  check_id: string;
  url_id: number;
  related_url_id: number | null;
  /** JSON text. */
  detail: string | null;
  /** The site rule (site_issue_rules.id) that ignores this row; null when it counts. */
  ignored_by: Generated<string | null>;
}

/** One external URL a crawl's pages link to, as checked after the pages (issue 27). */
export interface CrawlExternalChecksTable {
  url_id: number;
  crawl_id: string;
  status: number | null;
  location: string | null;
  error_code: string | null;
  checked_at: string;
}

/** A site's rule over its issues (issue 27): ignore a check, a URL or a pattern, or change a severity. */
export interface SiteIssueRulesTable {
  id: string;
  site_id: string;
  check_id: string;
  scope: "check" | "url" | "pattern";
  target: string | null;
  action: string;
  note: string;
  created_by: string | null;
  created_at: string;
}

/** A monitoring project (issue 17). */
export interface ProjectsTable {
  id: string;
  workspace_id: string;
  name: string;
  site_url: string;
  site_id: string | null;
  /** "daily" | "weekly" | "off" */
  page_schedule: string;
  /** "weekly" | "monthly" | "off" */
  crawl_schedule: string;
  /** JSON text: ChangeRules. */
  rules: string;
  /** The provider its keywords' rankings are checked with; null when rankings are not tracked. */
  rank_provider: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  last_check_at: string | null;
}

export interface ProjectCompetitorsTable {
  id: string;
  project_id: string;
  url: string;
  host: string;
  created_at: string;
}

export interface ProjectPagesTable {
  id: AutoId;
  project_id: string;
  competitor_id: string | null;
  url: string;
  created_at: string;
}

export interface CompetitorUrlsTable {
  id: AutoId;
  competitor_id: string;
  url: string;
  first_seen_at: string;
  last_seen_at: string;
  removed_at: string | null;
}

export interface ProjectRunsTable {
  id: string;
  project_id: string;
  job_id: string | null;
  /** "schedule" | "manual" */
  trigger: string;
  period_key: string;
  /** "queued" | "running" | "completed" | "failed" */
  state: string;
  pages_total: Generated<number>;
  pages_done: Generated<number>;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface PageTextsTable {
  hash: string;
  text: string;
  created_at: string;
}

export interface PageObservationsTable {
  id: AutoId;
  page_id: number;
  run_id: string;
  observed_at: string;
  status: number | null;
  error_code: string | null;
  final_url: string | null;
  /** 1 allowed, 0 blocked, null unknown. */
  robots_allowed: number | null;
  title: string | null;
  meta_description: string | null;
  h1: string | null;
  canonical: string | null;
  robots: string | null;
  noindex: Generated<number>;
  word_count: number | null;
  seo_score: number | null;
  readability_score: number | null;
  performance_score: number | null;
  /** JSON text: string[]. */
  failing_checks: Generated<string>;
  /** JSON text: string[]. */
  keywords: Generated<string>;
  text_hash: string | null;
  /** The engine version that read the page; null for rows from before it was kept. */
  engine_version: string | null;
}

export interface ProjectChangesTable {
  id: string;
  project_id: string;
  page_id: number | null;
  url: string;
  competitor_id: string | null;
  observation_id: number | null;
  previous_observation_id: number | null;
  type: string;
  severity: string;
  before: string | null;
  after: string | null;
  detected_at: string;
  dedupe_key: string;
  /** The tracked keyword of a ranking change; null for a page's change. */
  keyword: string | null;
}

/** A project's keyword, looked up in one market, language and device (issue 30). */
export interface TrackedKeywordsTable {
  id: string;
  project_id: string;
  keyword: string;
  target_url: string | null;
  location_code: number;
  language_code: string;
  /** "desktop" | "mobile" */
  device: string;
  /** The reading the last alert was judged from: "ranked" | "not_ranked"; null before the first. */
  confirmed_state: string | null;
  confirmed_position: number | null;
  /** The order keywords were entered in. */
  ordinal: number;
  created_at: string;
}

/** One check of a tracked keyword: a position, "not in the top 100", or a failure with its reason. */
export interface RankReadingsTable {
  id: AutoId;
  tracked_keyword_id: string;
  provider: string;
  /** "schedule" | "manual" */
  trigger: string;
  checked_at: string;
  /** "ranked" | "not_ranked" | "failed" */
  state: string;
  position: number | null;
  url: string | null;
  /** JSON text: [{url, position}]. */
  own_results: Generated<string>;
  /** JSON text: string[]. */
  features: Generated<string>;
  /** JSON text: [{host, position}]. */
  competitors: Generated<string>;
  failure: string | null;
  error: string | null;
  cost: number | null;
}

/** A queued check posted to a provider, waiting to be collected. */
export interface RankTicketsTable {
  ticket: string;
  provider: string;
  tracked_keyword_id: string;
  project_id: string;
  posted_at: string;
}

export interface AlertSettingsTable {
  user_id: string;
  workspace_id: string;
  email_notifications: number;
  content_alerts: number;
  ranking_alerts: number;
  updated_at: string;
}

export interface AlertDeliveriesTable {
  id: AutoId;
  change_id: string;
  user_id: string;
  /** "immediate" | "digest" */
  channel: string;
  sent_at: string;
}

export interface ReportsTable {
  id: string;
  workspace_id: string;
  name: string;
  site_id: string | null;
  segment_id: string | null;
  project_id: string | null;
  period: string;
  from_date: string | null;
  to_date: string | null;
  /** JSON: ReportSection[] */
  sections: string;
  paper: string;
  cadence: ColumnType<string, string | undefined, string>;
  /** JSON: string[] */
  recipients: ColumnType<string, string | undefined, string>;
  last_sent_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReportDeliveriesTable {
  report_id: string;
  period_key: string;
  recipient: string;
  sent_at: string;
}

export interface ReportUnsubscribesTable {
  report_id: string;
  recipient: string;
  at: string;
}

export interface ReportSharesTable {
  id: string;
  report_id: string;
  token_hash: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_opened_at: string | null;
  opens: ColumnType<number, number | undefined, number>;
}

export interface ReportBrandingTable {
  workspace_id: string;
  name: string | null;
  logo: string | null;
  accent_color: string;
  updated_at: string;
}

export interface SummaryDeliveriesTable {
  workspace_id: string;
  user_id: string;
  week: string;
  sent_at: string;
}

export interface ProjectVisitsTable {
  project_id: string;
  user_id: string;
  seen_at: string;
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
  workspace_usage_counters: WorkspaceUsageCountersTable;
  billing_events: BillingEventsTable;
  workspace_billing: WorkspaceBillingTable;
  api_keys: ApiKeysTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
  session_workspaces: SessionWorkspacesTable;
  activity_log: ActivityLogTable;
  support_requests: SupportRequestsTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  sites: SitesTable;
  crawls: CrawlsTable;
  crawl_urls: CrawlUrlsTable;
  crawl_list_urls: CrawlListUrlsTable;
  site_access: SiteAccessTable;
  workspace_providers: WorkspaceProvidersTable;
  search_console_oauth_states: SearchConsoleOauthStatesTable;
  search_console_links: SearchConsoleLinksTable;
  search_console_rows: SearchConsoleRowsTable;
  keyword_metrics: KeywordMetricsTable;
  site_ownership: SiteOwnershipTable;
  crawl_pages: CrawlPagesTable;
  crawl_link_blocks: CrawlLinkBlocksTable;
  crawl_block_links: CrawlBlockLinksTable;
  crawl_page_blocks: CrawlPageBlocksTable;
  crawl_hreflang: CrawlHreflangTable;
  crawl_sitemaps: CrawlSitemapsTable;
  crawl_start_variants: CrawlStartVariantsTable;
  crawl_hosts: CrawlHostsTable;
  crawl_issues: CrawlIssuesTable;
  site_issue_rules: SiteIssueRulesTable;
  crawl_external_checks: CrawlExternalChecksTable;
  projects: ProjectsTable;
  project_competitors: ProjectCompetitorsTable;
  project_pages: ProjectPagesTable;
  competitor_urls: CompetitorUrlsTable;
  project_runs: ProjectRunsTable;
  page_texts: PageTextsTable;
  page_observations: PageObservationsTable;
  project_changes: ProjectChangesTable;
  tracked_keywords: TrackedKeywordsTable;
  rank_readings: RankReadingsTable;
  rank_tickets: RankTicketsTable;
  alert_settings: AlertSettingsTable;
  site_segments: SiteSegmentsTable;
  alert_deliveries: AlertDeliveriesTable;
  project_visits: ProjectVisitsTable;
  reports: ReportsTable;
  report_deliveries: ReportDeliveriesTable;
  report_unsubscribes: ReportUnsubscribesTable;
  report_shares: ReportSharesTable;
  report_branding: ReportBrandingTable;
  summary_deliveries: SummaryDeliveriesTable;
}

/** Helper for tables whose integer id the database assigns. */
export type AutoId = Generated<number>;
