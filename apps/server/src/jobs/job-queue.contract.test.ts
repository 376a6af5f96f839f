import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import {
  eventually,
  gate,
  type JobQueueFixture,
  jobQueueImplementations,
  pause,
} from "../../test/job-queues";
import type { Job, JobQueue, StopWorker } from "./job-queue";

/**
 * The JobQueue contract (ADR 013): every implementation, on every database it
 * supports. `queues[0]` and `queues[1]` are two processes sharing the jobs.
 */
const cases = testDatabaseKinds().flatMap((kind) =>
  jobQueueImplementations
    .filter((implementation) => implementation.databases.includes(kind))
    .map((implementation) => [`${implementation.name} on ${kind}`, implementation, kind] as const),
);

describe.each(cases)("JobQueue contract [%s]", (_, implementation, kind) => {
  let fixture: JobQueueFixture;
  let a: JobQueue;
  let b: JobQueue;
  let stops: StopWorker[];
  /** Starts a worker the test stops (or afterEach does). */
  const work = (queue: JobQueue, ...args: Parameters<JobQueue["work"]>) => {
    const stop = queue.work(...args);
    stops.push(stop);
    return stop;
  };
  const state = async (id: string) => (await a.get(id))?.state;
  /** A test that moves the clock for run_at or backoff: only where the injected clock governs them. */
  const itWithClock = implementation.injectedClock ? it : it.skip;

  beforeEach(async () => {
    fixture = await implementation.open(kind);
    [a, b] = fixture.queues;
    stops = [];
  });
  afterEach(async () => {
    await Promise.all(stops.map((stop) => stop({ graceMs: 0 })));
    await fixture.close();
  });

  it("runs an enqueued job once, with its payload and first attempt", async () => {
    const payload = { url: "https://example.com/ä?q=1", depth: 2, tags: ["a", "b"], nested: { ok: true } };
    const seen: { payload: unknown; attempt: number; id: string }[] = [];
    const job = await a.enqueue("crawl", payload);
    expect(job).toMatchObject({ kind: "crawl", state: "queued", attempts: 0, payload });
    work(a, "crawl", async ({ payload, attempt, job }) => {
      seen.push({ payload, attempt, id: job.id });
    });
    const done = await eventually(async () => {
      const current = await a.get(job.id);
      return current?.state === "completed" && current;
    }, "completion");
    await pause(50);
    expect(seen).toEqual([{ payload, attempt: 1, id: job.id }]);
    expect(done.payload).toEqual(payload);
    expect(done.attempts).toBe(1);
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(await a.get("no-such-job")).toBeUndefined();
  });

  itWithClock("a job of another kind is not taken, and a delayed job waits for its time", async () => {
    const ran: string[] = [];
    const other = await a.enqueue("report", {});
    const later = await a.enqueue(
      "crawl",
      { n: 1 },
      { runAt: new Date(fixture.clock.now().getTime() + 60_000) },
    );
    work(a, "crawl", async ({ job }) => {
      ran.push(job.id);
    });
    await pause(50);
    expect(ran).toEqual([]);
    fixture.clock.advance(60_000);
    await eventually(async () => (await state(later.id)) === "completed", "the delayed job");
    expect(ran).toEqual([later.id]);
    expect(await state(other.id)).toBe("queued");
  });

  it("a singleton key returns the open job, per kind, and is free again once it finished", async () => {
    const first = await a.enqueue("crawl", { site: 1 }, { singletonKey: "site-1" });
    const duplicate = await b.enqueue("crawl", { site: "ignored" }, { singletonKey: "site-1" });
    expect(duplicate.id).toBe(first.id);
    expect(duplicate.payload).toEqual({ site: 1 });
    const otherKind = await a.enqueue("report", {}, { singletonKey: "site-1" });
    expect(otherKind.id).not.toBe(first.id);
    const otherKey = await a.enqueue("crawl", {}, { singletonKey: "site-2" });
    expect(otherKey.id).not.toBe(first.id);

    const stopWorker = work(a, "crawl", async () => {});
    await eventually(async () => (await state(first.id)) === "completed", "completion");
    // No worker is left to take the new job between its insert and its read (on the loaded CI
    // machine pg-boss's worker once did, and the job read back "running").
    await stopWorker({ graceMs: 0 });
    const again = await a.enqueue("crawl", { site: 1 }, { singletonKey: "site-1" });
    expect(again.id).not.toBe(first.id);
    expect(again.state).toBe("queued");
  });

  it("concurrent enqueues with one singleton key make one job", async () => {
    const jobs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).enqueue("crawl", { i }, { singletonKey: "one" })),
    );
    expect(new Set(jobs.map((job) => job.id)).size).toBe(1);
  });

  itWithClock(
    "a failing job is retried with exponential backoff, then kept as a dead letter with its last error",
    async () => {
      const attempts: number[] = [];
      const job = await a.enqueue("import", {}, { maxAttempts: 3 });
      const t0 = fixture.clock.now().getTime();
      work(a, "import", async ({ attempt }) => {
        attempts.push(attempt);
        throw new Error(`provider down (${attempt})`);
      });
      const afterFirst = await eventually(async () => {
        const current = await a.get(job.id);
        return current?.attempts === 1 && current.state === "queued" && current;
      }, "first failure");
      // 1 s base with the jitter at its low end: half of it.
      expect(afterFirst.runAt.getTime()).toBe(t0 + 500);
      expect(afterFirst.lastError).toContain("provider down (1)");
      await pause(50);
      expect(attempts).toEqual([1]);

      fixture.clock.advance(500);
      const afterSecond = await eventually(async () => {
        const current = await a.get(job.id);
        return current?.attempts === 2 && current.state === "queued" && current;
      }, "second failure");
      expect(afterSecond.runAt.getTime()).toBe(t0 + 500 + 1_000);
      fixture.clock.advance(999);
      await pause(50);
      expect(attempts).toEqual([1, 2]);

      fixture.clock.advance(1);
      const dead = await eventually(async () => {
        const current = await a.get(job.id);
        return current?.state === "failed" && current;
      }, "dead letter");
      expect(dead.attempts).toBe(3);
      expect(dead.lastError).toContain("provider down (3)");
      expect(dead.finishedAt).toBeInstanceOf(Date);
      fixture.clock.advance(3_600_000);
      await pause(50);
      expect(attempts).toEqual([1, 2, 3]);
    },
  );

  it("among due jobs, a higher priority runs first, and equal ones in the order they were enqueued", async () => {
    const ran: string[] = [];
    // Each enqueue a millisecond after the last: the injected clock would give them one time.
    const enqueue = async (...args: Parameters<JobQueue["enqueue"]>) => {
      fixture.clock.advance(1);
      return a.enqueue(...args);
    };
    const first = await enqueue("crawl", { name: "first" });
    const second = await enqueue("crawl", { name: "second" }, { priority: -1 });
    const third = await enqueue("crawl", { name: "third" });
    const urgent = await enqueue("crawl", { name: "urgent" }, { priority: 5 });
    work(a, "crawl", async ({ payload }) => {
      ran.push((payload as { name: string }).name);
    });
    await eventually(async () => (await state(second.id)) === "completed", "the lowest priority");
    expect(ran).toEqual(["urgent", "first", "third", "second"]);
    for (const job of [first, third, urgent]) expect(await state(job.id)).toBe("completed");
  });

  it("a handler that asks to be requeued goes behind the waiting jobs, its attempt not counted, and runs again", async () => {
    const ran: string[] = [];
    const attempts: number[] = [];
    const long = await a.enqueue("crawl", { name: "long" });
    fixture.clock.advance(1);
    await a.enqueue("crawl", { name: "short" });
    fixture.clock.advance(1);
    await a.enqueue("crawl", { name: "later" }, { priority: -1 });
    let slices = 0;
    work(a, "crawl", async ({ payload, attempt }) => {
      const name = (payload as { name: string }).name;
      ran.push(name);
      if (name !== "long") return;
      attempts.push(attempt);
      // The first slice gives its place to "short" and drops behind "later" as well.
      fixture.clock.advance(1);
      if (slices++ === 0) return { requeue: { priority: -1 } };
    });
    await eventually(async () => (await state(long.id)) === "completed", "the long job");
    expect(ran).toEqual(["long", "short", "later", "long"]);
    expect(attempts).toEqual([1, 1]);
    expect((await a.get(long.id))?.attempts).toBe(1);
  });

  itWithClock("a requeued job waits until the time it asked for", async () => {
    const ran: number[] = [];
    const job = await a.enqueue("crawl", {});
    work(a, "crawl", async () => {
      ran.push(fixture.clock.now().getTime());
      if (ran.length === 1) return { requeue: { runAt: new Date(fixture.clock.now().getTime() + 10_000) } };
    });
    await eventually(async () => ran.length === 1 && (await state(job.id)) === "queued", "the requeue");
    await pause(100);
    expect(ran).toHaveLength(1);
    fixture.clock.advance(10_000);
    await eventually(async () => (await state(job.id)) === "completed", "the second run");
    expect(ran).toHaveLength(2);
  });

  it("a cancelled queued job never runs", async () => {
    const ran: string[] = [];
    const job = await a.enqueue("crawl", {}, { runAt: new Date(fixture.clock.now().getTime() + 1_000) });
    expect(await b.cancel(job.id)).toBe(true);
    expect(await b.cancel(job.id)).toBe(false);
    work(a, "crawl", async ({ job }) => {
      ran.push(job.id);
    });
    fixture.clock.advance(2_000);
    await pause(50);
    expect(ran).toEqual([]);
    const cancelled = await a.get(job.id);
    expect(cancelled?.state).toBe("cancelled");
    expect(cancelled?.finishedAt).toBeInstanceOf(Date);
  });

  it("cancelling a running job (from another process) aborts its handler's signal and it stays cancelled", async () => {
    const started = gate();
    let reason: unknown;
    const job = await a.enqueue("crawl", {});
    work(a, "crawl", async ({ signal }) => {
      started.open();
      await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
      reason = signal.reason;
      // Returning normally after the abort must not turn the job into "completed".
    });
    await started.promise;
    expect(await b.cancel(job.id)).toBe(true);
    await eventually(() => reason !== undefined, "the abort");
    expect(String(reason)).toMatch(/cancel|lost/);
    await pause(50);
    expect(await state(job.id)).toBe("cancelled");
    expect(await a.cancel(job.id)).toBe(false);
  });

  it("progress a handler reports is visible through get(), on any process", async () => {
    const proceed = gate();
    const job = await a.enqueue("crawl", {});
    work(a, "crawl", async ({ reportProgress }) => {
      await reportProgress({ pages: 10, of: 40 });
      await proceed.promise;
      await reportProgress({ pages: 40, of: 40 });
    });
    const midway = await eventually(async () => {
      const current = await b.get(job.id);
      return current?.progress !== null && current;
    }, "progress");
    expect(midway.state).toBe("running");
    expect(midway.progress).toEqual({ pages: 10, of: 40 });
    proceed.open();
    await eventually(async () => (await state(job.id)) === "completed", "completion");
    expect((await b.get(job.id))?.progress).toEqual({ pages: 40, of: 40 });
  });

  it("a handler that hangs past its lease loses the job to another worker; it completes once", async () => {
    const hung = gate();
    const hungStarted = gate();
    let hungSignal: AbortSignal | undefined;
    const effects: string[] = [];
    const job = await a.enqueue("crawl", { site: 1 });
    // An idempotent handler: its effect is applied only by the run that still holds the job.
    const takeoverStarted = gate();
    const takeoverProceed = gate();
    const handler =
      (hang: boolean) => async (context: { signal: AbortSignal; job: Job; attempt: number }) => {
        if (hang) {
          hungSignal = context.signal;
          hungStarted.open();
          await hung.promise;
        } else {
          takeoverStarted.open();
          await takeoverProceed.promise;
        }
        if (!context.signal.aborted) effects.push(`${context.job.id}@${context.attempt}`);
      };
    work(a, "crawl", handler(true), { leaseMs: 1_000 });
    await hungStarted.promise;
    work(b, "crawl", handler(false), { leaseMs: 1_000 });
    await pause(50);
    expect(effects).toEqual([]);

    fixture.clock.advance(1_000);
    await takeoverStarted.promise;
    await eventually(() => hungSignal?.aborted, "the hung handler's abort");
    // The hung handler returns while the new claim runs: its outcome is not recorded.
    hung.open();
    await pause(50);
    expect(await a.get(job.id)).toMatchObject({ state: "running", attempts: 2 });

    takeoverProceed.open();
    const done = await eventually(async () => {
      const current = await a.get(job.id);
      return current?.state === "completed" && current;
    }, "takeover");
    expect(done.attempts).toBe(2);
    expect(effects).toEqual([`${job.id}@2`]);
  });

  it("stop with a grace period gives back a job whose handler does not finish; another worker runs it", async () => {
    const hung = gate();
    const started = gate();
    let stoppedSignal: AbortSignal | undefined;
    const runs: number[] = [];
    const job = await a.enqueue("crawl", {});
    const stopA = work(a, "crawl", async ({ signal }) => {
      stoppedSignal = signal;
      started.open();
      await hung.promise;
    });
    await started.promise;
    await stopA({ graceMs: 20 });
    expect(stoppedSignal?.aborted).toBe(true);
    const released = await a.get(job.id);
    expect(released).toMatchObject({ state: "queued", attempts: 0 });

    work(b, "crawl", async ({ attempt }) => {
      runs.push(attempt);
    });
    await eventually(async () => (await state(job.id)) === "completed", "the second worker");
    hung.open();
    await pause(50);
    expect(runs).toEqual([1]);
    expect(await state(job.id)).toBe("completed");
  });

  it("a clean stop waits for the running handler to finish, then claims nothing more", async () => {
    const proceed = gate();
    const started = gate();
    let aborted = false;
    const first = await a.enqueue("crawl", {});
    const stop = work(a, "crawl", async ({ signal }) => {
      started.open();
      await proceed.promise;
      aborted = signal.aborted;
    });
    await started.promise;
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await pause(50);
    expect(stopped).toBe(false);
    proceed.open();
    await stopping;
    expect(aborted).toBe(false);
    expect(await state(first.id)).toBe("completed");

    const second = await a.enqueue("crawl", {});
    await pause(50);
    expect(await state(second.id)).toBe("queued");
  });

  it("two workers with concurrency 2 each share 50 jobs and run none twice", async () => {
    const runsPerJob = new Map<string, number>();
    const byWorker = { a: 0, b: 0 };
    const inFlight = { a: 0, b: 0 };
    const peak = { a: 0, b: 0 };
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) ids.add((await a.enqueue("page", { i })).id);
    const handler =
      (worker: "a" | "b") =>
      async ({ job }: { job: Job }) => {
        runsPerJob.set(job.id, (runsPerJob.get(job.id) ?? 0) + 1);
        byWorker[worker]++;
        inFlight[worker]++;
        peak[worker] = Math.max(peak[worker], inFlight[worker]);
        await pause(2);
        inFlight[worker]--;
      };
    work(a, "page", handler("a"), { concurrency: 2 });
    work(b, "page", handler("b"), { concurrency: 2 });
    await eventually(
      async () => {
        const states = await Promise.all([...ids].map(state));
        return states.every((s) => s === "completed");
      },
      "all 50 jobs",
      20_000,
    );
    expect(runsPerJob.size).toBe(50);
    expect([...runsPerJob.values()].every((n) => n === 1)).toBe(true);
    expect(byWorker.a + byWorker.b).toBe(50);
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
    expect(peak.a).toBeLessThanOrEqual(2);
    expect(peak.b).toBeLessThanOrEqual(2);
  });

  it("a cron schedule enqueues one job per due time, even with two schedulers ticking at once", async () => {
    const runs: unknown[] = [];
    // Every day at 03:00 UTC; the clock starts at 12:00.
    await a.schedule("nightly-report", "0 3 * * *", "report", { kind: "weekly" });
    expect(await Promise.all([a.tickSchedules(), b.tickSchedules()])).toEqual([0, 0]);

    const tickBoth = async () =>
      (await Promise.all([a.tickSchedules(), b.tickSchedules()])).reduce((x, y) => x + y);
    fixture.clock.advance(15 * 3_600_000); // 03:00 the next day
    expect(await tickBoth()).toBe(1);
    expect(await tickBoth()).toBe(0);
    for (let day = 0; day < 5; day++) {
      fixture.clock.advance(24 * 3_600_000);
      expect(await tickBoth()).toBe(1);
    }
    // Three missed days collapse into one job.
    fixture.clock.advance(3 * 24 * 3_600_000);
    expect(await tickBoth()).toBe(1);

    work(b, "report", async ({ payload }) => {
      runs.push(payload);
    });
    await eventually(() => runs.length === 7 || undefined, "seven reports");
    expect(runs).toEqual(Array.from({ length: 7 }, () => ({ kind: "weekly" })));

    expect(await a.unschedule("nightly-report")).toBe(true);
    expect(await a.unschedule("nightly-report")).toBe(false);
    fixture.clock.advance(24 * 3_600_000);
    expect(await tickBoth()).toBe(0);
  });

  it("workers tick schedules themselves, and an invalid cron expression is refused", async () => {
    const runs: number[] = [];
    await a.schedule("every-minute", "* * * * *", "ping", { n: 1 });
    await expect(a.schedule("broken", "not a cron", "ping", {})).rejects.toThrow();
    work(a, "ping", async () => {
      runs.push(1);
    });
    work(b, "ping", async () => {
      runs.push(1);
    });
    await pause(50);
    expect(runs).toEqual([]);
    fixture.clock.advance(60_000);
    await eventually(() => runs.length === 1 || undefined, "one ping");
    await pause(50);
    expect(runs).toEqual([1]);
  });
});
