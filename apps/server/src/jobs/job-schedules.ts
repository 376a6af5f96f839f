import type { Kysely } from "kysely";
import { inTransaction } from "../db/in-transaction";
import type { Database } from "../db/schema";
import { nextCronTime } from "./next-cron-time";

/** Inserts one job of a due schedule inside the schedule's transaction (each queue its own way). */
export type InsertScheduledJob = (
  trx: Kysely<Database>,
  job: { kind: string; payload: unknown; singletonKey: string },
) => Promise<void>;

export interface ScheduleBookOptions {
  db: Kysely<Database>;
  now: () => Date;
  insert: InsertScheduledJob;
  /** Called after a tick that enqueued something (the queue wakes its idle workers). */
  onEnqueued?: () => void;
}

/**
 * Cron schedules, the same for both queues (ADR 013): they live in our `job_schedules` table, so
 * one job per due time is enqueued under the injected clock whichever queue runs the jobs.
 */
export class ScheduleBook {
  constructor(private readonly options: ScheduleBookOptions) {}

  /** Creates or replaces the named schedule (5 or 6 fields, UTC). */
  async schedule(name: string, cron: string, kind: string, payload: unknown): Promise<void> {
    const now = this.options.now();
    const at = now.toISOString();
    const next = nextCronTime(cron, now).toISOString();
    const json = JSON.stringify(payload) ?? "null";
    await this.options.db
      .insertInto("job_schedules")
      .values({ name, cron, kind, payload: json, next_run_at: next, created_at: at, updated_at: at })
      .onConflict((oc) =>
        oc.column("name").doUpdateSet({ cron, kind, payload: json, next_run_at: next, updated_at: at }),
      )
      .execute();
  }

  async unschedule(name: string): Promise<boolean> {
    const result = await this.options.db
      .deleteFrom("job_schedules")
      .where("name", "=", name)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The named schedule's cron expression and kind, or undefined when there is none. */
  async get(name: string): Promise<{ cron: string; kind: string } | undefined> {
    return this.options.db
      .selectFrom("job_schedules")
      .select(["cron", "kind"])
      .where("name", "=", name)
      .executeTakeFirst();
  }

  /**
   * For each due schedule, moves its next due time forward only if no one else did
   * (compare-and-set on the old value) and enqueues its job in the same transaction: concurrent
   * tickers enqueue one job per due time, and a crash between the two loses nothing. Missed due
   * times (the server was down) collapse into one job.
   */
  async tick(): Promise<number> {
    const { db, now: clock, insert } = this.options;
    const now = clock();
    const at = now.toISOString();
    const due = await db.selectFrom("job_schedules").selectAll().where("next_run_at", "<=", at).execute();
    let enqueued = 0;
    for (const schedule of due) {
      const next = nextCronTime(schedule.cron, now).toISOString();
      const won = await inTransaction(db, async (trx) => {
        const moved = await trx
          .updateTable("job_schedules")
          .set({ next_run_at: next, updated_at: at })
          .where("name", "=", schedule.name)
          .where("next_run_at", "=", schedule.next_run_at)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        await insert(trx, {
          kind: schedule.kind,
          payload: JSON.parse(schedule.payload),
          singletonKey: `schedule:${schedule.name}:${schedule.next_run_at}`,
        });
        return true;
      });
      if (won) enqueued++;
    }
    if (enqueued > 0) this.options.onEnqueued?.();
    return enqueued;
  }
}
