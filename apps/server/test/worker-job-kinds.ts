import { appendFileSync } from "node:fs";
import { z } from "zod";
import { defineJob } from "../src/jobs/job-definition";

/** The payload of the test kind: where to record what happened, and how long to work. */
export const WorkerTestPayload = z.object({
  /** A file the handler appends `start <pid> <attempt>` and `done <pid> <attempt>` lines to. */
  log: z.string(),
  workMs: z.number(),
});
export type WorkerTestPayload = z.output<typeof WorkerTestPayload>;

/** The lease of the test kind: short, so a killed worker's job is retried within the test. */
export const WORKER_TEST_LEASE_MS = 10_000;

/**
 * Job kinds only the worker-process tests register (worker.ts
 * `--test-job-kinds=<this file>`): a job that works for `workMs` (or until its
 * signal is aborted) and logs to a file the test reads.
 */
export const jobKinds = [
  defineJob({
    name: "worker-test",
    payload: WorkerTestPayload,
    deps: () => null,
    options: { leaseMs: WORKER_TEST_LEASE_MS },
    handler: async (_deps, { payload, attempt, signal }) => {
      const { log, workMs } = payload;
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
  }),
];
