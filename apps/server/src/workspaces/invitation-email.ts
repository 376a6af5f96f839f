import { INVITATION_TTL_DAYS, ROLE_DESCRIPTIONS, ROLE_LABELS, type WorkspaceRole } from "@ranklens/shared";
import { escapeHtml } from "../mail/escape-html";
import { headerSafe } from "../mail/header-safe";
import type { MailMessage } from "../mail/mailer";

/** The invitation to join a workspace; the link works once, for 7 days, for this address only. */
export function invitationEmail(input: {
  to: string;
  inviterName: string;
  workspaceName: string;
  role: WorkspaceRole;
  url: string;
}): MailMessage {
  const { to, inviterName, workspaceName, role, url } = input;
  const intro = `${inviterName} invited you to the RankLens workspace “${workspaceName}” as ${ROLE_LABELS[role]} (${ROLE_DESCRIPTIONS[role].toLowerCase()}).`;
  const terms = `The link works once and expires in ${INVITATION_TTL_DAYS} days. Accept it signed in as ${to}; if you have no RankLens account yet, create one with this address.`;
  const text = [
    "Hi,",
    "",
    intro,
    "",
    "To accept, open this link:",
    "",
    url,
    "",
    terms,
    "If you did not expect this, ignore this e-mail.",
    "",
    "— RankLens",
  ].join("\n");
  const html = `<p>Hi,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}">Accept the invitation</a></p>
<p>${escapeHtml(terms)} If you did not expect this, ignore this e-mail.</p>
<p>— RankLens</p>`;
  return {
    to,
    subject: headerSafe(`${inviterName} invited you to ${workspaceName} on RankLens`),
    text,
    html,
  };
}
