/** Exponential backoff between attempts of a failed job. */
export interface Backoff {
  /** Delay after the first failed attempt (before jitter). */
  baseMs: number;
  /** Ceiling of the delay (before jitter). */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, maxMs: 60 * 60_000 };

/**
 * The wait before the next attempt after `attempt` failed: the base doubled
 * per attempt up to the ceiling, then "equal jitter" (half fixed, half random)
 * so jobs that failed together (a provider outage) do not retry together, and
 * none retries sooner than half the delay.
 */
export function retryDelayMs(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const exponential = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}
