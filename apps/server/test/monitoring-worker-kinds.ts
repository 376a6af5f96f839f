import { appendFileSync } from "node:fs";
import { detectChanges, observePage } from "@ranklens/engine";
import { openDatabase } from "../src/db/client";
import { createLogger } from "../src/lib/logger";
import { projectCheckJob } from "../src/monitoring/jobs/project-check-job";
import type { MonitoringDeps } from "../src/monitoring/runs/monitoring-deps";

/** The lease of the project checks in these workers: short, so a killed worker's job is retried within the test. */
export const MONITORING_TEST_LEASE_MS = 10_000;

/**
 * The worker processes of monitoring-workers.test.ts register this module (worker.ts
 * `--test-job-kinds=`): the real project-check kind, with a short lease, local sites allowed, and a
 * log the test reads (`start|done <pid> <projectId> <attempt>`, `notify <pid> <projectId> <n>`).
 */
const log = process.env.MONITORING_TEST_LOG!;
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgPoolSize: 2 });
const now = () => new Date();
const policy = { allowPrivateNetworks: true, userAgent: "RankLensTest" };
const monitoring: MonitoringDeps = {
  db: database.db,
  now,
  logger: createLogger("silent"),
  observe: (url) => observePage(url, policy),
  detect: detectChanges,
  notify: async ({ projectId, changeIds }) => {
    appendFileSync(log, `notify ${process.pid} ${projectId} ${changeIds.length}\n`);
  },
  fetch: policy,
  concurrency: 4,
  perHost: 2,
};

export const jobKinds = [
  {
    ...projectCheckJob,
    deps: () => ({ monitoring, billingEnabled: false, leaseMs: MONITORING_TEST_LEASE_MS }),
    handler: async (deps, context) => {
      const { projectId } = context.payload;
      appendFileSync(log, `start ${process.pid} ${projectId} ${context.attempt}\n`);
      await projectCheckJob.handler(deps, context);
      appendFileSync(log, `done ${process.pid} ${projectId} ${context.attempt}\n`);
    },
  } satisfies typeof projectCheckJob,
];
