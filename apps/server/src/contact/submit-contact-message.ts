import { randomUUID } from "node:crypto";
import type { ContactMessage, ContactReceipt } from "@ranklens/shared/api/contact";
import type { AppDeps } from "../app-env";
import { contactEmail } from "./contact-email";

/**
 * Stores a contact message, then mails it to SUPPORT_EMAIL (SMTP, or the
 * outbox without SMTP). The message is saved first so a mail failure loses
 * nothing: it is logged and `mailed_at` stays null for the operator to see.
 */
export async function submitContactMessage(
  deps: Pick<AppDeps, "db" | "mailer" | "env" | "logger">,
  message: ContactMessage,
  now: Date = new Date(),
): Promise<ContactReceipt> {
  const id = randomUUID();
  const receivedAt = now.toISOString();
  await deps.db
    .insertInto("contact_messages")
    .values({
      id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      created_at: receivedAt,
      mailed_at: null,
    })
    .execute();
  try {
    await deps.mailer.send(contactEmail(deps.env.SUPPORT_EMAIL, message, id));
    await deps.db
      .updateTable("contact_messages")
      .set({ mailed_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  } catch (error) {
    deps.logger.error("contact message stored but not mailed", { id, error: String(error) });
  }
  return { id, receivedAt };
}
