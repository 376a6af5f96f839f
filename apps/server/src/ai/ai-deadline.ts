import type { AiTimeouts } from "./ai-settings";

/** Why an AI call was given up: it took longer than one of our timeouts. */
export class AiTimeoutError extends Error {
  override readonly name = "AiTimeoutError";
  constructor(readonly phase: "first-token" | "total") {
    super(phase === "first-token" ? "AI provider did not start answering in time" : "AI call took too long");
  }
}

/** An abort signal that fires on our timeouts (or when the caller's signal fires). */
export interface AiDeadline {
  signal: AbortSignal;
  /** The first text arrived: the first-token timeout no longer applies. */
  markFirstToken(): void;
  /** The timeout that fired, if one did. */
  timedOut(): AiTimeoutError | null;
  /** Clears the timers (call when the call is over). */
  dispose(): void;
}

/**
 * Starts the clocks for one AI call. We abort ourselves rather than relying on
 * the SDK's timeout so we know which limit fired and can answer 504.
 */
export function startAiDeadline(timeouts: AiTimeouts, parent?: AbortSignal): AiDeadline {
  const controller = new AbortController();
  let fired: AiTimeoutError | null = null;
  const fire = (phase: AiTimeoutError["phase"]) => {
    if (controller.signal.aborted) return;
    fired = new AiTimeoutError(phase);
    controller.abort(fired);
  };
  const total = setTimeout(() => fire("total"), timeouts.totalMs);
  let firstToken: ReturnType<typeof setTimeout> | null = setTimeout(
    () => fire("first-token"),
    timeouts.firstTokenMs,
  );
  const onParentAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener("abort", onParentAbort, { once: true });

  const clearFirstToken = () => {
    if (firstToken) clearTimeout(firstToken);
    firstToken = null;
  };
  return {
    signal: controller.signal,
    markFirstToken: clearFirstToken,
    timedOut: () => fired,
    dispose: () => {
      clearTimeout(total);
      clearFirstToken();
      parent?.removeEventListener("abort", onParentAbort);
    },
  };
}
