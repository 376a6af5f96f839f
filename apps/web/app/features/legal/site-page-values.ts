import { DEFAULT_SUPPORT_EMAIL } from "@ranklens/shared/api/contact";
import { CRAWL_DEFAULTS } from "@ranklens/shared/api/site-audit-settings";
import { PLANS } from "@ranklens/shared/plans";
import type { FetchLimits } from "../help/fetch-limits";

/**
 * The facts the info pages quote, from their single sources: prices and limits
 * from the plans config (so the terms can never show another price than the
 * pricing section), the support address from SUPPORT_EMAIL at build time,
 * the page fetcher's limits from the engine.
 */
export function sitePageValues(extra: {
  checkCount: number;
  lighthouseCheckCount: number;
  supportEmail: string;
  fetch: FetchLimits;
}): Record<string, string> {
  return {
    PRO_PRICE: PLANS.pro.priceLabel,
    BASIC_ANALYSES: String(PLANS.basic.analysesPerMonth ?? "unlimited"),
    BASIC_COMPETITORS: String(PLANS.basic.maxCompetitors),
    PRO_COMPETITORS: String(PLANS.pro.maxCompetitors),
    CHECK_COUNT: String(extra.checkCount),
    LIGHTHOUSE_CHECK_COUNT: String(extra.lighthouseCheckCount),
    SUPPORT_EMAIL: `[${extra.supportEmail}](mailto:${extra.supportEmail})`,
    DEFAULT_SUPPORT_EMAIL,
    FETCH_CONNECT_SECONDS: String(extra.fetch.connectSeconds),
    FETCH_ANSWER_SECONDS: String(extra.fetch.answerSeconds),
    FETCH_TOTAL_SECONDS: String(extra.fetch.totalSeconds),
    FETCH_MAX_MIB: String(extra.fetch.maxMiB),
    FETCH_MAX_REDIRECTS: String(extra.fetch.maxRedirects),
    CRAWL_RATE: String(CRAWL_DEFAULTS.ratePerSecond),
    CRAWL_CONCURRENCY: String(CRAWL_DEFAULTS.concurrency),
  };
}
