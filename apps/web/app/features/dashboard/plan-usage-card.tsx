import { PLANS, type PlanId } from "@ranklens/shared";
import { Link } from "react-router";
import { LoadError } from "../../components/app/query-states";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatUtcDay } from "../../lib/format-date";
import { type UsageRow, usageValue } from "./plan-usage";

export interface PlanUsageCardProps {
  plan: PlanId;
  billingEnabled: boolean | null;
  rows: UsageRow[];
  /** When the month's counts start again (YYYY-MM-DD, UTC); null while unknown. */
  resetsOn: string | null;
  /** Whether the caller may change the plan (owners): only they are offered the upgrade. */
  canUpgrade: boolean;
  error: Error | null;
  retry: () => void;
}

/** Usage against the plan: this month's analyses and crawls, and the sites, projects and members there are. */
export function PlanUsageCard({
  plan,
  billingEnabled,
  rows,
  resetsOn,
  canUpgrade,
  error,
  retry,
}: PlanUsageCardProps) {
  const title = billingEnabled === false ? "Usage" : `Usage on the ${PLANS[plan].name} plan`;
  return (
    <Card
      title={title}
      description={
        billingEnabled === false
          ? "This server does not charge for plans: every workspace has the Pro plan's allowances."
          : resetsOn
            ? `Monthly counts start again on ${formatUtcDay(resetsOn)}.`
            : undefined
      }
    >
      {error ? <LoadError message={error.message} onRetry={retry} /> : null}
      <dl className="divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 py-2 text-sm">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className={cn("font-semibold tabular-nums", row.full ? "text-amber-800" : "text-slate-900")}>
              {usageValue(row)}
              {row.full ? <span className="sr-only"> (limit reached)</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {billingEnabled && plan === "basic" && canUpgrade ? (
        <Link to="/upgrade" className={buttonClassName("secondary", "sm", "mt-4 w-full justify-center")}>
          Compare with Pro
        </Link>
      ) : null}
    </Card>
  );
}
