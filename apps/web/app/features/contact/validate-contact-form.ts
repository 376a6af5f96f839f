import { type ContactMessage, ContactMessageSchema } from "@ranklens/shared/api/contact";

export type ContactField = "name" | "email" | "subject" | "message";
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/**
 * Checks the contact form with the same schema the server uses, so the
 * browser shows exactly the errors the server would send, next to each field.
 */
export function validateContactForm(
  values: Record<ContactField, string>,
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactFieldErrors } {
  const parsed = ContactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data };
  const errors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
