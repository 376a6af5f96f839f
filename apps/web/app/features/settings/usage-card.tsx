import type { Usage } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { queryKeys } from "../../lib/query-keys";
import { fetchUsage } from "../../lib/usage-api";

/** "3 of 5 analyses used this month · resets on December 1", or "Unlimited analyses". */
export function usageSummary(usage: Usage): string {
  if (usage.limit === null) return "Unlimited analyses";
  const resets = new Date(usage.resetsAt).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return `${usage.used} of ${usage.limit} analyses used this month · resets on ${resets}`;
}

/** Usage: the plan and this month's analyses (GET /api/v1/usage), with the way to more. */
export function UsageCard() {
  const usage = useQuery({ queryKey: queryKeys.usage, queryFn: fetchUsage, retry: false });
  const data = usage.data;

  return (
    <Card
      title="Usage"
      description="Website analyses count per calendar month (UTC). Failed analyses don't count."
      action={
        data ? (
          <Badge tone={data.plan === "pro" ? "primary" : "neutral"}>
            {data.plan === "pro" ? "Pro plan" : "Basic plan"}
          </Badge>
        ) : null
      }
    >
      {usage.isPending ? (
        <Spinner className="size-5 text-indigo-600" label="Loading usage" />
      ) : usage.isError || !data ? (
        <p className="text-sm text-red-700">Your usage could not be loaded. Please reload the page.</p>
      ) : (
        <UsageDetails usage={data} />
      )}
    </Card>
  );
}

function UsageDetails({ usage }: { usage: Usage }) {
  if (usage.limit === null) {
    return (
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{usageSummary(usage)}</span>
        {usage.billingEnabled
          ? ` · ${usage.used} this month`
          : " · plans are not enforced on this server, so every account is unlimited."}
      </p>
    );
  }
  const share = Math.min(1, usage.used / Math.max(1, usage.limit));
  const spent = usage.used >= usage.limit;
  return (
    <div className="space-y-3">
      <p className={cn("text-sm font-medium", spent ? "text-amber-800" : "text-slate-900")}>
        {usageSummary(usage)}
      </p>
      <div
        role="progressbar"
        aria-label="Analyses used this month"
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={Math.min(usage.used, usage.limit)}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn("h-full rounded-full", spent ? "bg-amber-500" : "bg-indigo-600")}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="text-sm text-slate-600">
        Need more?{" "}
        <Link to="/upgrade" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
          Upgrade to Pro for unlimited analyses
        </Link>
      </p>
    </div>
  );
}
