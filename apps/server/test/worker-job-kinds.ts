import { appendFileSync } from "node:fs";
import type { JobKind } from "../src/jobs/handlers";

/** The payload of the test kind: where to record what happened, and how long to work. */
export interface WorkerTestPayload {
  /** A file the handler appends `start <pid> <attempt>` and `done <pid> <attempt>` lines to. */
  log: string;
  workMs: number;
}

/** The lease of the test kind: short, so a killed worker's job is retried within the test. */
export const WORKER_TEST_LEASE_MS = 10_000;

/**
 * Job kinds only the worker-process tests register (worker.ts
 * `--test-job-kinds=<this file>`): a job that works for `workMs` (or until its
 * signal is aborted) and logs to a file the test reads.
 */
export const jobKinds: Record<string, JobKind> = {
  "worker-test": {
    options: { leaseMs: WORKER_TEST_LEASE_MS },
    handler: async ({ payload, attempt, signal }) => {
      const { log, workMs } = payload as WorkerTestPayload;
      appendFileSync(log, `start ${process.pid} ${attempt}\n`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, workMs);
        signal.addEventListener("abort", () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (!signal.aborted) appendFileSync(log, `done ${process.pid} ${attempt}\n`);
    },
  },
};
