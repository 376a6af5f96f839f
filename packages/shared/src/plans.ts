/**
 * The one plans config. The landing page, the upgrade page, the terms page and
 * the server's quota enforcement all read it, so a price or limit cannot differ
 * between them (spec §1 had $49 on one page and $25 on another; DECISIONS.md).
 */

export type PlanId = "basic" | "pro";

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in whole US dollars; 0 = free. */
  priceUsd: number;
  /** Short label for price tags, e.g. "Free" or "$49". */
  priceLabel: string;
  /** Website analyses per calendar month (UTC); null = unlimited. */
  analysesPerMonth: number | null;
  /** Competitor URLs allowed in one analysis. */
  maxCompetitors: number;
  /** Whether the public REST API (API keys) is available. */
  apiAccess: boolean;
  /** What the plan includes, as the spec words it; `planned` ones are labelled "Coming soon" (no claims we can't back). */
  features: PlanFeature[];
}

export interface PlanFeature {
  label: string;
  status: "available" | "planned";
}

const available = (label: string): PlanFeature => ({ label, status: "available" });
const planned = (label: string): PlanFeature => ({ label, status: "planned" });

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: "basic",
    name: "Basic",
    priceUsd: 0,
    priceLabel: "Free",
    analysesPerMonth: 5,
    maxCompetitors: 3,
    apiAccess: false,
    features: [
      available("5 website analyses per month"),
      available("Basic keyword analysis"),
      available("Content structure recommendations"),
      available("Meta tag optimization"),
      planned("Email reports"),
    ],
  },
  pro: {
    id: "pro",
    name: "Pro",
    priceUsd: 49,
    priceLabel: "$49",
    analysesPerMonth: null,
    maxCompetitors: 10,
    apiAccess: true,
    features: [
      available("Unlimited website analyses"),
      available("Advanced keyword intent analysis"),
      available("Competitor tracking"),
      planned("Real-time rank monitoring"),
      planned("Custom reports"),
      available("Priority support"),
      available("API access"),
      planned("Team collaboration"),
    ],
  },
};

export const PLAN_IDS = Object.keys(PLANS) as PlanId[];
