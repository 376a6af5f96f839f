import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventually, type JobQueueFixture, kyselyJobQueue, pause } from "../../test/job-queues";
import { startWorkers } from "./start-workers";

describe("startWorkers", () => {
  let fixture: JobQueueFixture;
  beforeEach(async () => {
    fixture = await kyselyJobQueue.open("sqlite");
  });
  afterEach(async () => {
    await fixture.close();
  });

  it("works on every registered kind and stops them all together", async () => {
    const [queue] = fixture.queues;
    const ran: string[] = [];
    const stop = startWorkers(queue, {
      crawl: { handler: async () => void ran.push("crawl") },
      report: { handler: async () => void ran.push("report"), options: { concurrency: 2 } },
    });
    const crawl = await queue.enqueue("crawl", {});
    const report = await queue.enqueue("report", {});
    await eventually(async () => {
      const states = [(await queue.get(crawl.id))?.state, (await queue.get(report.id))?.state];
      return states.every((state) => state === "completed");
    }, "both kinds");
    expect(ran.sort()).toEqual(["crawl", "report"]);

    await stop();
    const later = await queue.enqueue("crawl", {});
    await pause(50);
    expect((await queue.get(later.id))?.state).toBe("queued");
  });
});
