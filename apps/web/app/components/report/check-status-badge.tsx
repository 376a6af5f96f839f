import type { CheckStatus } from "@ranklens/engine";
import { CircleCheck, CircleMinus, CircleX, OctagonAlert, TriangleAlert } from "lucide-react";
import { cn } from "../../lib/cn";

/** Label and look of each check status; "N/A" for checks that do not apply to the page. */
export const CHECK_STATUS: Record<
  CheckStatus,
  { label: string; className: string; icon: typeof CircleCheck }
> = {
  pass: { label: "Pass", className: "bg-green-50 text-green-800 ring-green-200", icon: CircleCheck },
  warn: { label: "Warning", className: "bg-amber-50 text-amber-800 ring-amber-200", icon: TriangleAlert },
  fail: { label: "Fail", className: "bg-red-50 text-red-700 ring-red-200", icon: CircleX },
  notApplicable: { label: "N/A", className: "bg-slate-100 text-slate-700 ring-slate-300", icon: CircleMinus },
  error: { label: "Error", className: "bg-slate-100 text-red-700 ring-slate-300", icon: OctagonAlert },
};

/** A check's verdict as a small pill with an icon; the word is always there, colour is never the only cue. */
export function CheckStatusBadge({ status }: { status: CheckStatus }) {
  const look = CHECK_STATUS[status] ?? CHECK_STATUS.error;
  const Icon = look.icon;
  return (
    <span
      className={cn(
        "inline-flex w-20 shrink-0 items-center justify-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        look.className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {look.label}
    </span>
  );
}
