import { type ReactNode, useId } from "react";

/** The ids a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FormFieldProps {
  /** Visible label; every control has one. */
  label: string;
  /** Help text under the control. */
  hint?: string;
  /** Error text; marks the control invalid and is announced with it. */
  error?: string | null;
  /** An id to use instead of a generated one. */
  id?: string;
  /** Renders the control with the ids that tie it to label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and error, wired up with `htmlFor`, `aria-invalid` and
 * `aria-describedby`, the same way for every kind of control.
 */
export function FormField({ label, hint, error, id, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
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

/** Classes shared by text controls: border, focus ring, error colour. */
export const TEXT_CONTROL_CLASSES =
  "block w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600";
