import type { ContactMessage } from "@ranklens/shared/api/contact";
import { headerSafe } from "../mail/header-safe";
import type { MailMessage } from "../mail/mailer";

/**
 * The e-mail that forwards a contact message to the support address. Replying
 * to it answers the visitor (Reply-To), the subject names the sender, and the
 * body is plain text so nothing the visitor typed can render as HTML.
 */
export function contactEmail(to: string, message: ContactMessage, id: string): MailMessage {
  const who = message.name ? `${message.name} <${message.email}>` : message.email;
  const subject = message.subject || "(no subject)";
  return {
    to,
    replyTo: headerSafe(message.email),
    subject: headerSafe(`[RankLens contact] ${subject} — from ${message.name || message.email}`).slice(
      0,
      250,
    ),
    text: [
      `From: ${who}`,
      `Subject: ${subject}`,
      `Reference: ${id}`,
      "",
      message.message,
      "",
      "—",
      "Sent with the contact form of RankLens. Reply to this e-mail to answer the sender.",
    ].join("\n"),
  };
}
