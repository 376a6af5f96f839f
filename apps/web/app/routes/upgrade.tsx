import { PLANS } from "@ranklens/shared";
import { useSearchParams } from "react-router";
import { PageHeader } from "../components/app/page-header";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { CheckoutNotice, checkoutReturnOf } from "../features/upgrade/checkout-notice";
import { PlanFeatureList } from "../features/upgrade/plan-feature-list";
import { ProPlanActive } from "../features/upgrade/pro-plan-active";
import { UpgradeAction } from "../features/upgrade/upgrade-action";
import { useAccountUntilPro } from "../features/upgrade/use-account-until-pro";
import { pageTitle } from "../lib/page-title";
import { useSystemInfo } from "../lib/system-api";
import type { Route } from "./+types/upgrade";

/** What Pro adds today, from the plans config (features not built yet are not promised here). */
const PRO_INCLUDES = `Unlimited analyses, up to ${PLANS.pro.maxCompetitors} competitors per analysis and API access`;

// The tab is named for what the page is about, whatever the plan: a Pro user is not pitched.
export const meta: Route.MetaFunction = () => [{ title: pageTitle("Pro plan") }];

/**
 * The page's heading: the pitch for Basic users, "You're on Pro" for Pro users (spec §2 has only
 * the pitch; a Pro user told to upgrade is told something untrue), and no pitch where billing is
 * off. A neutral "Pro plan" while the account is loading, so a Pro user never sees the pitch flash.
 */
function headerFor(state: { loading: boolean; isPro: boolean; billingOff: boolean }) {
  if (state.isPro) return { title: "You're on Pro", description: `${PRO_INCLUDES} are yours.` };
  if (state.loading) return { title: "Pro plan", description: `${PRO_INCLUDES}.` };
  if (state.billingOff)
    return { title: "No upgrade needed", description: "Billing is turned off on this server." };
  return { title: "Upgrade to Pro", description: `${PRO_INCLUDES}.` };
}

/**
 * Upgrade (spec §2): the Pro plan from PLANS and 'Upgrade Now' (for a Pro user: that the plan is
 * active and how to cancel). Back from a checkout (`?checkout=success|cancelled`) it says how that
 * went and, after a payment, watches the account until the plan turns Pro.
 */
export default function Upgrade() {
  const pro = PLANS.pro;
  const [searchParams] = useSearchParams();
  const outcome = checkoutReturnOf(searchParams.get("checkout"));
  const { account, isPro, gaveUp } = useAccountUntilPro(outcome === "success");
  const system = useSystemInfo();
  const header = headerFor({
    loading: account.isPending || system.isPending,
    isPro,
    billingOff: system.data?.billing.enabled === false,
  });

  return (
    <>
      <PageHeader title={header.title} description={header.description} />
      {outcome ? (
        <div className="mx-auto mb-6 max-w-lg">
          <CheckoutNotice outcome={outcome} isPro={isPro} gaveUp={gaveUp} />
        </div>
      ) : null}
      <section
        aria-labelledby="pro-plan-heading"
        className="mx-auto max-w-lg rounded-xl border-2 border-indigo-600 bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id="pro-plan-heading" className="text-xl font-semibold text-slate-900">
            {pro.name} Plan
          </h2>
          {isPro ? <Badge tone="success">Your current plan</Badge> : null}
        </div>
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-slate-900">{pro.priceLabel}</span>
          <span className="text-slate-600">per month</span>
        </p>
        <div className="mt-6">
          <PlanFeatureList features={pro.features} />
        </div>
        <div className="mt-8">
          {isPro ? (
            <ProPlanActive />
          ) : outcome === "success" && !gaveUp ? (
            // Just paid: a second 'Upgrade Now' here could charge twice while the confirmation is on its way.
            <Button size="lg" className="w-full" disabled>
              Confirming your payment…
            </Button>
          ) : (
            <UpgradeAction
              system={system.data}
              loading={system.isPending || account.isPending}
              email={account.data?.user.email}
            />
          )}
        </div>
      </section>
    </>
  );
}
