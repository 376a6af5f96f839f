/** What a schedule of rank checks costs at a provider, before it is enabled. */
export interface RankCheckCost {
  /** Queries one check sends: keywords × devices. */
  queriesPerCheck: number;
  /** Queries in a month of checks. */
  queriesPerMonth: number;
  /** USD of one check. */
  perCheck: number;
  /** USD of a month of checks. */
  perMonth: number;
}

/**
 * The cost estimate of a rank-tracking schedule: keywords × devices × checks a month × the
 * provider's price per query (`RankSource.pricePerQuery`, live or queued as the schedule uses).
 * Daily is 30 checks a month, weekly 4.35 (52 ÷ 12). Pure: the UI shows it before a schedule is
 * enabled. The research's figure (crawl-anchors.md §3): 200 keywords × 2 devices × daily at
 * DataForSEO's standard-queue $0.0006 a results page = 12,000 queries, $7.20 a month.
 */
export function rankCheckCost(input: {
  keywords: number;
  devices: number;
  checksPerMonth: number;
  pricePerQuery: number;
}): RankCheckCost {
  const queriesPerCheck = Math.max(0, input.keywords) * Math.max(0, input.devices);
  const queriesPerMonth = queriesPerCheck * Math.max(0, input.checksPerMonth);
  return {
    queriesPerCheck,
    queriesPerMonth,
    perCheck: usd(queriesPerCheck * input.pricePerQuery),
    perMonth: usd(queriesPerMonth * input.pricePerQuery),
  };
}

/** Checks a month of each schedule. */
export const CHECKS_PER_MONTH = { daily: 30, weekly: 52 / 12 } as const;

/** To a millionth of a dollar: no binary-fraction noise ("7.199999…") in what is shown. */
function usd(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
