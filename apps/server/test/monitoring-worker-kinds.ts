import { appendFileSync } from "node:fs";
import { detectChanges, observePage } from "@ranklens/engine";
import { openDatabase } from "../src/db/client";
import type { JobKind } from "../src/jobs/handlers";
import { createLogger } from "../src/lib/logger";
import { projectCheckJobKind } from "../src/monitoring/jobs/project-check-job";
import type { MonitoringDeps } from "../src/monitoring/runs/monitoring-deps";
import { PROJECT_CHECK_JOB, type ProjectJobPayload } from "../src/monitoring/runs/project-schedules";

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
const kind = projectCheckJobKind({ db: database.db, now }, monitoring, { leaseMs: MONITORING_TEST_LEASE_MS });

export const jobKinds: Record<string, JobKind> = {
  [PROJECT_CHECK_JOB]: {
    ...kind,
    handler: async (context) => {
      const { projectId } = context.payload as ProjectJobPayload;
      appendFileSync(log, `start ${process.pid} ${projectId} ${context.attempt}\n`);
      await kind.handler(context);
      appendFileSync(log, `done ${process.pid} ${projectId} ${context.attempt}\n`);
    },
  },
};
