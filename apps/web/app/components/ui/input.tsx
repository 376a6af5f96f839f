import { type InputHTMLAttributes, useId } from "react";
import { cn } from "../../lib/cn";

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label; every input has one. */
  label: string;
  /** Help text under the field (e.g. the password rule). */
  hint?: string;
  /** Error text; marks the field invalid and is announced with it. */
  error?: string | null;
}

/** A labelled text input with optional hint and error, wired up with aria-describedby. */
export function Input({ label, hint, error, id, className, ...rest }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "block h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500",
          "focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600",
          "read-only:bg-slate-100 read-only:text-slate-700 disabled:bg-slate-100 disabled:text-slate-600",
          error ? "border-red-600" : "border-slate-300",
          className,
        )}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
