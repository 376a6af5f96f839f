import type { Mailer, MailMessage } from "../src/mail/mailer";

/** A mailer that keeps messages in memory, for tests that do not need a real SMTP round trip. */
export interface CaptureMailer extends Mailer {
  messages: MailMessage[];
  /**
   * Resolves with the next message to `to` that this method has not returned
   * yet, waiting for it if needed (reset mail is sent without awaiting).
   */
  next(to: string, timeoutMs?: number): Promise<MailMessage>;
}

export function createCaptureMailer(): CaptureMailer {
  const messages: MailMessage[] = [];
  const consumed = new Map<string, number>();
  const listeners = new Set<() => void>();
  const take = (to: string): MailMessage | undefined => {
    const index = consumed.get(to) ?? 0;
    const message = messages.filter((m) => m.to === to)[index];
    if (message) consumed.set(to, index + 1);
    return message;
  };
  return {
    transport: "outbox",
    messages,
    async send(message) {
      messages.push(message);
      for (const listener of [...listeners]) listener();
    },
    next(to, timeoutMs = 5_000) {
      const ready = take(to);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const listener = () => {
          const message = take(to);
          if (!message) return;
          listeners.delete(listener);
          clearTimeout(timer);
          resolve(message);
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(listener);
      });
    },
  };
}
