import { type TextareaHTMLAttributes, useId } from "react";
import { cn } from "../../lib/cn";

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | null;
}

/** A labelled textarea with an announced error, styled like the app's Input. */
export function TextareaField({ label, error, id, className, ...rest }: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(
          "block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500",
          "focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600",
          error ? "border-red-600" : "border-slate-300",
          className,
        )}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
