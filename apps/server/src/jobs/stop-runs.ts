/** What stopping needs to know of a running handler, in either queue implementation. */
export interface StoppableRun {
  controller: AbortController;
  /** Set when the job was given back: the handler's late outcome is then ignored. */
  released: boolean;
  done: Promise<void>;
}

/**
 * The end of a worker's stop (ADR 013 "Stop"): waits for the running handlers, forever without
 * `graceMs`; past it, aborts the ones still running and gives their jobs back with `release`.
 */
export async function stopRuns<R extends StoppableRun>(
  /** The worker's live runs (a run leaves the map when it settles). */
  runs: { values(): Iterable<R> },
  graceMs: number | undefined,
  release: (run: R) => Promise<void>,
  onError: (error: unknown) => void,
): Promise<void> {
  const finished = Promise.all([...runs.values()].map((run) => run.done));
  if (graceMs === undefined) {
    await finished;
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const overran = await Promise.race([
    finished.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (!overran) return;
  for (const run of runs.values()) {
    run.released = true;
    run.controller.abort(new Error("worker stopped"));
    await release(run).catch(onError);
  }
}
