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

/** Who an immediate alert goes to, about which project's changes, and the list it unsubscribes from. */
export interface AlertEmailInput {
  to: string;
  name: string;
  workspaceName: string;
  project: ProjectForMail;
  publicUrl: string;
  unsubscribeUrl: string;
}

/**
 * The immediate Content Alert: the critical changes one run found on a project's own pages, in
 * one e-mail (severity in words, page, before → after), with the project's score chart inline and
 * a one-click unsubscribe from Content Alerts for this workspace.
 */
export function changeAlertEmail(input: AlertEmailInput): MailMessage {
  const { project } = input;
  const count = project.changes.length;
  const first = project.changes[0];
  return alertEmail(input, {
    subject:
      count === 1 && first
        ? `Critical change on ${project.name}: ${changeLabel(first.type)}`
        : `${count} critical changes on ${project.name}`,
    intro:
      count === 1
        ? `RankLens found a critical change on a page of ${project.name}:`
        : `RankLens found ${count} critical changes on pages of ${project.name}:`,
    listName: "Content Alerts",
  });
}

/**
 * The Ranking Alert: the tracked keywords of a project that dropped or fell out of the top 100 (or
 * moved in a way the project's rules raised to a warning), each confirmed by two readings
 * (keyword, page, before → after), with a one-click unsubscribe from Ranking Alerts.
 */
export function rankAlertEmail(input: AlertEmailInput): MailMessage {
  const { project } = input;
  const count = project.changes.length;
  const first = project.changes[0];
  return alertEmail(input, {
    subject:
      count === 1 && first?.keyword
        ? `Ranking alert on ${project.name}: “${first.keyword}” ${first.before} → ${first.after}`
        : `Ranking alert on ${project.name}: ${count} keywords moved`,
    intro:
      count === 1
        ? `A keyword ${project.name} tracks moved in Google, in two checks in a row:`
        : `${count} keywords ${project.name} tracks moved in Google, each in two checks in a row:`,
    listName: "Ranking Alerts",
  });
}

/** An immediate alert: greeting, what was found, the project's section, and the footer of its list. */
function alertEmail(
  input: AlertEmailInput,
  words: { subject: string; intro: string; listName: string },
): MailMessage {
  const { to, name, workspaceName, project, publicUrl, unsubscribeUrl } = input;
  const greeting = name ? `Hi ${name},` : "Hi,";
  const end = footer({
    publicUrl,
    workspaceId: project.workspaceId,
    workspaceName,
    listName: words.listName,
    unsubscribeUrl,
  });
  const text = [greeting, "", words.intro, "", ...projectText(publicUrl, project), ...end.text].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.intro)}</p>
${projectHtml(publicUrl, project, 0)}
${end.html}`;
  const chart = chartAttachment(project, 0);
  return {
    to,
    subject: headerSafe(words.subject),
    text,
    html,
    ...(chart ? { attachments: [chart] } : {}),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
