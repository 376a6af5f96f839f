import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PLANS } from "@ranklens/shared";
import { DEFAULT_SUPPORT_EMAIL } from "@ranklens/shared/api/contact";
import { resolvePublicUrl } from "@ranklens/shared/public-url";
import { z } from "zod";
import { dialectOfUrl } from "./db/dialect";
import { DEFAULT_PG_POOL_SIZE } from "./db/pool-size";
import { decodeSecretsKey, SECRETS_KEY_HELP } from "./lib/secret-box";

/**
 * Every setting RankLens reads from the environment, parsed once. Nothing else
 * reads `process.env`. Each variable is documented in README.md and
 * .env.example; keep the three in step.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no", ""])
  .transform((v) => ["true", "1", "on", "yes"].includes(v));

/** An optional URL; an empty value counts as unset. */
const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
  z.url().optional(),
);

/** Pages one analysis fetches at most: the page and the most competitors any plan allows. */
export const MAX_PAGES_PER_ANALYSIS = 1 + PLANS.pro.maxCompetitors;

/** A fetch concurrency limit: below one full analysis, such an analysis could never run. */
const fetchConcurrency = (name: string, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(
      MAX_PAGES_PER_ANALYSIS,
      `${name} must be at least ${MAX_PAGES_PER_ANALYSIS} (an analysis with ${PLANS.pro.maxCompetitors} competitors fetches ${MAX_PAGES_PER_ANALYSIS} pages at once)`,
    )
    .default(fallback);

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Host/interface to listen on. */
  HOST: z.string().default("0.0.0.0"),
  /** Folder for the SQLite file, the mail outbox and the generated development secret. */
  DATA_DIR: z.string().default("./data"),
  /** postgres://… selects PostgreSQL; unset means SQLite in DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /**
   * Connections one process keeps to PostgreSQL (pg-boss's queue has 4 of its own). A Node process
   * advances its queries on one thread, so more connections than it can keep busy only keep
   * transactions open longer (ADR 047). Ignored on SQLite, which has one connection.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_PG_POOL_SIZE),
  /** The address users reach RankLens at; used for links in e-mails, canonical URLs and origin checks. */
  PUBLIC_URL: optionalUrl,
  /** Secret for signing sessions, tokens and sign-in device cookies (≥ 32 characters). Required in production. */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  /**
   * Key that seals the secrets RankLens stores (a site's staging credentials): 32 random bytes as
   * base64 or hex, `openssl rand -base64 32`. Unset: the server refuses to store such secrets.
   */
  SECRETS_KEY: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .refine((v) => decodeSecretsKey(v) !== null, SECRETS_KEY_HELP)
      .optional(),
  ),
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy in front of RankLens. */
  TRUST_PROXY: booleanFlag.default(false),
  /** smtp://user:pass@host:port (or smtps://) for real mail; unset writes mail to DATA_DIR/outbox. */
  SMTP_URL: optionalUrl,
  /** Sender address of outgoing mail. */
  MAIL_FROM: z.string().default("RankLens <no-reply@ranklens.local>"),
  /** Where contact-form messages are mailed when SMTP is configured. */
  SUPPORT_EMAIL: z.string().email().default(DEFAULT_SUPPORT_EMAIL),
  /** Let the page fetcher reach loopback/private addresses (local development and tests only). */
  ALLOW_PRIVATE_NETWORKS: booleanFlag.default(false),
  /** OpenAI-compatible API base URL (OpenAI, Ollama, vLLM, LM Studio, OpenRouter…). Unset = built-in engine. */
  AI_BASE_URL: optionalUrl,
  /** API key for the AI provider (never sent to the browser). */
  AI_API_KEY: z.string().optional(),
  /** Model id at the AI provider. */
  AI_MODEL: z.string().default("gpt-4o-mini"),
  /** Longest an AI call may take, streaming included, in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000), // = DEFAULT_AI_TIMEOUTS.totalMs
  /** Longest wait for the first text of an AI answer, in milliseconds; a provider silent that long counts as down. */
  AI_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000), // = DEFAULT_AI_TIMEOUTS.firstTokenMs
  /** "off" makes every user unlimited (self-hosted use without billing). */
  BILLING: z.enum(["on", "off"]).default("on"),
  /** External payment page opened by 'Upgrade Now' when Stripe is not configured. */
  PAYMENT_LINK_URL: optionalUrl,
  /** Stripe secret key; with STRIPE_PRICE_ID, 'Upgrade Now' starts a Stripe Checkout subscription. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Stripe price id of the Pro plan. */
  STRIPE_PRICE_ID: z.string().optional(),
  /** Signing secret of the Stripe webhook endpoint. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends API calls; unset = Stripe itself. For tests against a local fake only. */
  STRIPE_API_BASE: optionalUrl,
  /** Where DataForSEO calls go; unset = api.dataforseo.com. For tests against a local fake only. */
  DATAFORSEO_API_BASE: optionalUrl,
  /** Where SerpApi calls go; unset = serpapi.com. For tests against a local fake only. */
  SERPAPI_API_BASE: optionalUrl,
  /** The operator's Google OAuth client (console.cloud.google.com → Credentials, type "Web application"): Search Console. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** That client's secret. */
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Where Google's OAuth consent, token and revoke endpoints are; unset = Google. For tests against a local fake only. */
  GOOGLE_OAUTH_BASE: optionalUrl,
  /** Where Search Console API calls go; unset = searchconsole.googleapis.com. For tests against a local fake only. */
  GSC_API_BASE: optionalUrl,
  /** Requests one API key may make per minute (Pro users' public REST API). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Outbound page fetches in flight on this server process, all users together (analyses: the page plus each competitor). */
  FETCH_CONCURRENCY_GLOBAL: fetchConcurrency("FETCH_CONCURRENCY_GLOBAL", 64),
  /** Outbound page fetches in flight for one user; beyond either limit a new analysis gets 429. */
  FETCH_CONCURRENCY_PER_USER: fetchConcurrency("FETCH_CONCURRENCY_PER_USER", 16),
  /** Content writes (creates, saves, restores) one user may make per minute. */
  CONTENT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Content writes one user may make per day (UTC): bounds how fast one account can fill the disk. */
  CONTENT_WRITES_PER_DAY: z.coerce.number().int().min(1).default(1000),
  /**
   * Jobs one crawl is split into (PostgreSQL with several `npm run worker` processes): each claims
   * from the same frontier at its share of the per-host rate. 1 on SQLite, which has one writer.
   */
  CRAWL_SHARDS: z.coerce.number().int().min(1).max(32).default(1),
  /**
   * Crawl jobs one process runs at once (all workspaces together). Crawls wait on sites, not on the
   * CPU (politeness: a few requests a second per host), so one process keeps several going.
   */
  CRAWL_SLOTS: z.coerce.number().int().min(1).max(64).default(8),
  /**
   * How long a crawl keeps its slot while other crawls wait, in milliseconds: then it goes back to
   * the queue behind them and resumes from its frontier on its next turn.
   */
  CRAWL_SLICE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(20_000),
  /**
   * Requests per second per host a crawl may make of a site whose ownership is not verified (the
   * default politeness cap); a verified site may be set up to the crawl maximum (50).
   */
  CRAWL_UNVERIFIED_MAX_RATE: z.coerce.number().min(0.1).max(50).default(10),
  /**
   * The Chromium (or Chrome) that renders pages for crawls set to render JavaScript. Unset:
   * /usr/bin/chromium when it exists; "off": no rendering on this server.
   */
  CHROMIUM_PATH: z.string().trim().min(1).optional(),
  /** Pages rendered at once by one process, across every crawl (each is a Chromium renderer, ~100 MB). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Worker threads for the engine's analyses (crawls, monitoring runs), per process. Unset: two
   * fewer than the machine's cores (none on two); 0: analyses run on the process's own thread.
   */
  ANALYSIS_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /**
   * Each analysis thread's heap cap, in MB (default 256): a page whose analysis needs more fails
   * alone (a crawl records it as not analysed), not its process.
   */
  ANALYSIS_THREAD_HEAP_MB: z.coerce.number().int().min(32).max(4096).optional(),
  /** How long one page may take to render, in milliseconds; past it the DOM it has by then is read. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(15_000),
  /** Background jobs: "pg-boss" (PostgreSQL only, the default there) or "database" (the embedded table queue, the default on SQLite). */
  JOB_QUEUE: z.enum(["pg-boss", "database"]).optional(),
  /** How long `npm run worker` waits for running jobs on SIGTERM/SIGINT before giving them back to the queue, in milliseconds. */
  WORKER_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  /** Log level: debug, info, warn, error, silent. */
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema> & {
  /** Resolved, absolute DATA_DIR. */
  dataDir: string;
  /** PUBLIC_URL, or http://localhost:PORT. */
  publicUrl: string;
  /** AUTH_SECRET, or the development secret kept in DATA_DIR. */
  authSecret: string;
  /** JOB_QUEUE, or pg-boss on PostgreSQL and the database queue on SQLite. */
  jobQueue: "pg-boss" | "database";
  /** SECRETS_KEY's 32 bytes; null when unset (no secret can be stored). */
  secretsKey: Buffer | null;
  /** Whether crawls can render JavaScript here, with which Chromium, or why not. */
  rendering: RenderingSetup;
};

