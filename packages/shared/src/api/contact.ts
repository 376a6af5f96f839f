import { z } from "zod";

/**
 * Where contact messages go when SUPPORT_EMAIL is not set. The server's
 * setting, the contact page and the legal pages all read this one value.
 */
export const DEFAULT_SUPPORT_EMAIL = "support@ranklens.app";

/** Longest accepted values of the contact form's fields. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/**
 * The contact form (spec §3 "Contact form"). The spec has no required fields;
 * we require an e-mail address and a message, because a message we cannot
 * answer, or an empty one, helps nobody (DECISIONS.md: it must go somewhere real).
 */
export const ContactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`)
    .default(""),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required so we can reply")
    .max(CONTACT_LIMITS.email, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`)
    .default(""),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

/** What the server answers when it has stored a contact message. */
export const ContactReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
});
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/** The success toast (spec §8). */
export const CONTACT_SENT_MESSAGE = "Message sent successfully! We'll get back to you soon.";

/**
 * How this server handles a contact message (GET /api/v1/contact, no sign-in):
 * "email" when SMTP is configured and the message is mailed on to `supportEmail`;
 * "stored" when it is kept on the server only (no SMTP: the mail goes to the
 * server's outbox folder, where nobody is notified).
 */
export const ContactChannelSchema = z.object({
  supportEmail: z.string(),
  delivery: z.enum(["email", "stored"]),
});
export type ContactChannel = z.infer<typeof ContactChannelSchema>;
