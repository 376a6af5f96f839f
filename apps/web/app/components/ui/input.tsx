import type { InputHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { FormField, TEXT_CONTROL_CLASSES } from "./form-field";

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
  return (
    <FormField label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <input
          {...control}
          className={cn(
            TEXT_CONTROL_CLASSES,
            "h-10 read-only:bg-slate-100 read-only:text-slate-700 disabled:bg-slate-100 disabled:text-slate-600",
            error ? "border-red-600" : "border-slate-300",
            className,
          )}
          {...rest}
        />
      )}
    </FormField>
  );
}
