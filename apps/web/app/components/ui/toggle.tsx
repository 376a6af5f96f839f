import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { FOCUS_RING } from "./focus-ring";

export interface ToggleProps {
  label: string;
  description?: string;
  /** Beside the label, e.g. a "Coming soon" badge. */
  badge?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (role="switch") with a visible label and optional description. */
export function Toggle({ label, description, badge, checked, onChange, disabled }: ToggleProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <span className="flex flex-wrap items-center gap-2">
          <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
            {label}
          </span>
          {badge}
        </span>
        {description ? (
          <span id={`${id}-description`} className="block text-sm text-slate-600">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60",
          FOCUS_RING,
          checked ? "bg-indigo-600" : "bg-slate-300",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block size-5 rounded-full bg-white shadow ring-0 transition-transform",
            checked ? "translate-x-5" : "translate-x-0",
          )}
        />
      </button>
    </div>
  );
}
