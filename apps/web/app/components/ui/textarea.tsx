import type { Ref, TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { type FieldParts, FormField, TEXT_CONTROL_CLASSES } from "./form-field";

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldParts {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with optional hint and error, styled like Input. */
export function Textarea({
  label,
  hint,
  error,
  labelHidden,
  labelAside,
  fieldClassName,
  id,
  className,
  ...rest
}: TextareaProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      labelHidden={labelHidden}
      labelAside={labelAside}
      fieldClassName={fieldClassName}
      id={id}
    >
      {(control) => (
        <textarea
          {...control}
          className={cn(
            TEXT_CONTROL_CLASSES,
            "py-2 read-only:bg-slate-50",
            error ? "border-red-600" : "border-slate-300",
            className,
          )}
          {...rest}
        />
      )}
    </FormField>
  );
}
