import type { Suggestion } from "@ranklens/engine";
import { Lightbulb, OctagonAlert, TriangleAlert } from "lucide-react";
import type { ComponentType } from "react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";

const TYPES: Record<
  Suggestion["type"],
  { label: string; icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>; color: string }
> = {
  critical: { label: "Critical", icon: OctagonAlert, color: "text-red-600" },
  warning: { label: "Warning", icon: TriangleAlert, color: "text-amber-600" },
  improvement: { label: "Improvement", icon: Lightbulb, color: "text-indigo-600" },
};

const IMPACT_TONE: Record<Suggestion["impact"], BadgeTone> = {
  high: "danger",
  medium: "warning",
  low: "neutral",
};

/** Optimization Suggestions: what to fix, most serious first as the engine orders them. */
export function SuggestionsCard({ suggestions }: { suggestions: Suggestion[] }) {
  return (
    <Card
      title="Optimization Suggestions"
      description="Concrete fixes drawn from the failed and warned checks."
    >
      {suggestions.length === 0 ? (
        <p className="text-sm text-slate-600">No suggestions available</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {suggestions.map((suggestion, index) => {
            const type = TYPES[suggestion.type] ?? TYPES.improvement;
            const Icon = type.icon;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed; two checks may give the same message
              <li key={index} className="flex gap-3 py-3">
                <Icon className={cn("mt-0.5 size-5 shrink-0", type.color)} aria-hidden={true} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className={cn("text-xs font-semibold uppercase", type.color)}>{type.label}</span>
                    <Badge tone={IMPACT_TONE[suggestion.impact] ?? "neutral"}>
                      {suggestion.impact} impact
                    </Badge>
                  </p>
                  <p className="mt-1 text-sm break-words text-slate-800">{suggestion.message}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
