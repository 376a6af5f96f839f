import { escapeHtml } from "../mail/escape-html";
import type { MailMessage } from "../mail/mailer";

/** The password-reset e-mail. The link is valid for one hour and works once. */
export function passwordResetEmail({
  to,
  name,
  url,
}: {
  to: string;
  name: string;
  url: string;
}): MailMessage {
  const greeting = name ? `Hi ${name},` : "Hi,";
  const text = [
    greeting,
    "",
    "Someone asked to reset the password of your RankLens account. To choose a new password, open this link:",
    "",
    url,
    "",
    "The link works once and expires in one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.",
    "",
    "— RankLens",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your RankLens account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(url)}">Reset your password</a></p>
<p>The link works once and expires in one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>— RankLens</p>`;
  return { to, subject: "Reset your RankLens password", text, html };
}
