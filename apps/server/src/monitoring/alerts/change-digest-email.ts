import { escapeHtml } from "../../mail/escape-html";
import { headerSafe } from "../../mail/header-safe";
import type { MailAttachment, MailMessage } from "../../mail/mailer";
import { unsubscribeHeaders } from "../../mail/unsubscribe-headers";
import { chartAttachment, footer, type ProjectForMail, projectHtml, projectText } from "./change-email-parts";

/**
 * The daily digest of one workspace (Email Notifications): every change its projects found since
 * the reader's last digest, grouped by project, each project with its score chart inline, and a
 * one-click unsubscribe from the digest for this workspace.
 */
export function changeDigestEmail(input: {
  to: string;
  name: string;
  workspaceId: string;
  workspaceName: string;
  projects: ProjectForMail[];
  publicUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { to, name, workspaceId, workspaceName, projects, publicUrl, unsubscribeUrl } = input;
  const count = projects.reduce((sum, p) => sum + p.changes.length, 0);
  const changes = count === 1 ? "1 change" : `${count} changes`;
  const greeting = name ? `Hi ${name},` : "Hi,";
  const intro = `Your daily RankLens digest for “${workspaceName}”: ${changes} on ${projects.length === 1 ? "1 project" : `${projects.length} projects`}.`;
  const end = footer({
    publicUrl,
    workspaceId,
    workspaceName,
    listName: "Email Notifications",
    unsubscribeUrl,
  });
  const text = [
    greeting,
    "",
    intro,
    "",
    ...projects.flatMap((project) => projectText(publicUrl, project)),
    ...end.text,
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${projects.map((project, index) => projectHtml(publicUrl, project, index)).join("\n")}
${end.html}`;
  const attachments = projects
    .map((project, index) => chartAttachment(project, index))
    .filter((a): a is MailAttachment => a !== null);
  return {
    to,
    subject: headerSafe(`RankLens digest for ${workspaceName}: ${changes}`),
    text,
    html,
    ...(attachments.length > 0 ? { attachments } : {}),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
