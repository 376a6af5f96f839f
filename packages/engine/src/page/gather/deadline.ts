import { EngineError } from "../../errors.js";

/** A wall-clock budget shared by every step of one fetch (all redirect hops and the body). */
export interface Deadline {
  readonly signal: AbortSignal;
  readonly expired: () => boolean;
  readonly dispose: () => void;
}

/**
 * Starts a deadline of `ms` milliseconds. Needed on top of undici's per-phase
 * timeouts because the body timeout restarts on every chunk: a server sending
 * one byte every few seconds would otherwise never time out.
 */
export function startDeadline(ms: number, url: string): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(
      new EngineError("TIMEOUT", `Fetching the page took longer than ${ms} ms.`, { url, limit: ms }),
    );
  }, ms);
  return {
    signal: controller.signal,
    expired: () => controller.signal.aborted,
    dispose: () => clearTimeout(timer),
  };
}
