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

/** The defaults of AI_TIMEOUT_MS and AI_FIRST_TOKEN_TIMEOUT_MS (see env.ts). */
export const DEFAULT_AI_TIMEOUTS: AiTimeouts = { totalMs: 60_000, firstTokenMs: 20_000 };

/** The AI timeouts in force: AI_TIMEOUT_MS and AI_FIRST_TOKEN_TIMEOUT_MS (defaults 60 s and 20 s). */
export function aiTimeoutsFor(env: Env): AiTimeouts {
  return { totalMs: env.AI_TIMEOUT_MS, firstTokenMs: env.AI_FIRST_TOKEN_TIMEOUT_MS };
}
