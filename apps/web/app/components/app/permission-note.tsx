import { Lock } from "lucide-react";
import { cn } from "../../lib/cn";
import type { Permission } from "../../lib/permission";

/** The short line beside controls a role cannot use ("Viewers can read but not run analyses."); nothing when allowed. */
export function PermissionNote({ permission, className }: { permission: Permission; className?: string }) {
  if (permission.allowed || !permission.note) return null;
  return (
    <p className={cn("flex items-start gap-1.5 text-sm text-slate-600", className)}>
      <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>{permission.note}</span>
    </p>
  );
}
