import { PLANS } from "@ranklens/shared/plans";

/**
 * The facts the info pages quote, from their single sources: prices and limits
 * from the plans config (so the terms can never show another price than the
 * pricing section), the support address from SUPPORT_EMAIL at build time.
 */
export function sitePageValues(extra: { checkCount: number; supportEmail: string }): Record<string, string> {
  return {
    PRO_PRICE: PLANS.pro.priceLabel,
    BASIC_ANALYSES: String(PLANS.basic.analysesPerMonth ?? "unlimited"),
    BASIC_COMPETITORS: String(PLANS.basic.maxCompetitors),
    PRO_COMPETITORS: String(PLANS.pro.maxCompetitors),
    CHECK_COUNT: String(extra.checkCount),
    SUPPORT_EMAIL: `[${extra.supportEmail}](mailto:${extra.supportEmail})`,
  };
}
