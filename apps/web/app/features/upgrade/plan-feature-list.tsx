import type { PlanFeature } from "@ranklens/shared";
import { Check, Clock } from "lucide-react";
import { Badge } from "../../components/ui/badge";

/**
 * A plan's features. Planned ones are listed apart from the check marks with a
 * "Coming soon" label, so nothing is presented as available before it is.
 */
export function PlanFeatureList({ features }: { features: PlanFeature[] }) {
  return (
    <ul className="space-y-3">
      {features.map((feature) => (
        <li key={feature.label} className="flex items-start gap-3 text-sm">
          {feature.status === "available" ? (
            <>
              <Check className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
              <span className="text-slate-800">{feature.label}</span>
            </>
          ) : (
            <>
              <Clock className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="text-slate-600">
                {feature.label} <Badge tone="warning">Coming soon</Badge>
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
