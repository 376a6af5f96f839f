import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "../../lib/cn";
import { type FieldParts, FormField, TEXT_CONTROL_CLASSES } from "./form-field";

export interface InputProps extends InputHTMLAttributes<HTMLInputElement>, FieldParts {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with optional hint and error, wired up with aria-describedby. */
export function Input({
  label,
  hint,
  error,
  labelHidden,
  labelAside,
  fieldClassName,
  id,
  className,
  ...rest
}: InputProps) {
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
