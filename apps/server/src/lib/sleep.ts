import { setTimeout as delay } from "node:timers/promises";

/**
 * Waits `ms`, or less when `signal` aborts (then it resolves too: the caller checks the signal).
 * Node's timer removes its abort listener when it fires: a loop sleeping thousands of times on one
 * long-lived signal must not pile listeners on it (each add scans the list, so a crawl slowed to
 * half speed by 40,000 pages when this was a hand-written promise that never removed its own).
 */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch (error) {
    if (!signal?.aborted) throw error;
  }
}
