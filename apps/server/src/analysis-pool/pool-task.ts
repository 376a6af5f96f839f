/**
 * A piece of CPU-heavy work the analysis pool can run off the event loop: a module whose default
 * export takes one structured-cloneable input and answers one structured-cloneable output. The
 * module defines its task with {@link poolTask}(import.meta.url, itself), so the pool can load it
 * in a worker thread by its URL, and run it here, unchanged, when the pool has no threads.
 */
export interface PoolTask<Input, Output> {
  /** The task module's file URL (its `import.meta.url`). */
  readonly moduleUrl: string;
  /** The module's default export, for running on this thread. */
  readonly run: (input: Input) => Output;
}

export function poolTask<Input, Output>(
  moduleUrl: string,
  run: (input: Input) => Output,
): PoolTask<Input, Output> {
  return { moduleUrl, run };
}
