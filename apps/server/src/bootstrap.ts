import path from "node:path";
import { GATHER_DEFAULTS } from "@ranklens/engine";
import { createPageRenderer } from "@ranklens/engine/render";
import { createAnalysisPool } from "./analysis-pool";
import type { AppDeps, FetchPolicy } from "./app-env";
import { createAuth } from "./auth/create-auth";
import { SessionCache } from "./auth/session-cache";
import type { DatabaseHandle } from "./db/client";
import { migrateApp } from "./db/migrate";
import { openAppDatabase } from "./db/open-app-database";
import type { Env } from "./env";
import { FetchSlots } from "./fetch-limits/fetch-slots";
import { openJobQueue } from "./jobs/open-job-queue";
import { createLogger, type Logger } from "./lib/logger";
import { SecretBox } from "./lib/secret-box";
import { createMailer, type Mailer } from "./mail/mailer";

export interface Bootstrapped {
  deps: AppDeps;
  database: DatabaseHandle;
}

/**
 * Opens the database, runs every migration (Better Auth's tables first, then
 * ours) and wires the dependencies. Used by main.ts and by the tests, so both
 * run the same start-up path.
 */
export async function bootstrap(
  env: Env,
  overrides: {
    database?: DatabaseHandle;
    mailer?: Mailer;
    logger?: Logger;
    webRoot?: string | null;
    /** Tests only: the fetcher's resolver and dial hook (see `AppDeps.fetchPolicy`). */
    gather?: Pick<FetchPolicy, "lookup" | "onDial">;
    /** Tests only: the clock expiries are measured with (see `AppDeps.now`). */
    now?: AppDeps["now"];
  } = {},
): Promise<Bootstrapped> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const database = overrides.database ?? openAppDatabase(env);
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(env.dataDir, "outbox"),
      logger,
    });
  const auth = await createAuth({
    db: database.db,
    dialect: database.dialect,
    publicUrl: env.publicUrl,
    secret: env.authSecret,
    mailer,
    logger,
  });
  await migrateApp(database.db, database.dialect);
  const now = overrides.now ?? (() => new Date());
  const jobQueue = await openJobQueue(env, database, { now, logger });
  const jobs = jobQueue.queue;
  const renderer = env.rendering.available
    ? createPageRenderer({
        executablePath: env.rendering.executablePath,
        concurrency: env.RENDER_CONCURRENCY,
        timeoutMs: env.RENDER_TIMEOUT_MS,
        maxBytes: GATHER_DEFAULTS.maxBytes,
      })
    : null;
  const analysis = createAnalysisPool({ threads: env.ANALYSIS_THREADS, heapMb: env.ANALYSIS_THREAD_HEAP_MB });
  return {
    // Closing the database stops the job queue first (pg-boss has its own pool), then Chromium and
    // the analysis threads.
    database: {
      ...database,
      close: async () => {
        await jobQueue.close();
        await renderer?.close();
        await analysis.close();
        await database.close();
      },
    },
    deps: {
      env,
      db: database.db,
      dialect: database.dialect,
      auth,
      mailer,
      logger,
      webRoot: overrides.webRoot === undefined ? null : overrides.webRoot,
      sessionCache: new SessionCache(),
      fetchSlots: new FetchSlots({
        global: env.FETCH_CONCURRENCY_GLOBAL,
        perUser: env.FETCH_CONCURRENCY_PER_USER,
      }),
      fetchPolicy: {
        allowPrivateNetworks: env.ALLOW_PRIVATE_NETWORKS,
        ...(overrides.gather?.lookup ? { lookup: overrides.gather.lookup } : {}),
        ...(overrides.gather?.onDial ? { onDial: overrides.gather.onDial } : {}),
      },
      billingEnabled: env.BILLING === "on",
      now,
      jobs,
      secrets: env.secretsKey ? new SecretBox(env.secretsKey) : null,
      renderer,
      analysis,
    },
  };
}
