import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import {
  eventually,
  gate,
  type JobQueueFixture,
  kyselyJobQueue,
  pause,
  TEST_POLL_MS,
} from "../../test/job-queues";
import type { StopWorker } from "./job-queue";
import { KyselyJobQueue } from "./kysely-job-queue";

/** What the Kysely queue does beyond the contract: its table's rows and its lease bookkeeping. */
describe.each(testDatabaseKinds())("KyselyJobQueue [%s]", (kind) => {
  let fixture: JobQueueFixture;
  let stops: StopWorker[];
  beforeEach(async () => {
    fixture = await kyselyJobQueue.open(kind);
    stops = [];
  });
  afterEach(async () => {
    await Promise.all(stops.map((stop) => stop({ graceMs: 0 })));
    await fixture.close();
  });

  it("a workspace's jobs go with the workspace", async () => {
    const { db } = fixture.database;
    const at = fixture.clock.now().toISOString();
    await db
      .insertInto("workspaces")
      .values({ id: "w1", name: "W", plan: "basic", created_by: null, created_at: at, updated_at: at })
      .execute();
    const [queue] = fixture.queues;
    const job = await queue.enqueue("crawl", {}, { workspaceId: "w1" });
    expect(job.workspaceId).toBe("w1");
    await db.deleteFrom("workspaces").where("id", "=", "w1").execute();
    expect(await queue.get(job.id)).toBeUndefined();
  });

  it("progress renews the lease; a lease that expires on the last attempt makes a dead letter", async () => {
    const [queue, other] = fixture.queues;
    const hung = gate();
    const reported = gate();
    const job = await queue.enqueue("crawl", {}, { maxAttempts: 1 });
    stops.push(
      queue.work(
        "crawl",
        async ({ reportProgress }) => {
          fixture.clock.advance(900);
          await reportProgress({ step: 1 });
          reported.open();
          await hung.promise;
        },
        { leaseMs: 1_000 },
      ),
    );
    await reported.promise;
    const running = await queue.get(job.id);
    const { locked_until } = await fixture.database.db
      .selectFrom("jobs")
      .select("locked_until")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    // Claimed at t0 with a 1 s lease, renewed at t0 + 900 ms.
    expect(Date.parse(locked_until!)).toBe(fixture.clock.now().getTime() + 1_000);
    expect(running?.state).toBe("running");

    const ran: number[] = [];
    stops.push(
      other.work("crawl", async ({ attempt }) => {
        ran.push(attempt);
      }),
    );
    fixture.clock.advance(999);
    await pause(50);
    expect(await queue.get(job.id)).toMatchObject({ state: "running" });
    fixture.clock.advance(1);
    const dead = await eventually(async () => {
      const current = await queue.get(job.id);
      return current?.state === "failed" && current;
    }, "dead letter");
    expect(dead.lastError).toMatch(/lease expired/);
    expect(ran).toEqual([]);
    hung.open();
    await pause(50);
    expect((await queue.get(job.id))?.state).toBe("failed");
  });

  it("a schedule that cannot be ticked does not stop a worker from running jobs", async () => {
    const errors: unknown[] = [];
    const queue = new KyselyJobQueue({
      db: fixture.database.db,
      dialect: fixture.database.dialect,
      now: fixture.clock.now,
      pollIntervalMs: TEST_POLL_MS,
      onError: (error) => errors.push(error),
    });
    const at = fixture.clock.now().toISOString();
    await fixture.database.db
      .insertInto("job_schedules")
      .values({
        name: "broken",
        cron: "61 * * * *",
        kind: "x",
        payload: "{}",
        next_run_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const job = await queue.enqueue("crawl", {});
    stops.push(queue.work("crawl", async () => {}));
    await eventually(async () => (await queue.get(job.id))?.state === "completed", "the job");
    expect(errors.length).toBeGreaterThan(0);
  });
});
