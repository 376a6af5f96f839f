import { escapeHtml } from "../../mail/escape-html";
import { headerSafe } from "../../mail/header-safe";
import type { MailMessage } from "../../mail/mailer";
import { unsubscribeHeaders } from "../../mail/unsubscribe-headers";
import { footer, type ProjectForMail, projectHtml, projectText } from "./change-email-parts";

/**
 * The Ranking Alert: the tracked keywords of a project that dropped or fell out of the top 100 (or
 * moved in a way the project's rules raised to a warning), each confirmed by two readings (keyword, page, before → after), with a one-click unsubscribe
 * from Ranking Alerts for this workspace.
 */
export function rankAlertEmail(input: {
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
    count === 1 && first?.keyword
      ? `Ranking alert on ${project.name}: “${first.keyword}” ${first.before} → ${first.after}`
      : `Ranking alert on ${project.name}: ${count} keywords moved`;
  const greeting = name ? `Hi ${name},` : "Hi,";
  const intro =
    count === 1
      ? `A keyword ${project.name} tracks moved in Google, in two checks in a row:`
      : `${count} keywords ${project.name} tracks moved in Google, each in two checks in a row:`;
  const end = footer({
    publicUrl,
    workspaceId: project.workspaceId,
    workspaceName,
    listName: "Ranking Alerts",
    unsubscribeUrl,
  });
  const text = [greeting, "", intro, "", ...projectText(publicUrl, project), ...end.text].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${projectHtml(publicUrl, project, 0)}
${end.html}`;
  return { to, subject: headerSafe(subject), text, html, headers: unsubscribeHeaders(unsubscribeUrl) };
}
