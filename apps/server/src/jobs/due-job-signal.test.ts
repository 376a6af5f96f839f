import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DueJobSignal } from "./due-job-signal";

/**
 * When a due job is announced, and that an announcement is a hint: the statements it would send,
 * recorded. pg-boss-job-queue.test.ts proves the same against PostgreSQL between two queues.
 */
describe("DueJobSignal", () => {
  let sent: unknown[][];
  let errors: unknown[];
  let failing: boolean;
  let signal: DueJobSignal;

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 1, 12, 0, 0) });
    sent = [];
    errors = [];
    failing = false;
    signal = new DueJobSignal({
      channel: "pgboss_due_jobs",
      pollIntervalMs: 1_000,
      run: async (_text, values) => {
        if (failing) throw new Error("connection terminated");
        sent.push(values);
      },
      onError: (error) => errors.push(error),
    });
  });
  afterEach(async () => {
    await signal.close();
    vi.useRealTimers();
  });

  const kinds = () => sent.map((values) => String(values[1]).split("\n")[0]);

  it("announces a job due now at once, naming its kind on the schema's channel", async () => {
    await signal.announce("crawl", null);
    await signal.announce("report", new Date(Date.now() - 5_000));
    expect(kinds()).toEqual(["crawl", "report"]);
    expect(sent[0]![0]).toBe("pgboss_due_jobs");
  });

  it("announces a job due within a poll interval when it is due, and leaves a later one to polling", async () => {
    await signal.announce("crawl", new Date(Date.now() + 250));
    await signal.announce("monitoring", new Date(Date.now() + 10_000));
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(249);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(kinds()).toEqual(["crawl"]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(kinds()).toEqual(["crawl"]);
  });

  it("sends in the caller's transaction when given one, and lets its failure fail it", async () => {
    const inTransaction: unknown[][] = [];
    await signal.announce("crawl", null, async (_text, values) => {
      inTransaction.push(values);
    });
    expect(inTransaction).toHaveLength(1);
    expect(sent).toEqual([]);
    await expect(
      signal.announce("crawl", null, async () => {
        throw new Error("current transaction is aborted");
      }),
    ).rejects.toThrow("aborted");
  });

  it("reports an announcement that could not be sent and fails nothing", async () => {
    failing = true;
    await expect(signal.announce("crawl", null)).resolves.toBeUndefined();
    await signal.announce("crawl", new Date(Date.now() + 100));
    await vi.advanceTimersByTimeAsync(200);
    expect(errors.map((error) => (error as Error).message)).toEqual([
      "connection terminated",
      "connection terminated",
    ]);
  });

  it("sends nothing once closed, not even what a timer was holding", async () => {
    await signal.announce("crawl", new Date(Date.now() + 100));
    await signal.close();
    await signal.announce("crawl", null);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([]);
  });
});
