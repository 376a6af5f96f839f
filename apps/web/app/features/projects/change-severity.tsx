import type { ChangeSeverity } from "@ranklens/shared";
import { AlertTriangle, Info, XCircle } from "lucide-react";
import { cn } from "../../lib/cn";

export const CHANGE_SEVERITY_LABEL: Record<ChangeSeverity, string> = {
  critical: "Critical",
  warning: "Warning",
  info: "Info",
};

const STYLE: Record<ChangeSeverity, { icon: typeof XCircle; className: string }> = {
  critical: { icon: XCircle, className: "bg-red-50 text-red-800 ring-red-200" },
  warning: { icon: AlertTriangle, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  info: { icon: Info, className: "bg-sky-50 text-sky-900 ring-sky-200" },
};

/** Icon plus word, so a change's severity never rests on colour alone. */
export function ChangeSeverityBadge({
  severity,
  className,
}: {
  severity: ChangeSeverity;
  className?: string;
}) {
  const { icon: Icon, className: tone } = STYLE[severity];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        tone,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {CHANGE_SEVERITY_LABEL[severity]}
    </span>
  );
}
