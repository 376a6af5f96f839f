import { PLANS } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { PageHeader } from "../components/app/page-header";
import { Badge } from "../components/ui/badge";
import { PlanFeatureList } from "../features/upgrade/plan-feature-list";
import { UpgradeAction } from "../features/upgrade/upgrade-action";
import { pageTitle } from "../lib/page-title";
import { queryKeys } from "../lib/query-keys";
import { fetchSystemInfo } from "../lib/system-api";
import { useAccount } from "../lib/use-account";
import type { Route } from "./+types/upgrade";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Upgrade to Pro") }];

export default function Upgrade() {
  const pro = PLANS.pro;
  const { data: account } = useAccount();
  const system = useQuery({ queryKey: queryKeys.system, queryFn: fetchSystemInfo });
  const alreadyPro = account?.user.plan === "pro";

  return (
    <>
      <PageHeader
        title="Upgrade to Pro"
        description="Unlimited analyses, deeper keyword insight and competitor tracking."
      />
      <section
        aria-labelledby="pro-plan-heading"
        className="mx-auto max-w-lg rounded-xl border-2 border-indigo-600 bg-white p-8 shadow-sm"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id="pro-plan-heading" className="text-xl font-semibold text-slate-900">
            {pro.name} Plan
          </h2>
          {alreadyPro ? <Badge tone="success">Your current plan</Badge> : null}
        </div>
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-slate-900">{pro.priceLabel}</span>
          <span className="text-slate-600">per month</span>
        </p>
        <div className="mt-6">
          <PlanFeatureList features={pro.features} />
        </div>
        <div className="mt-8">
          {alreadyPro ? (
            <p className="rounded-md bg-green-50 p-4 text-sm text-green-900">
              You are already on the Pro plan. Thank you for your support!
            </p>
          ) : (
            <UpgradeAction system={system.data} loading={system.isPending} />
          )}
        </div>
        <p className="mt-6 flex items-start gap-2 text-sm text-slate-600">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Secure payment processing by a payment provider. Cancel anytime.
        </p>
      </section>
    </>
  );
}
