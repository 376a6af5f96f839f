/**
 * Counts outbound page fetches in flight on this server process, in total and
 * per user, so that no number of concurrent analyses (or, later, crawls) can
 * make RankLens open more connections to other sites than it was configured
 * for. A slot is one page fetch: its redirects and its robots.txt run one
 * after the other inside it. Slots are taken all at once or not at all and
 * never waited for: a caller that cannot have them is refused (the HTTP
 * layer answers 429), so a queue cannot build up behind a slow site.
 */
export interface FetchSlotLimits {
  /** Fetches in flight on this process, all users together. */
  global: number;
  /** Fetches in flight for one user. */
  perUser: number;
}

/** Held slots; give them back with release() (safe to call more than once). */
export interface FetchLease {
  readonly count: number;
  release(): void;
}

/** Why slots were refused: the user's own share, or the whole server's. */
export type FetchSlotRefusal = "user" | "global";

export class FetchSlots {
  private total = 0;
  private readonly byUser = new Map<string, number>();

  constructor(readonly limits: FetchSlotLimits) {}

  /** `count` slots for `userId`, or the reason they cannot be had now. */
  tryAcquire(userId: string, count: number): FetchLease | FetchSlotRefusal {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine + count > this.limits.perUser) return "user";
    if (this.total + count > this.limits.global) return "global";
    this.total += count;
    this.byUser.set(userId, mine + count);
    let held = true;
    return {
      count,
      release: () => {
        if (!held) return;
        held = false;
        this.total -= count;
        const left = (this.byUser.get(userId) ?? count) - count;
        if (left > 0) this.byUser.set(userId, left);
        else this.byUser.delete(userId);
      },
    };
  }

  /** Slots held now, in total and by one user. */
  inFlight(userId?: string): number {
    return userId === undefined ? this.total : (this.byUser.get(userId) ?? 0);
  }
}
