import { escapeHtml } from "../mail/escape-html";
import type { MailMessage } from "../mail/mailer";

/**
 * Sent to the owner of an address when someone registers with it again. The
 * sign-up itself answers exactly as for a new address (no enumeration), so
 * this e-mail is how the real owner learns what happened and how to get in.
 */
export function existingAccountEmail({
  to,
  name,
  publicUrl,
}: {
  to: string;
  name: string;
  publicUrl: string;
}): MailMessage {
  const greeting = name ? `Hi ${name},` : "Hi,";
  const signIn = `${publicUrl}/login`;
  const reset = `${publicUrl}/forgot-password`;
  const text = [
    greeting,
    "",
    "Someone tried to create an account with your e-mail address. You already have a RankLens account, so no new account was created.",
    "",
    "If it was you, sign in or reset your password:",
    "",
    `Sign in: ${signIn}`,
    `Reset your password: ${reset}`,
    "",
    "If it was not you, ignore this e-mail: nothing has changed.",
    "",
    "— RankLens",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone tried to create an account with your e-mail address. You already have a RankLens account, so no new account was created.</p>
<p>If it was you, <a href="${escapeHtml(signIn)}">sign in</a> or <a href="${escapeHtml(reset)}">reset your password</a>.</p>
<p>If it was not you, ignore this e-mail: nothing has changed.</p>
<p>— RankLens</p>`;
  return { to, subject: "Someone tried to create a RankLens account with your e-mail address", text, html };
}
