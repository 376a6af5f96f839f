import { PLANS, ROLE_LABELS, type WorkspaceRole } from "@ranklens/shared";
import type { SupportQueueRow } from "../support/list-support-queue";

/** How much of a message the queue shows; the whole message is in the support mailbox. */
export const MESSAGE_PREVIEW_CHARS = 200;

/** "2026-11-24T09:15:07.123Z" → "2026-11-24 09:15 UTC". */
function minuteUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The first MESSAGE_PREVIEW_CHARS characters on one line, with "…" when there is more. */
export function messagePreview(message: string): string {
  const oneLine = message.replace(/\s+/g, " ").trim();
  return oneLine.length > MESSAGE_PREVIEW_CHARS ? `${oneLine.slice(0, MESSAGE_PREVIEW_CHARS)}…` : oneLine;
}

function planName(plan: string): string {
  return plan === "pro" || plan === "basic" ? PLANS[plan].name : plan;
}

function roleLabel(role: string): string {
  return role in ROLE_LABELS ? ROLE_LABELS[role as WorkspaceRole] : role;
}

/**
 * One request as a block of lines for `ranklens support list`: id, priority
 * and status on the first line (the id is what `support close` takes), then
 * when, where from, who, the subject and the start of the message. A deleted
 * workspace or account is said so; their names are the ones kept with the request.
 */
export function formatSupportRequest(row: SupportQueueRow): string[] {
  const priority = row.priority === 1 ? "PRIORITY" : "normal";
  const status = row.status === "closed" && row.closed_at ? `closed ${minuteUtc(row.closed_at)}` : row.status;
  const unmailed = row.mailed_at === null ? ", not mailed (answer from here)" : "";
  const workspace = row.workspace_id
    ? `${row.workspace_name} (${row.workspace_id})`
    : `${row.workspace_name} (deleted)`;
  const account = row.user_id ? "" : " (account deleted)";
  return [
    `${row.id}  ${priority}  ${status}${unmailed}`,
    `  Created:   ${minuteUtc(row.created_at)}`,
    `  Workspace: ${workspace}, ${planName(row.plan)} plan`,
    `  From:      ${row.user_name} <${row.user_email}>, ${roleLabel(row.role)}${account}`,
    `  Subject:   ${row.subject}`,
    `  Message:   ${messagePreview(row.message)}`,
  ];
}
