import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { createApp } from "../src/app";
import type { AppDeps, AppEnv, FetchPolicy } from "../src/app-env";
import { bootstrap } from "../src/bootstrap";
import type { DatabaseHandle } from "../src/db/client";
import { type Env, parseEnv } from "../src/env";
import { createLogger, type Logger } from "../src/lib/logger";
import type { Mailer } from "../src/mail/mailer";
import { type CaptureMailer, createCaptureMailer } from "./capture-mailer";
import { openTestDatabase, type TestDatabaseKind } from "./databases";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "correct horse battery staple";

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** The socket address the request appears to come from. */
  ip?: string;
}

export interface TestContext {
  app: Hono<AppEnv>;
  /** What the app was built with: its job queue, clock, database. */
  deps: AppDeps;
  env: Env;
  database: DatabaseHandle;
  mail: CaptureMailer;
  request(pathname: string, options?: RequestOptions): Promise<Response>;
  /** Registers and signs in a new user; returns the session cookie. */
  createUser(overrides?: {
    email?: string;
    name?: string;
    password?: string;
  }): Promise<{ cookie: string; email: string; id: string }>;
  close(): Promise<void>;
}

let counter = 0;

/** A whole RankLens app on a fresh database, driven through `app.request()` (no port). */
export interface TestContextOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** The page fetcher's resolver and dial hook, passed the way production never passes them. */
  gather?: Pick<FetchPolicy, "lookup" | "onDial">;
  /** A folder served as the web app (static pages with their per-page CSP). */
  webRoot?: string;
  /** The server's clock (invitation expiry, activity retention); the real one if not given. */
  now?: () => Date;
  /** A database opened by the caller (a benchmark's SQLite file); a fresh empty one if not given. */
  database?: DatabaseHandle;
  /** Where the app logs (a test that reads the log lines); silent (or TEST_LOG_LEVEL) if not given. */
  logger?: Logger;
}

export async function createTestContext(
  kind: TestDatabaseKind,
  options: TestContextOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ranklens-test-"));
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    // A configured server stores secrets; a test of one without the key passes SECRETS_KEY: "".
    SECRETS_KEY: "dGVzdC1zZWNyZXRzLWtleS10ZXN0LXNlY3JldHMta2U=",
    // The sites tests crawl are their own, on 127.0.0.1: as fast as any crawl may go. The ownership
    // tests set the default cap back.
    CRAWL_UNVERIFIED_MAX_RATE: "50",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    // Pages are analysed on the test's own thread: a thread's first analysis loads the engine (~1-2 s
    // a test file). The analysis threads have their own tests (analysis-pool, analysis-threads,
    // crawl-flow).
    ANALYSIS_THREADS: "0",
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase(kind));
  const mail = createCaptureMailer();
  const { deps } = await bootstrap(env, {
    database,
    mailer: options.mailer ?? mail,
    logger: options.logger ?? createLogger((process.env.TEST_LOG_LEVEL as "silent" | undefined) ?? "silent"),
    webRoot: options.webRoot ?? null,
    gather: options.gather,
    now: options.now,
  });
  const app = createApp(deps);
  const defaultIp = `10.0.${Math.floor(counter / 250) % 250}.${(counter++ % 250) + 1}`;

  // Origin is ours unless `headers.origin` says otherwise; `origin: ""` sends none.
  const request = (pathname: string, o: RequestOptions = {}) => {
    const headers: Record<string, string> = { origin: env.publicUrl, ...o.headers };
    if (headers.origin === "") delete headers.origin;
    if (o.cookie) headers.cookie = o.cookie;
    let body = o.body;
    if (o.json !== undefined) {
      headers["content-type"] ??= "application/json";
      body = JSON.stringify(o.json);
    }
    const method = o.method ?? (body === undefined ? "GET" : "POST");
    const incoming = {
      socket: { remoteAddress: o.ip ?? defaultIp, remotePort: 50_000, remoteFamily: "IPv4" },
    };
    return Promise.resolve(
      app.request(`${env.publicUrl}${pathname}`, { method, headers, body }, { incoming }),
    );
  };

  let users = 0;
  const createUser: TestContext["createUser"] = async (overrides = {}) => {
    const email = overrides.email ?? `user${++users}-${Date.now()}@example.com`;
    const password = overrides.password ?? TEST_PASSWORD;
    // Each user signs up from its own address, so the per-IP auth limits never get in a test's way.
    const ip = `10.8.${Math.floor(users / 250) % 250}.${(users % 250) + 1}`;
    const signUp = await request("/api/auth/sign-up/email", {
      ip,
      json: { email, password, name: overrides.name ?? "Test User" },
    });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const signIn = await request("/api/auth/sign-in/email", { ip, json: { email, password } });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const body = (await signIn.json()) as { user: { id: string } };
    return { cookie: sessionCookie(signIn), email, id: body.user.id };
  };

  return {
    app,
    deps,
    env,
    database,
    mail,
    request,
    createUser,
    async close() {
      await deps.analysis.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pair of the session cookie a response sets. */
export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const session = cookies.find((c) => c.includes("session_token="));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(";")[0]!;
}

/** A response's JSON body, untyped: tests assert on its shape. */
// biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary JSON
export async function json(response: Response): Promise<any> {
  return response.json();
}