export type RenderingSetup =
  | { available: true; executablePath: string }
  | { available: false; reason: string };

const DEFAULT_CHROMIUM = "/usr/bin/chromium";

/** CHROMIUM_PATH as the server finds it: a binary that exists, or the reason rendering is off. */
function renderingSetup(chromiumPath: string | undefined): RenderingSetup {
  if (chromiumPath === "off")
    return {
      available: false,
      reason: "JavaScript rendering is turned off on this server (CHROMIUM_PATH=off).",
    };
  const executablePath = chromiumPath ?? DEFAULT_CHROMIUM;
  if (existsSync(executablePath)) return { available: true, executablePath };
  return {
    available: false,
    reason: chromiumPath
      ? `JavaScript rendering needs Chromium, and CHROMIUM_PATH (${chromiumPath}) does not exist on this server.`
      : `JavaScript rendering needs Chromium on the server: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
  };
}

export class EnvError extends Error {
  override readonly name = "EnvError";
}

/**
 * Parses an environment. In production a missing AUTH_SECRET stops start-up;
 * elsewhere a random secret is generated once and kept in DATA_DIR, so
 * sessions survive restarts.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = resolvePublicUrl(env);
  let authSecret = env.AUTH_SECRET;
  if (!authSecret) {
    if (env.NODE_ENV === "production") {
      throw new EnvError(
        "AUTH_SECRET is required in production. Generate one with `openssl rand -base64 48` and set it in the environment.",
      );
    }
    authSecret = developmentSecret(dataDir);
  }
  const postgres = dialectOfUrl(env.DATABASE_URL) === "postgres";
  const jobQueue = env.JOB_QUEUE ?? (postgres ? "pg-boss" : "database");
  if (jobQueue === "pg-boss" && !postgres) {
    throw new EnvError("JOB_QUEUE=pg-boss needs PostgreSQL: set DATABASE_URL to a postgres:// URL.");
  }
  const secretsKey = env.SECRETS_KEY === undefined ? null : decodeSecretsKey(env.SECRETS_KEY);
  const rendering = renderingSetup(env.CHROMIUM_PATH);
  return { ...env, dataDir, publicUrl, authSecret, jobQueue, secretsKey, rendering };
}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // No secret yet: generate one below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
