import type { TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { FormField, TEXT_CONTROL_CLASSES } from "./form-field";

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled textarea with optional hint and error, styled like Input. */
export function Textarea({ label, hint, error, id, className, ...rest }: TextareaProps) {
  return (
    <FormField label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <textarea
          {...control}
          className={cn(
            TEXT_CONTROL_CLASSES,
            "py-2",
            error ? "border-red-600" : "border-slate-300",
            className,
          )}
          {...rest}
        />
      )}
    </FormField>
  );
}
