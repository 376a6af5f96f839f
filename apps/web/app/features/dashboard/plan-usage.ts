import { PLANS, type PlanId, type Usage } from "@ranklens/shared";

/** One line of the dashboard's usage card: what is counted, how much is used, of how many. */
export interface UsageRow {
  label: string;
  used: number | null;
  /** Null: no limit on this server (Pro, or billing off). */
  limit: number | null;
  /** Whether the limit is reached: nothing more can be started until it resets or the plan changes. */
  full: boolean;
}

export interface PlanUsageInput {
  plan: PlanId;
  /** Whether this server enforces plans (BILLING=on); off, every workspace has Pro's allowances. */
  billingEnabled: boolean;
  usage: Usage | null;
  sites: number | null;
  projects: number | null;
  members: number | null;
  /** The workspace's seats (null: no limit). */
  seats: number | null;
}

const row = (label: string, used: number | null, limit: number | null): UsageRow => ({
  label,
  used,
  limit,
  full: used !== null && limit !== null && used >= limit,
});

/**
 * The workspace's usage against its plan, from the plans config and the server's counts: the
 * month's analyses and crawls (GET /usage), and the sites, projects and members it has now.
 */
export function planUsageRows(input: PlanUsageInput): UsageRow[] {
  // The server's rule (planLimits): with billing off every workspace has the Pro plan's allowances.
  const plan = input.billingEnabled ? PLANS[input.plan] : PLANS.pro;
  return [
    row("Analyses this month", input.usage?.used ?? null, input.usage ? input.usage.limit : null),
    row(
      "Site audit crawls this month",
      input.usage?.crawls.used ?? null,
      input.usage ? input.usage.crawls.limit : null,
    ),
    row("Sites", input.sites, plan.sites),
    row("Monitoring projects", input.projects, plan.projects),
    row("Members", input.members, input.seats),
  ];
}

/** "3 of 5", "3 (no limit)", or "…" while unknown. */
export function usageValue(usage: UsageRow): string {
  if (usage.used === null) return "…";
  const used = usage.used.toLocaleString("en-US");
  return usage.limit === null ? `${used} (no limit)` : `${used} of ${usage.limit.toLocaleString("en-US")}`;
}
