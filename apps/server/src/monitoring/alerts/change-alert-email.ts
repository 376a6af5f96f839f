import { escapeHtml } from "../../mail/escape-html";
import { headerSafe } from "../../mail/header-safe";
import type { MailMessage } from "../../mail/mailer";
import { unsubscribeHeaders } from "../../mail/unsubscribe-headers";
import {
  changeLabel,
  chartAttachment,
  footer,
  type ProjectForMail,
  projectHtml,
  projectText,
} from "./change-email-parts";

/**
 * The immediate Content Alert: the critical changes one run found on a project's own pages, in
 * one e-mail (severity in words, page, before → after), with the project's score chart inline and
 * a one-click unsubscribe from Content Alerts for this workspace.
 */
export function changeAlertEmail(input: {
  to: string;
  name: string;
  workspaceName: string;
  project: ProjectForMail;
  publicUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { to, name, workspaceName, project, publicUrl, unsubscribeUrl } = input;
  const count = project.changes.length;
  const first = project.changes[0];
  const subject =
    count === 1 && first
      ? `Critical change on ${project.name}: ${changeLabel(first.type)}`
      : `${count} critical changes on ${project.name}`;
  const greeting = name ? `Hi ${name},` : "Hi,";
  const intro =
    count === 1
      ? `RankLens found a critical change on a page of ${project.name}:`
      : `RankLens found ${count} critical changes on pages of ${project.name}:`;
  const end = footer({
    publicUrl,
    workspaceId: project.workspaceId,
    workspaceName,
    listName: "Content Alerts",
    unsubscribeUrl,
  });
  const text = [greeting, "", intro, "", ...projectText(publicUrl, project), ...end.text].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${projectHtml(publicUrl, project, 0)}
${end.html}`;
  const chart = chartAttachment(project, 0);
  return {
    to,
    subject: headerSafe(subject),
    text,
    html,
    ...(chart ? { attachments: [chart] } : {}),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
