import { appendFileSync } from "node:fs";
import type { AppDeps } from "../src/app-env";
import { reportDeliveriesJob } from "../src/reports/jobs/report-deliveries-job";
import { stubbedDeliveryDeps } from "./report-deliveries";

/**
 * The worker processes of report-deliveries-workers.test.ts register this module (worker.ts
 * `--test-job-kinds=`): the real report-deliveries kind with the stand-in builder and PDF (the
 * e-mails go to the test's SMTP sink through SMTP_URL), logging `start|done <pid> <job id>`.
 */
const log = process.env.REPORT_TEST_LOG!;

export const jobKinds = [
  {
    ...reportDeliveriesJob,
    deps: (app: AppDeps) => stubbedDeliveryDeps(app).deps,
    handler: async (deps, context) => {
      appendFileSync(log, `start ${process.pid} ${context.job.id}\n`);
      await reportDeliveriesJob.handler(deps, context);
      appendFileSync(log, `done ${process.pid} ${context.job.id}\n`);
    },
  } satisfies typeof reportDeliveriesJob,
];
