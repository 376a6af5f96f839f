import type { Env } from "../env";

/** Sampling temperature for every AI call (spec §9: temperature 0.7). */
export const AI_TEMPERATURE = 0.7;

/** Output cap per AI call (spec §9: max_tokens 2000 for optimisation); bounds cost per request. */
export const AI_MAX_OUTPUT_TOKENS = 2000;

/** How long an AI call may take. */
export interface AiTimeouts {
  /** Whole call, streaming included (security.md §5.3: 60 s; SDK defaults are 10 minutes). */
  totalMs: number;
  /** Until the first text arrives; a provider that has not started by then is treated as down. */
  firstTokenMs: number;
}

export const DEFAULT_AI_TIMEOUTS: AiTimeouts = { totalMs: 60_000, firstTokenMs: 20_000 };

// Per-Env overrides: tests shorten the timeouts of their own app without a new env variable.
const overrides = new WeakMap<Env, Partial<AiTimeouts>>();

/** Overrides the AI timeouts of the app built from `env` (tests use short ones). */
export function setAiTimeouts(env: Env, timeouts: Partial<AiTimeouts>): void {
  overrides.set(env, timeouts);
}

/** The AI timeouts in force for the app built from `env`. */
export function aiTimeoutsFor(env: Env): AiTimeouts {
  return { ...DEFAULT_AI_TIMEOUTS, ...overrides.get(env) };
}
