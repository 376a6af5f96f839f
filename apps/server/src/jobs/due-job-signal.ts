import { randomUUID } from "node:crypto";
import type { Db } from "pg-boss";

/** What pg-boss's listen answers (pg-boss does not export the type by name). */
type ListenHandle = Awaited<ReturnType<NonNullable<Db["listen"]>>>;

/** Runs one statement: on pg-boss's pool, or in the caller's transaction. */
type RunSql = (text: string, values: unknown[]) => Promise<unknown>;

/**
 * Tells the other processes on a PostgreSQL job queue that a job of a kind is due now, with
 * LISTEN/NOTIFY (ADR 048): without it a worker finds a job only when its poll comes round, on
 * average one poll interval later, so a crawl started from the app began up to 1.5 s after the
 * click, and each shard of a crawl as late again on the worker meant to take it.
 *
 * A hint, never the record: the job is in pg-boss's table whether the NOTIFY arrives or not, and
 * polling goes on as before. A process that cannot listen (PgBouncer in transaction mode, a lost
 * connection while pg-boss reconnects it) polls only.
 *
 * A NOTIFY sent inside a transaction is delivered at its COMMIT, and not at all on a rollback, so an
 * enqueue in a transaction announces a job only once other processes can see it. A process does
 * not hear its own announcements: it wakes its own loops directly, and a job it hands back for a
 * moment (a crawl shard meant for another worker) must not wake it first.
 */
export class DueJobSignal {
  private readonly instance = randomUUID();
  private listener: ListenHandle | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly options: {
      /** The NOTIFY channel: one per pg-boss schema, so two installs in one database do not wake each other. */
      channel: string;
      /** How often workers poll anyway: a job due later than this is left to polling. */
      pollIntervalMs: number;
      /** Runs a statement on pg-boss's pool (a timer's announcement, after any transaction has ended). */
      run: RunSql;
      onError: (error: unknown) => void;
    },
  ) {}

  /**
   * Listens on pg-boss's own listener connection (one per process, reconnected by pg-boss);
   * `onDue(kind)` for every other process's announcement, `onReconnect` after a reconnection,
   * when announcements may have been missed.
   */
  async listen(db: Db, onDue: (kind: string) => void, onReconnect: () => void): Promise<void> {
    if (typeof db.listen !== "function") return;
    try {
      this.listener = await db.listen(
        this.options.channel,
        (payload: string) => {
          const [kind, from] = payload.split("\n");
          if (kind && from !== this.instance) onDue(kind);
        },
        onReconnect,
      );
    } catch (error) {
      this.options.onError(new Error(`listening for due jobs failed, polling only: ${String(error)}`));
    }
  }

  /**
   * Announces that a job of `kind` is due at `runAt` (now when absent): at once, in the caller's
   * transaction when `inTransaction` runs statements there; a moment later from a timer of this
   * process when the job is due within a poll interval; not at all when it is due later, since
   * polling then finds it about as soon.
   */
  async announce(kind: string, runAt: Date | null | undefined, inTransaction?: RunSql): Promise<void> {
    if (this.closed) return;
    const statement: [string, unknown[]] = [
      "SELECT pg_notify($1, $2)",
      [this.options.channel, `${kind}\n${this.instance}`],
    ];
    // A few milliseconds late rather than early: a worker woken before the job is due finds nothing
    // and sleeps a whole interval.
    const delay = runAt ? runAt.getTime() - Date.now() + ANNOUNCE_LATE_MS : 0;
    if (delay <= ANNOUNCE_LATE_MS) {
      // In a transaction a failed statement fails it, as any other would; on the pool, a hint that
      // could not be sent fails nothing (the job is stored, and polling will find it).
      if (inTransaction) await inTransaction(...statement);
      else await this.options.run(...statement).catch(this.options.onError);
      return;
    }
    if (delay > this.options.pollIntervalMs) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) this.options.run(...statement).catch(this.options.onError);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.listener?.close();
    this.listener = null;
  }
}

const ANNOUNCE_LATE_MS = 10;
