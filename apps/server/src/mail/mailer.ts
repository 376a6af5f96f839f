import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../lib/logger";

/** A file sent with a message; with `cid`, an inline image the HTML shows as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Inline images (charts) and other files; both transports send them as MIME parts. */
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). Values must be header-safe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** "smtp" sends through SMTP_URL; "outbox" writes .eml files (and logs their links). */
  readonly transport: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}

/**
 * Real mail through SMTP when SMTP_URL is set; otherwise every message is
 * written to DATA_DIR/outbox as an .eml file, and its first link is logged so
 * a self-hoster can finish a password reset without a mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: "smtp",
      async send(message) {
        await transporter.sendMail({ from: options.from, ...message });
      },
    };
  }
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    transport: "outbox",
    async send(message) {
      const info = await renderer.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.outboxDir, `${stamp}-${slug(message.subject)}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      options.logger.info("mail written to outbox", { to: message.to, subject: message.subject, file, link });
    },
  };
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "message"
  );
}
