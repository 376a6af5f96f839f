import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

/** The ids a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** What every labelled field may show around its control (shared by FormField, Input and Textarea). */
export interface FieldParts {
  /** Visible label; every control has one. */
  label: string;
  /**
   * Help text under the control. A string gets the standard hint style; a node (e.g. a live
   * length counter) brings its own look. Either way the control is described by it.
   */
  hint?: ReactNode;
  /** Error text; marks the control invalid and is announced with it. */
  error?: string | null;
  /** Keeps the label for screen readers only, where the layout says what the control is for. */
  labelHidden?: boolean;
  /** Sits on the label's line, at its right (e.g. a Copy button). */
  labelAside?: ReactNode;
  /** Classes of the field's wrapper (width, flex sizing). */
  fieldClassName?: string;
}

export interface FormFieldProps extends FieldParts {
  /** An id to use instead of a generated one. */
  id?: string;
  /** Renders the control with the ids that tie it to label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and error, wired up with `htmlFor`, `aria-invalid` and
 * `aria-describedby`, the same way for every kind of control.
 */
export function FormField({
  label,
  hint,
  error,
  labelHidden = false,
  labelAside,
  fieldClassName,
  id,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== "";
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const labelElement = (
    <label
      htmlFor={controlId}
      className={labelHidden ? "sr-only" : "block text-sm font-medium text-slate-800"}
    >
      {label}
    </label>
  );
  return (
    <div className={cn("space-y-1.5", fieldClassName)}>
      {labelAside ? (
        <div className="flex items-end justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hasHint ? (
        typeof hint === "string" ? (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : (
          <div id={hintId}>{hint}</div>
        )
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Classes shared by text controls: border, focus ring, error colour. */
export const TEXT_CONTROL_CLASSES =
  "block w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600";

/** A select (or a one-line input beside selects) in a filter bar or form: the text control, 40 px tall. */
export const SELECT_CLASSES = `${TEXT_CONTROL_CLASSES} h-10 border-slate-300`;
