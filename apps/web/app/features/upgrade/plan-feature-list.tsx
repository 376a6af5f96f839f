import type { PlanFeature } from "@ranklens/shared";
import { Check, Clock } from "lucide-react";
import { Badge } from "../../components/ui/badge";

/** What marks a feature that is not built yet (pricing section and upgrade page alike). */
export const COMING_SOON = "Coming soon";

/**
 * A plan's features: the available ones with check marks, then the ones not
 * built yet with a "Coming soon" label, so nothing is presented as available
 * before the code behind it exists (PlanFeature.available comes from CAPABILITIES).
 */
export function PlanFeatureList({ features }: { features: PlanFeature[] }) {
  const ordered = [...features.filter((f) => f.available), ...features.filter((f) => !f.available)];
  return (
    <ul className="space-y-3">
      {ordered.map((feature) => (
        <li key={feature.label} className="flex items-start gap-3 text-sm">
          {feature.available ? (
            <>
              <Check className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
              <span className="text-slate-800">{feature.label}</span>
            </>
          ) : (
            <>
              <Clock className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="text-slate-600">
                {feature.label} <Badge tone="warning">{COMING_SOON}</Badge>
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
