import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventually, type JobQueueFixture, pause, pgBossJobQueue } from "../../test/job-queues";
import type { JobQueue, StopWorker } from "./job-queue";

/**
 * What the contract suite proves with a moved clock, proved for pg-boss in real
 * (short) time: pg-boss measures run_at and retry backoff with the database's
 * clock, which a test cannot move.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("PgBossJobQueue in real time", () => {
  let fixture: JobQueueFixture;
  let a: JobQueue;
  let stops: StopWorker[];

  beforeEach(async () => {
    fixture = await pgBossJobQueue.open("postgres");
    a = fixture.queues[0];
    stops = [];
  });
  afterEach(async () => {
    await Promise.all(stops.map((stop) => stop({ graceMs: 0 })));
    await fixture.close();
  });

  it("a delayed job waits for its time; a job of another kind is not taken", async () => {
    const ran: { id: string; at: number }[] = [];
    const other = await a.enqueue("report", {});
    const runAt = new Date(Date.now() + 1_200);
    const later = await a.enqueue("crawl", { n: 1 }, { runAt });
    expect(later.runAt.getTime()).toBe(runAt.getTime());
    stops.push(
      a.work("crawl", async ({ job }) => {
        ran.push({ id: job.id, at: Date.now() });
      }),
    );
    await pause(600);
    expect(ran).toEqual([]);
    await eventually(async () => (await a.get(later.id))?.state === "completed", "the delayed job", 5_000);
    expect(ran.map((r) => r.id)).toEqual([later.id]);
    expect(ran[0]!.at).toBeGreaterThanOrEqual(runAt.getTime() - 50);
    expect((await a.get(other.id))?.state).toBe("queued");
  });

  it("a failing job is retried with exponential backoff, then kept as a dead letter with its last error", async () => {
    const attempts: { attempt: number; at: number }[] = [];
    const job = await a.enqueue("import", { provider: "x" }, { maxAttempts: 3 });
    stops.push(
      a.work("import", async ({ attempt }) => {
        attempts.push({ attempt, at: Date.now() });
        throw new Error(`provider down (${attempt})`);
      }),
    );
    const afterFirst = await eventually(async () => {
      const current = await a.get(job.id);
      return current?.attempts === 1 && current.state === "queued" && current;
    }, "first failure");
    expect(afterFirst.lastError).toContain("provider down (1)");
    // pg-boss delays are whole seconds: the 1 s test base becomes a 1 s retryDelay, so the first
    // retry waits 1 to 2 s (equal jitter), the second 2 to 4 s.
    const firstDelay = afterFirst.runAt.getTime() - attempts[0]!.at;
    expect(firstDelay).toBeGreaterThanOrEqual(900);
    expect(firstDelay).toBeLessThanOrEqual(2_200);

    const dead = await eventually(
      async () => {
        const current = await a.get(job.id);
        return current?.state === "failed" && current;
      },
      "dead letter",
      15_000,
    );
    expect(attempts.map((x) => x.attempt)).toEqual([1, 2, 3]);
    // The second retry waits the doubled delay.
    const secondGap = attempts[2]!.at - attempts[1]!.at;
    expect(secondGap).toBeGreaterThanOrEqual(1_900);
    expect(secondGap).toBeLessThanOrEqual(5_000);
    expect(dead).toMatchObject({ attempts: 3, maxAttempts: 3, payload: { provider: "x" } });
    expect(dead.lastError).toContain("provider down (3)");
    expect(dead.finishedAt).toBeInstanceOf(Date);
    await pause(1_500);
    expect(attempts).toHaveLength(3);
  }, 20_000);

  it("keeps the workspace, the caller's singleton key and a non-object payload", async () => {
    const job = await a.enqueue("crawl", "just a string", { singletonKey: "site-9" });
    expect(job).toMatchObject({ payload: "just a string", singletonKey: "site-9", workspaceId: null });
    const plain = await a.enqueue("crawl", [1, 2, 3]);
    expect(plain).toMatchObject({ payload: [1, 2, 3], singletonKey: null, maxAttempts: 3, attempts: 0 });
    // The pg-boss job does not reference the workspaces table (ADR 013): any id round-trips.
    const workspaceId = "ws_0123456789";
    const owned = await a.enqueue("crawl", {}, { workspaceId });
    expect((await fixture.queues[1].get(owned.id))?.workspaceId).toBe(workspaceId);
  });
});

/**
 * Due jobs announced with LISTEN/NOTIFY (ADR 048), between two queues that poll once a minute: a
 * job that starts within seconds was found by the announcement, not by a poll.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("PgBossJobQueue wakes other processes", () => {
  const SLOW_POLL_MS = 60_000;
  let fixture: JobQueueFixture;
  let stops: StopWorker[];

  beforeEach(async () => {
    fixture = await pgBossJobQueue.open("postgres", { pollIntervalMs: SLOW_POLL_MS });
    stops = [];
  });
  afterEach(async () => {
    await Promise.all(stops.map((stop) => stop({ graceMs: 0 })));
    await fixture.close();
  });

  it("a job enqueued by one process starts at once in another, between its polls", async () => {
    const [a, b] = fixture.queues;
    const ran: string[] = [];
    stops.push(
      b.work("crawl", async ({ job }) => {
        ran.push(job.id);
      }),
    );
    // b's first poll (at start) is over: the next one is 30 s away at the soonest.
    await pause(300);
    const job = await a.enqueue("crawl", { n: 1 });
    await eventually(() => ran.length > 0, "the job to start in the other process", 4_000);
    expect(ran).toEqual([job.id]);
  });

  it("a job handed back for a moment is announced when due, and taken by the other process", async () => {
    const [a, b] = fixture.queues;
    const ranIn: string[] = [];
    const job = await a.enqueue("crawl", { n: 2 });
    stops.push(
      a.work("crawl", async () => {
        ranIn.push("a");
        // A shard meant for another worker (crawl-job.ts): back in the queue, due in 300 ms.
        return { requeue: { runAt: new Date(Date.now() + 300) } };
      }),
    );
    await eventually(() => ranIn.length > 0, "a to take the job first");
    stops.push(
      b.work("crawl", async () => {
        ranIn.push("b");
      }),
    );
    // a polled once more when its run ended, before the job was due; it does not hear its own
    // announcement, so only b, woken by it, takes the job.
    await eventually(async () => (await a.get(job.id))?.state === "completed", "b to run the job", 4_000);
    expect(ranIn).toEqual(["a", "b"]);
  });
});
