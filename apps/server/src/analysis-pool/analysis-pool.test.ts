import { afterEach, describe, expect, it } from "vitest";
import { PROBE } from "../../test/pool-probe-task";
import {
  type AnalysisPool,
  createAnalysisPool,
  defaultAnalysisThreads,
  threadModuleOf,
  workerExecArgv,
} from "./analysis-pool";

let pool: AnalysisPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe("the analysis pool", () => {
  it("runs a task on a worker thread, not the caller's", async () => {
    pool = createAnalysisPool({ threads: 1 });
    const answers = await Promise.all([1, 2, 3].map(() => pool!.run(PROBE, { do: "thread" })));
    for (const answer of answers) expect(answer.threadId).toBeGreaterThan(0);
  });

  it("with no threads, runs it on the caller's thread", async () => {
    pool = createAnalysisPool({ threads: 0 });
    expect(pool.threads).toBe(0);
    expect(await pool.run(PROBE, { do: "thread" })).toEqual({ threadId: 0 });
  });

  it("passes a task's failure to its caller with its message", async () => {
    pool = createAnalysisPool({ threads: 1 });
    await expect(pool.run(PROBE, { do: "throw" })).rejects.toThrow("The probe failed as asked.");
    expect((await pool.run(PROBE, { do: "thread" })).threadId).toBeGreaterThan(0);
  });

  it("bounds a thread's memory: a task past it fails alone and the pool goes on", {
    timeout: 60_000,
  }, async () => {
    pool = createAnalysisPool({ threads: 1, heapMb: 32 });
    await expect(pool.run(PROBE, { do: "exhaust-memory" })).rejects.toThrow();
    expect((await pool.run(PROBE, { do: "thread" })).threadId).toBeGreaterThan(0);
    expect(process.memoryUsage().heapUsed).toBeLessThan(1024 ** 3);
  });

  it("runs the tasks waiting behind one that exhausts its thread's memory, on a new thread", {
    timeout: 60_000,
  }, async () => {
    pool = createAnalysisPool({ threads: 1, heapMb: 32 });
    // Handed over at once: the two after it used to wait for a thread that was never started.
    const [exhausted, ...after] = await Promise.allSettled([
      pool.run(PROBE, { do: "exhaust-memory" }),
      pool.run(PROBE, { do: "thread" }),
      pool.run(PROBE, { do: "exhaust-memory" }),
      pool.run(PROBE, { do: "thread" }),
    ]);
    expect(exhausted.status).toBe("rejected");
    expect(after.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("takes two threads fewer than the cores: none on two", () => {
    expect([1, 2, 3, 4, 16].map((cores) => defaultAnalysisThreads(cores))).toEqual([0, 0, 1, 2, 14]);
  });

  it("gives its threads the process's module loaders only, with tsx", () => {
    const tsx = ["--import", "tsx"];
    expect(workerExecArgv(["--max-old-space-size=200", "--max-semi-space-size=4", ...tsx])).toEqual(tsx);
    expect(workerExecArgv(["--import", "./scripts/require-node.mjs", ...tsx])).toEqual([
      "--import",
      "./scripts/require-node.mjs",
      ...tsx,
    ]);
    const added = workerExecArgv(["--max-semi-space-size=16"]);
    expect(added[0]).toBe("--import");
    expect(added[1]).toMatch(/tsx/);
  });

  it("run from the server's bundle, loads each task's bundled module, with no tsx", () => {
    const bundled = { [PROBE.moduleUrl]: "file:///srv/ranklens/dist/abc/tasks/probe.js" };
    expect(threadModuleOf(PROBE, bundled)).toBe("file:///srv/ranklens/dist/abc/tasks/probe.js");
    expect(threadModuleOf(PROBE, {})).toBe(PROBE.moduleUrl);
    expect(workerExecArgv(["--max-semi-space-size=16"], bundled)).toEqual([]);
    expect(workerExecArgv(["--import", "./scripts/require-node.mjs"], bundled)).toEqual([
      "--import",
      "./scripts/require-node.mjs",
    ]);
  });
});
