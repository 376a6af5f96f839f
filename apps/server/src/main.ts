import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { bootstrap } from "./bootstrap";
import { EnvError, parseEnv } from "./env";
import { jobKinds } from "./job-kinds";
import { startWorkers } from "./jobs/job-definition";
import { ensureAlertDigestSchedule } from "./monitoring";
import { ensureReportDeliveriesSchedule } from "./reports";

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/build/client");

async function main(): Promise<void> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`RankLens cannot start.\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const webRoot = existsSync(WEB_ROOT) ? WEB_ROOT : null;
  const { deps, database } = await bootstrap(env, { webRoot });
  if (!webRoot) deps.logger.warn("web app not built: serving the API only", { expected: WEB_ROOT });
  const app = createApp(deps);
  const stopWorkers = startWorkers(deps.jobs, deps, jobKinds);
  await ensureAlertDigestSchedule(deps);
  await ensureReportDeliveriesSchedule(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    deps.logger.info("RankLens is running", {
      url: env.PUBLIC_URL ?? `http://localhost:${info.port}`,
      database: database.dialect,
      mail: deps.mailer.transport,
      ai: env.AI_BASE_URL ? "openai-compatible" : "built-in",
    });
  });
  const shutdown = () => {
    // Running jobs get a moment to finish; the rest are given back to the queue (another start runs them).
    const workersStopped = stopWorkers({ graceMs: 3_000 });
    server.close(() => {
      void workersStopped.finally(() => database.close()).finally(() => process.exit(0));
    });
    // Do not hang on keep-alive connections.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

await main();
