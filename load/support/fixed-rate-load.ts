import autocannon from "autocannon";

/** What one fixed-rate run measured. */
export interface FixedRateFigures {
  rate: number;
  durationSeconds: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors, timeouts and non-2xx answers together. */
  errors: number;
}

/**
 * Sends GET requests to `url` at a fixed overall rate (autocannon corrects
 * latency for coordinated omission at a fixed rate) and returns the
 * percentiles. Loopback only: callers pass a 127.0.0.1 URL.
 */
export async function fixedRateGet(options: {
  url: string;
  headers: Record<string, string>;
  rate: number;
  durationSeconds: number;
  connections?: number;
}): Promise<FixedRateFigures> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections ?? 32,
    overallRate: options.rate,
    duration: options.durationSeconds,
    timeout: 10,
  });
  return {
    rate: options.rate,
    durationSeconds: options.durationSeconds,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
