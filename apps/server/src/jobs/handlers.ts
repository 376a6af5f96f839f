import type { JobHandler, WorkOptions } from "./job-queue";

/** A kind of job this process works on: its handler (one file per kind) and how many run at once. */
export interface JobKind {
  // biome-ignore lint/suspicious/noExplicitAny: each kind has its own payload type
  handler: JobHandler<any>;
  options?: WorkOptions;
}

/**
 * Every job kind, by name. Empty until the first kind lands (crawls,
 * scheduled re-analyses, reports…); `npm start` works on all of them.
 */
export const jobKinds: Record<string, JobKind> = {};
