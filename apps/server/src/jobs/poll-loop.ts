/**
 * A worker's loop, the same for both job queues: poll (claim due jobs, watch running ones), then
 * nap for the poll interval unless woken first — by an enqueue on this instance, or by a run of
 * this worker that ended and freed a slot. An error of one poll is reported and the loop goes on.
 *
 * Each nap is the interval ± half of it, at random (the interval on average): workers started
 * together would otherwise poll in step for ever, and a job handed back for another worker (a
 * crawl's shard, crawl-job.ts) would always go to the same next one — the scale-out bench's four
 * workers left two idle that way.
 */
export class PollLoop {
  #stopping = false;
  #woken = false;
  #wakeNap: (() => void) | undefined;
  #loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Ends the current nap, or the next one before it starts. */
  readonly wake = (): void => {
    this.#woken = true;
    this.#wakeNap?.();
  };

  /** Starts polling; `wakers` holds this loop's `wake` while it runs (the queue calls them on enqueue). */
  start(poll: () => Promise<void>, wakers: Set<() => void>): void {
    this.#loop = (async () => {
      wakers.add(this.wake);
      try {
        while (!this.#stopping) {
          this.#woken = false;
          try {
            await poll();
          } catch (error) {
            this.onError(error);
          }
          if (!this.#stopping) await this.#nap();
        }
      } finally {
        wakers.delete(this.wake);
      }
    })();
  }

  /** Stops polling; resolves once the poll in progress, if any, has returned. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.wake();
    await this.#loop;
  }

  #nap(): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.#woken) return resolve();
      const timer = setTimeout(() => done(), this.intervalMs * (0.5 + Math.random()));
      const done = () => {
        clearTimeout(timer);
        this.#wakeNap = undefined;
        resolve();
      };
      this.#wakeNap = done;
    });
  }
}
