import type { JobKind } from "./handlers";
import type { JobQueue, StopWorker } from "./job-queue";

/** Starts one worker loop per kind; the returned function stops them all together. */
export function startWorkers(queue: JobQueue, kinds: Record<string, JobKind>): StopWorker {
  const stops = Object.entries(kinds).map(([kind, { handler, options }]) =>
    queue.work(kind, handler, options),
  );
  return async (options) => {
    await Promise.all(stops.map((stop) => stop(options)));
  };
}
