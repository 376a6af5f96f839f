import { ApiError } from "./api-error";

/** Why a dialog's form was refused: per field when the server names one, else as a whole. */
export interface FormFailure<F extends string> {
  fields: Partial<Record<F, string>>;
  /** A refusal that names no field (plan limits, conflicts, network). */
  general: string | null;
  /** Where to upgrade, when the refusal is a plan limit (with or without a field). */
  upgradeUrl: string | null;
}

export function noFailure<F extends string>(): FormFailure<F> {
  return { fields: {}, general: null, upgradeUrl: null };
}

/** The refusal of a form's request, shown at the field the server names (`fieldOf` maps its name to the form's). */
export function formFailureOf<F extends string>(
  error: unknown,
  fieldOf: (serverField: unknown) => F | null,
): FormFailure<F> {
  if (!(error instanceof ApiError)) return { ...noFailure<F>(), general: String(error) };
  const planLimit = error.code === "PAYMENT_REQUIRED" || error.code === "QUOTA_EXCEEDED";
  const url = typeof error.details.upgradeUrl === "string" ? error.details.upgradeUrl : "/upgrade";
  const upgradeUrl = planLimit ? url : null;
  const field = fieldOf(error.details.field);
  if (field)
    return { fields: { [field]: error.message } as Partial<Record<F, string>>, general: null, upgradeUrl };
  return { fields: {}, general: error.message, upgradeUrl };
}
