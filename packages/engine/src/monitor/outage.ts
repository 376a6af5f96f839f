import type { PageObservation } from "./observation";

/** What a failing observation shows: an HTTP error status (4xx, 5xx) or no response at all. */
export type Failure = "http_error" | "unreachable";

/** The observation's failure; null when the page answered (2xx, or a final 3xx). */
export function failureOf(observation: PageObservation): Failure | null {
  if (observation.status === null) return "unreachable";
  return observation.status >= 400 ? "http_error" : null;
}

/**
 * A 4xx is the site's deliberate answer and counts at once. A 5xx and a missing response come and
 * go (an overloaded server, a network hiccup): they flap, so they count only when the next
 * observation fails too.
 */
function confirmedAlone(observation: PageObservation): boolean {
  return observation.status !== null && observation.status >= 400 && observation.status < 500;
}

/** A run of consecutive failing observations (indexes into the sequence). */
export interface Outage {
  /** Its first observation. */
  start: number;
  /** The observation at which it is confirmed and reported (may lie past the run's end). */
  alertAt: number;
}

/**
 * The outage that `sequence[end]` belongs to, or null when that observation answered. Reported
 * once, at `alertAt`, and only when an answering observation precedes it: an outage since the
 * first observation is no change (nothing is known to have worked), and an outage that began
 * before the history handed in was reported back then.
 */
export function outageAt(sequence: readonly PageObservation[], end: number): Outage | null {
  if (end < 0 || failureOf(sequence[end]!) === null) return null;
  let start = end;
  while (start > 0 && failureOf(sequence[start - 1]!) !== null) start--;
  return { start, alertAt: confirmedAlone(sequence[start]!) ? start : start + 1 };
}

/** Whether the outage had been reported by observation `end`. */
export function wasReported(outage: Outage, end: number): boolean {
  return outage.start > 0 && outage.alertAt <= end;
}
