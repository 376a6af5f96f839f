import type { CrawlIssueCheck } from "@ranklens/shared";
import { AlertTriangle, Info, XCircle } from "lucide-react";
import { cn } from "../../lib/cn";

type Severity = CrawlIssueCheck["severity"];

/** The API's severities in the words and order the screens use (an "error" reads as Critical). */
export const SEVERITIES: { id: Severity; label: string }[] = [
  { id: "error", label: "Critical" },
  { id: "warning", label: "Warning" },
  { id: "notice", label: "Notice" },
];

export const SEVERITY_LABEL: Record<Severity, string> = {
  error: "Critical",
  warning: "Warning",
  notice: "Notice",
};

const STYLE: Record<Severity, { icon: typeof XCircle; className: string }> = {
  error: { icon: XCircle, className: "bg-red-50 text-red-800 ring-red-200" },
  warning: { icon: AlertTriangle, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  notice: { icon: Info, className: "bg-sky-50 text-sky-900 ring-sky-200" },
};

/** Icon plus word, so a severity never rests on colour alone. */
export function SeverityBadge({ severity, className }: { severity: Severity; className?: string }) {
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
      {SEVERITY_LABEL[severity]}
    </span>
  );
}
