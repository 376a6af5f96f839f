import type { GatherTimeouts } from "@ranklens/engine";

/** The page fetcher's limits in the units the help and docs state them in. */
export interface FetchLimits {
  connectSeconds: number;
  /** Until the response starts (headers), per request; also the longest pause while the page is sent. */
  answerSeconds: number;
  /** The whole fetch, every redirect included. */
  totalSeconds: number;
  maxMiB: number;
  maxRedirects: number;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * The limits of the engine's fetcher (GATHER_DEFAULTS, which the server uses
 * unchanged), converted once so every page quotes the same numbers.
 * Call it from a loader: the engine stays out of the browser bundle.
 */
export function fetchLimitsOf(gather: {
  timeouts: GatherTimeouts;
  maxBytes: number;
  maxRedirects: number;
}): FetchLimits {
  return {
    connectSeconds: seconds(gather.timeouts.connectMs),
    answerSeconds: seconds(gather.timeouts.headersMs),
    totalSeconds: seconds(gather.timeouts.totalMs),
    maxMiB: Math.round((gather.maxBytes / 1024 / 1024) * 10) / 10,
    maxRedirects: gather.maxRedirects,
  };
}
