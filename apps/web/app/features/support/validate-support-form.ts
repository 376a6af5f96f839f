import { type CreateSupportRequest, CreateSupportRequestSchema } from "@ranklens/shared";

export type SupportField = "subject" | "message";
export type SupportFieldErrors = Partial<Record<SupportField, string>>;

/**
 * Checks the support form with the schema the server uses, so the browser
 * shows the server's own words next to each field before anything is sent.
 */
export function validateSupportForm(
  values: Record<SupportField, string>,
): { ok: true; request: CreateSupportRequest } | { ok: false; errors: SupportFieldErrors } {
  const parsed = CreateSupportRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: SupportFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SupportField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
