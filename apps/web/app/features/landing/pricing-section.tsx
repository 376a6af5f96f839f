import { PLANS } from "@ranklens/shared/plans";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { buttonClassName } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { PlanFeatureList } from "../upgrade/plan-feature-list";
import { SectionHeading } from "./section-heading";

const OFFERS = [
  { plan: PLANS.basic, to: "/register", action: "Get Started", popular: false },
  { plan: PLANS.pro, to: "/register?plan=pro", action: "Upgrade to Pro", popular: true },
] as const;

/** #pricing: Basic and Pro, prices and features from the one plans config. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-16 bg-white py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-heading"
          title="Simple pricing"
          lead="Start free. Upgrade when you analyse more than a few pages a month."
        />
        <div className="mt-14 grid gap-8 md:grid-cols-2">
          {OFFERS.map(({ plan, to, action, popular }) => (
            <div
              key={plan.id}
              className={cn(
                "flex flex-col rounded-xl border bg-white p-8 shadow-sm",
                popular ? "border-indigo-600 ring-2 ring-indigo-600" : "border-slate-200",
              )}
            >
              <div className="flex items-center justify-between gap-4">
                <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
                {popular ? <Badge tone="primary">Popular</Badge> : null}
              </div>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.priceLabel}</span>
                <span className="text-slate-600">/mo</span>
              </p>
              <div className="mt-8 flex-1">
                <PlanFeatureList features={plan.features} />
              </div>
              <Link
                to={to}
                className={buttonClassName(popular ? "primary" : "secondary", "lg", "mt-8 w-full")}
              >
                {action}
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
