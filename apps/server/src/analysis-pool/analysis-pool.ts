import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { BUNDLED_TASK_MODULES } from "./bundled-tasks";
import type { PoolTask } from "./pool-task";

/**
 * Runs the engine's analyses on worker threads, so a process uses every core for them while its
 * own thread keeps fetching, storing and answering requests (ADR 045). One pool per process, shared
 * by its crawls, its monitoring runs and the API's analyses of a page and its competitors.
 */
export interface AnalysisPool {
  /** Worker threads at most; 0 runs every task on the caller's thread. */
  readonly threads: number;
  run<Input, Output>(task: PoolTask<Input, Output>, input: Input): Promise<Output>;
  close(): Promise<void>;
}

/** Unset (or undefined, as an unset ANALYSIS_THREADS or ANALYSIS_THREAD_HEAP_MB reads): the defaults. */
export interface AnalysisPoolOptions {
  /** Worker threads; 0 analyses inline. Default: {@link defaultAnalysisThreads}. */
  threads?: number | undefined;
  /** Each thread's old-generation heap cap, MB: a pathological page fails its task, not the process. */
  heapMb?: number | undefined;
}

/**
 * Two fewer than the machine's cores, none on two: a thread pays only with a core of its own. The
 * process's own thread fetches, parses responses, writes to the database and serves requests, and
 * the machine's other work (the database, other processes) needs a core too. Measured on 2 cores
 * (ADR 045): a crawl with one thread was no faster and its process 75–90 MB larger (426 MB in the
 * 100,000-page crawl, over its 400 MB budget); ANALYSIS_THREADS=1 there still buys a freer event
 * loop (p99 delay 42–51 → 16 ms during a crawl) for that memory.
 */
export function defaultAnalysisThreads(cores = availableParallelism()): number {
  return Math.max(0, cores - 2);
}

/** A thread's old generation: more than a whole crawl process analyses in (200 MB, CRAWL_NODE_FLAGS). */
const DEFAULT_HEAP_MB = 256;
/** A thread left idle this long ends, and gives its memory back. */
const IDLE_MS = 30_000;

export function createAnalysisPool(options: AnalysisPoolOptions = {}): AnalysisPool {
  const threads = options.threads ?? defaultAnalysisThreads();
  if (threads === 0) return INLINE_ANALYSIS;
  const piscina = new Piscina({
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
    // Never more tasks than threads are handed over (below), so piscina's own queue stays empty.
    maxQueue: Number.POSITIVE_INFINITY,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? DEFAULT_HEAP_MB },
    execArgv: workerExecArgv(process.execArgv, BUNDLED_TASK_MODULES),
  });
  // A thread that fails outside any task (none is left to reject) is replaced at the next task;
  // unheard, piscina's 'error' event would end the process.
  piscina.on("error", () => {});
  const slots = taskSlots(threads);
  return {
    threads,
    run: (task, input) =>
      slots.holding(() => piscina.run(input, { filename: threadModuleOf(task, BUNDLED_TASK_MODULES) })),
    close: () => piscina.destroy(),
  };
}

/**
 * At most `count` tasks handed to piscina at once; the others wait here, in order. piscina (5.3)
 * starts a thread for a task as it is handed over and, with no minimum of threads, never for
 * a task it already queues: when a thread died of its heap limit, the tasks queued behind it
 * waited for a thread that never came, and a crawl with them (found 2026-11-30). With no more tasks
 * than threads, each task handed over finds a thread or starts one. The callers bound what they
 * hand over (a crawl's concurrency, a monitoring run's), so this queue is never more than their sum.
 */
function taskSlots(count: number): { holding<T>(run: () => Promise<T>): Promise<T> } {
  let held = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    // The slot passes to the next task waiting, still held.
    if (next) next();
    else held--;
  };
  return {
    async holding(run) {
      if (held < count) held++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await run();
      } finally {
        release();
      }
    },
  };
}

/** No threads: every task runs on the caller's thread (a pool of 0; tests and one-core machines). */
export const INLINE_ANALYSIS: AnalysisPool = inlinePool();

function inlinePool(): AnalysisPool {
  return {
    threads: 0,
    run: async (task, input) => task.run(input),
    close: async () => {},
  };
}

/**
 * The module a thread loads for `task`: its bundled module when the process runs from the server's
 * bundle (scripts/server-build.mjs, ADR 046), else its TypeScript source.
 */
export function threadModuleOf(
  task: { moduleUrl: string },
  bundled: Readonly<Record<string, string>>,
): string {
  return bundled[task.moduleUrl] ?? task.moduleUrl;
}

/**
 * A thread takes the process's module loaders (`--import`, `--require`) and no other flag (V8's heap
 * flags are refused by threads: their heap is `resourceLimits`). Run from the sources, the task
 * modules are TypeScript: a process without tsx (the test runner loads TypeScript its own way)
 * gives its threads tsx. Run from the bundle (a map of bundled tasks), they are JavaScript and need
 * no loader.
 */
export function workerExecArgv(
  argv: readonly string[] = process.execArgv,
  bundled: Readonly<Record<string, string>> = {},
): string[] {
  const loaders: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if ((arg === "--import" || arg === "--require") && i + 1 < argv.length) loaders.push(arg, argv[++i]!);
    else if (arg.startsWith("--import=") || arg.startsWith("--require=")) loaders.push(arg);
  }
  if (Object.keys(bundled).length > 0 || loaders.some((arg) => arg.includes("tsx"))) return loaders;
  return [...loaders, "--import", import.meta.resolve("tsx")];
}
