import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { eventually, type JobQueueFixture, kyselyJobQueue, pause } from "../../test/job-queues";
import { defineJob, enqueueJob, startWorkers } from "./job-definition";

describe("job definitions", () => {
  let fixture: JobQueueFixture;
  beforeEach(async () => {
    fixture = await kyselyJobQueue.open("sqlite");
  });
  afterEach(async () => {
    await fixture.close();
  });

  const ran: string[] = [];
  const crawl = defineJob({
    name: "crawl",
    payload: z.object({ site: z.string() }),
    deps: (app: { tag: string }) => app.tag,
    async handler(tag, { payload }) {
      ran.push(`${tag} crawl ${payload.site}`);
    },
  });
  const report = defineJob({
    name: "report",
    payload: z.object({}),
    deps: (app: { tag: string }) => app.tag,
    options: { concurrency: 2 },
    async handler(tag) {
      ran.push(`${tag} report`);
    },
  });

  it("works on every registered kind with the app's dependencies, and stops them all together", async () => {
    ran.length = 0;
    const [queue] = fixture.queues;
    const stop = startWorkers(queue, { tag: "app" }, [crawl, report]);
    const crawlJob = await enqueueJob(queue, crawl, { site: "a" });
    const reportJob = await enqueueJob(queue, report, {});
    await eventually(async () => {
      const states = [(await queue.get(crawlJob.id))?.state, (await queue.get(reportJob.id))?.state];
      return states.every((state) => state === "completed");
    }, "both kinds");
    expect(ran.sort()).toEqual(["app crawl a", "app report"]);

    await stop();
    const later = await enqueueJob(queue, crawl, { site: "b" });
    await pause(50);
    expect((await queue.get(later.id))?.state).toBe("queued");
  });

  it("refuses a payload its schema does not accept at enqueue, storing nothing", async () => {
    const [queue] = fixture.queues;
    await expect(enqueueJob(queue, crawl, { site: 42 } as never)).rejects.toThrow(/site/);
    expect(await fixture.database.db.selectFrom("jobs").select("id").execute()).toEqual([]);
  });

  it("a stored payload the schema refuses is a dead letter at once, with the reason, not retried", async () => {
    ran.length = 0;
    const [queue] = fixture.queues;
    // Stored by an older version, or by hand: the queue itself takes any JSON.
    const job = await queue.enqueue("crawl", { website: "a" }, { maxAttempts: 3 });
    const stop = startWorkers(queue, { tag: "app" }, [crawl]);
    try {
      await eventually(async () => (await queue.get(job.id))?.state === "failed", "the dead letter");
    } finally {
      await stop();
    }
    const failed = await queue.get(job.id);
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/The crawl job's payload is invalid: site: /);
    expect(ran).toEqual([]);
  });
});
