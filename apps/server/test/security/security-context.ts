import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { createApp } from "../../src/app";
import type { AppDeps, AppEnv } from "../../src/app-env";
import { bootstrap } from "../../src/bootstrap";
import type { DatabaseHandle } from "../../src/db/client";
import { type Env, parseEnv } from "../../src/env";
import { createLogger } from "../../src/lib/logger";
import { type CaptureMailer, createCaptureMailer } from "../capture-mailer";
import { openTestDatabase, type TestDatabaseKind } from "../databases";
import { type RequestOptions, sessionCookie, TEST_ORIGIN, TEST_PASSWORD } from "../harness";

export interface SecurityContext {
  app: Hono<AppEnv>;
  env: Env;
  database: DatabaseHandle;
  mail: CaptureMailer;
  /** Like the harness: Origin is ours unless `headers.origin` says otherwise; `origin: ""` sends none. */
  request(pathname: string, options?: RequestOptions): Promise<Response>;
  createUser(overrides?: {
    email?: string;
    password?: string;
  }): Promise<{ cookie: string; email: string; id: string }>;
  close(): Promise<void>;
}

export interface SecurityContextOptions {
  env?: Record<string, string>;
  /** The page fetcher's resolver and dial hook, passed the way production would never pass them. */
  gather?: AppDeps["gather"];
  /** A folder served as the web app (static pages with their per-page CSP). */
  webRoot?: string;
}

let clients = 0;

/**
 * A whole RankLens app for the security suite: the test harness's set-up plus
 * the two things the harness does not offer, an injected fetcher resolver and
 * a web root. Requests go through `app.request()` with a fake socket address.
 */
export async function createSecurityContext(
  kind: TestDatabaseKind,
  options: SecurityContextOptions = {},
): Promise<SecurityContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ranklens-security-"));
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const database = await openTestDatabase(kind);
  const mail = createCaptureMailer();
  const { deps } = await bootstrap(env, {
    database,
    mailer: mail,
    logger: createLogger("silent"),
    webRoot: options.webRoot ?? null,
    gather: options.gather,
  });
  const app = createApp(deps);
  const defaultIp = `10.9.${Math.floor(clients / 250) % 250}.${(clients++ % 250) + 1}`;

  const request: SecurityContext["request"] = (pathname, o = {}) => {
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
  const createUser: SecurityContext["createUser"] = async (overrides = {}) => {
    const email = overrides.email ?? `sec${++users}-${Date.now()}@example.com`;
    const password = overrides.password ?? TEST_PASSWORD;
    // Each user signs up from its own address, so the per-IP auth limits never get in a test's way.
    const ip = `10.8.${Math.floor(users / 250) % 250}.${(users % 250) + 1}`;
    const signUp = await request("/api/auth/sign-up/email", {
      ip,
      json: { email, password, name: "Sec User" },
    });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const signIn = await request("/api/auth/sign-in/email", { ip, json: { email, password } });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const body = (await signIn.json()) as { user: { id: string } };
    return { cookie: sessionCookie(signIn), email, id: body.user.id };
  };

  return {
    app,
    env,
    database,
    mail,
    request,
    createUser,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
