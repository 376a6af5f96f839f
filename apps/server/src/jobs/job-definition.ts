import type { z } from "zod";
import { PermanentJobFailure } from "./describe-error";
import type {
  EnqueueOptions,
  Job,
  JobContext,
  JobOutcome,
  JobQueue,
  StopWorker,
  WorkOptions,
} from "./job-queue";

/**
 * One kind of background job (ADR 022): its name, the schema of its payload, how many run at once,
 * and what it does. Each lives in its domain (`site-audit/jobs/`, `monitoring/jobs/`…); the app's
 * registry (`job-kinds.ts`) lists them. The queue layer knows no kind: it runs the definitions it is
 * given, generic over the app's dependencies (`App`). A kind says which of them it needs (`deps`,
 * once per process), so a test can hand its handler exactly those.
 */
export interface JobDefinition<App, Deps, Schema extends z.ZodType = z.ZodType> {
  /** The queue's kind name: stable, stored with every job. */
  name: string;
  /** Checked when the job is enqueued, and again when it runs (a job stored by an older version). */
  payload: Schema;
  /** What the handler needs, from the app's dependencies. */
  deps(app: App): Deps;
  /** Concurrency per process and lease; from the dependencies when a setting decides them. */
  options?: WorkOptions | ((deps: Deps) => WorkOptions);
  handler(deps: Deps, context: JobContext<z.output<Schema>>): Promise<JobOutcome>;
}

/** Declares a job kind with its dependencies' and payload's types inferred. */
export function defineJob<App, Deps, Schema extends z.ZodType>(
  definition: JobDefinition<App, Deps, Schema>,
): JobDefinition<App, Deps, Schema> {
  return definition;
}

/** What enqueueing needs of a kind: its name and schema (not its handler or dependencies). */
export type JobKindRef<Schema extends z.ZodType> = { name: string; payload: Schema };

/** Enqueues a job of `kind`; a payload its schema refuses throws here, before anything is stored. */
export async function enqueueJob<Schema extends z.ZodType>(
  queue: JobQueue,
  kind: JobKindRef<Schema>,
  payload: z.input<Schema>,
  options?: EnqueueOptions,
): Promise<Job<z.output<Schema>>> {
  return queue.enqueue(kind.name, kind.payload.parse(payload), options) as Promise<Job<z.output<Schema>>>;
}

/** Creates or replaces a cron schedule of `kind` with a payload its schema accepts. */
export async function scheduleJob<Schema extends z.ZodType>(
  queue: JobQueue,
  name: string,
  cron: string,
  kind: JobKindRef<Schema>,
  payload: z.input<Schema>,
): Promise<void> {
  return queue.schedule(name, cron, kind.name, kind.payload.parse(payload));
}

/**
 * Works on one kind with the dependencies given (the app's, or a test's own). Before the handler
 * runs, the stored payload is checked against the kind's schema: one that fails is a dead letter
 * at once with the schema's message (another attempt would fail the same way).
 */
export function workOn<Deps>(
  queue: JobQueue,
  // biome-ignore lint/suspicious/noExplicitAny: the app type does not matter once the deps are given
  definition: JobDefinition<any, Deps, z.ZodType>,
  deps: Deps,
): StopWorker {
  const options = typeof definition.options === "function" ? definition.options(deps) : definition.options;
  return queue.work(
    definition.name,
    async (context) => {
      const parsed = definition.payload.safeParse(context.payload);
      if (!parsed.success) {
        const reasons = parsed.error.issues.map(
          (issue: z.core.$ZodIssue) => `${issue.path.join(".") || "payload"}: ${issue.message}`,
        );
        throw new PermanentJobFailure(
          `The ${definition.name} job's payload is invalid: ${reasons.join("; ")}`,
        );
      }
      return definition.handler(deps, { ...context, payload: parsed.data });
    },
    options,
  );
}

/** Starts one worker loop per definition (the registry, job-kinds.ts); the returned function stops them all together. */
export function startWorkers<App>(
  queue: JobQueue,
  app: App,
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds kinds of every dependency and payload type
  definitions: readonly JobDefinition<App, any, any>[],
): StopWorker {
  const stops = definitions.map((definition) => workOn(queue, definition, definition.deps(app)));
  return async (options) => {
    await Promise.all(stops.map((stop) => stop(options)));
  };
}
