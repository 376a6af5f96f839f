/**
 * `npm run worker`: a process that runs background jobs and nothing else (no
 * HTTP server), for PostgreSQL installs that add job capacity beside the app
 * servers (ADR 013). Same environment and start-up path as `npm start`:
 *
 *   node --import tsx apps/server/src/worker.ts
 *
 * Works on every kind in job-kinds.ts and ticks the cron schedules. On SIGTERM or SIGINT it stops taking jobs, waits up to WORKER_GRACE_MS
 * for the running ones, gives the rest back to the queue (another worker runs
 * them, the interrupted attempt not counted), closes the database and exits 0.
 *
 * Test seam, never for production: `--test-job-kinds=<absolute path>` adds the
 * kinds exported as `jobKinds` by that module (apps/server/test/worker-job-kinds.ts),
 * so tests can run real worker processes on a kind of their own.
 */
import { pathToFileURL } from "node:url";
import type { AppDeps } from "./app-env";
import { bootstrap } from "./bootstrap";
import { EnvError, parseEnv } from "./env";
import { jobKinds } from "./job-kinds";
import { type JobDefinition, startWorkers } from "./jobs/job-definition";
import { ensureAlertDigestSchedule } from "./monitoring";
import { ensureReportDeliveriesSchedule } from "./reports";

const TEST_KINDS_FLAG = "--test-job-kinds=";
const SCHEDULE_TICK_MS = 5_000;

async function main(args: string[]): Promise<void> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`RankLens worker cannot start.\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { deps, database } = await bootstrap(env);
  const testKinds = await testJobKinds(args);
  // A test's kind replaces the registered kind of its name (a project check that logs what it does).
  const kinds = [
    ...jobKinds.filter((kind) => !testKinds.some((test) => test.name === kind.name)),
    ...testKinds,
  ];
  const stopWorkers = startWorkers(deps.jobs, deps, kinds);
  await ensureAlertDigestSchedule(deps);
  await ensureReportDeliveriesSchedule(deps);
  // Workers tick the schedules on every poll; this ticker also does it (and keeps the process
  // alive) while no kind is registered. Extra ticks are harmless: each due time enqueues once.
  const ticker = setInterval(() => {
    deps.jobs.tickSchedules().catch((error: unknown) => {
      deps.logger.warn("schedule tick failed", { error: String(error) });
    });
  }, SCHEDULE_TICK_MS);
  deps.logger.info("RankLens worker is running", {
    database: database.dialect,
    queue: env.jobQueue,
    kinds: kinds.map((kind) => kind.name),
    pid: process.pid,
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info("RankLens worker stopping", { signal, graceMs: env.WORKER_GRACE_MS });
    clearInterval(ticker);
    void stopWorkers({ graceMs: env.WORKER_GRACE_MS })
      .then(() => database.close())
      .then(
        () => {
          deps.logger.info("RankLens worker stopped");
          process.exit(0);
        },
        (error: unknown) => {
          deps.logger.error("RankLens worker did not stop cleanly", { error: String(error) });
          process.exit(1);
        },
      );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

// biome-ignore lint/suspicious/noExplicitAny: a test module's kinds have dependencies and payloads of their own
type AnyJobDefinition = JobDefinition<AppDeps, any, any>;

async function testJobKinds(args: string[]): Promise<readonly AnyJobDefinition[]> {
  const flag = args.find((arg) => arg.startsWith(TEST_KINDS_FLAG));
  if (!flag) return [];
  const module = (await import(pathToFileURL(flag.slice(TEST_KINDS_FLAG.length)).href)) as {
    jobKinds: readonly AnyJobDefinition[];
  };
  return module.jobKinds;
}

await main(process.argv.slice(2));
