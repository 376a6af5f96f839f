import type { AnalyzeUrlOptions } from "@ranklens/engine";
import type { PageRenderer } from "@ranklens/engine/render";
import type { PlanId, WorkspaceRole } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { AnalysisPool } from "./analysis-pool";
import type { Auth } from "./auth/create-auth";
import type { CurrentUser } from "./auth/current-user";
import type { SessionCache } from "./auth/session-cache";
import type { DialectName } from "./db/dialect";
import type { Database } from "./db/schema";
import type { Env } from "./env";
import type { FetchSlots } from "./fetch-limits/fetch-slots";
import type { JobQueue } from "./jobs/job-queue";
import type { Logger } from "./lib/logger";
import type { SecretBox } from "./lib/secret-box";
import type { Mailer } from "./mail/mailer";

/** Everything a request handler may use; built once in main.ts (or per test). */
export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  dialect: DialectName;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Built web app (apps/web/build/client); null when only the API is served (tests). */
  webRoot: string | null;
  /** Session lookups of the last second (cleared by every sign-out, reset or revocation here). */
  sessionCache: SessionCache;
  /** Outbound page fetches in flight on this process (FETCH_CONCURRENCY_GLOBAL / _PER_USER). */
  fetchSlots: FetchSlots;
  /**
   * How the server fetches other people's pages (analyses, crawls, monitoring), built once: the
   * address policy from ALLOW_PRIVATE_NETWORKS, and in tests only a DNS resolver and dial hook, so
   * the SSRF tests can answer DNS from a table and see every socket the server opens. Production
   * never sets those (the fetcher then uses the system resolver), and they cannot switch the
   * address policy off.
   */
  fetchPolicy: FetchPolicy;
  /** Whether plans apply on this server (BILLING=on); without them every workspace has Pro's allowances. */
  billingEnabled: boolean;
  /** The clock invitation expiry and activity retention are measured with; tests inject one. */
  now: () => Date;
  /** Background jobs (ADR 013): enqueue here; main.ts runs the workers. */
  jobs: JobQueue;
  /** Seals and opens stored secrets (SECRETS_KEY); null when the key is unset and none may be stored. */
  secrets: SecretBox | null;
  /**
   * Renders pages in headless Chromium for crawls that render JavaScript, bounded per process
   * (RENDER_CONCURRENCY); null when the server has no Chromium (env.rendering says why). Chromium
   * starts at the first page rendered, not before.
   */
  renderer: PageRenderer | null;
  /** The engine's analyses on worker threads (ANALYSIS_THREADS; ADR 045), shared by every crawl of the process. */
  analysis: AnalysisPool;
}

/** The part of the page fetcher's options the deployment decides. */
export type FetchPolicy = Pick<AnalyzeUrlOptions, "allowPrivateNetworks" | "lookup" | "onDial">;

/** The workspace a request acts on, with the caller's role there, read from the database on every request. */
export interface CurrentWorkspace {
  id: string;
  name: string;
  plan: PlanId;
  role: WorkspaceRole;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    user: CurrentUser | null;
    /** Better Auth's session id when the caller came with a session cookie (the active workspace is kept per session). */
    sessionId: string | null;
    /** Set by resolveWorkspace() for every signed-in caller. */
    workspace: CurrentWorkspace | null;
    /** How the user was authenticated: a session cookie, or an API key (Bearer). */
    authMethod: "session" | "api-key" | null;
  };
}
