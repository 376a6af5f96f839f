import { PLANS, type PlanId, ROLE_LABELS, type WorkspaceRole } from "@ranklens/shared";
import { headerSafe } from "../mail/header-safe";
import type { MailMessage } from "../mail/mailer";

/** What a support mail starts its subject with when the workspace's plan has priority support. */
export const PRIORITY_SUBJECT_PREFIX = "[Priority] ";

/** A support request as it was stored, with who sent it from where. */
export interface SupportRequestSnapshot {
  id: string;
  workspaceId: string;
  workspaceName: string;
  plan: PlanId;
  userName: string;
  userEmail: string;
  role: WorkspaceRole;
  subject: string;
  message: string;
  priority: boolean;
  createdAt: string;
}

/**
 * The e-mail that brings a support request to SUPPORT_EMAIL. A priority
 * request's subject starts with "[Priority] ", so a mailbox rule or a glance
 * at the inbox sorts it first; replying answers the sender (Reply-To); the
 * plain-text body lists the workspace, plan, sender and role, so support
 * knows who asks without looking anything up.
 */
export function supportEmail(to: string, request: SupportRequestSnapshot): MailMessage {
  const plan = PLANS[request.plan].name;
  const target = PLANS[request.plan].supportResponseTarget;
  const subject = `${request.priority ? PRIORITY_SUBJECT_PREFIX : ""}[RankLens support] ${request.subject} — ${request.workspaceName} (${plan})`;
  return {
    to,
    replyTo: headerSafe(request.userEmail),
    subject: headerSafe(subject).slice(0, 250),
    text: [
      `Reference: ${request.id}`,
      `Priority: ${request.priority ? "yes" : "no"} (${plan} plan: first reply ${target})`,
      `Workspace: ${request.workspaceName} (${request.workspaceId})`,
      `Plan: ${plan}`,
      `From: ${request.userName} <${request.userEmail}>`,
      `Role: ${ROLE_LABELS[request.role]}`,
      `Sent: ${request.createdAt}`,
      `Subject: ${request.subject}`,
      "",
      request.message,
      "",
      "—",
      "Sent with the signed-in support form of RankLens. Reply to this e-mail to answer the sender;",
      `\`ranklens support close ${request.id}\` closes the request on the server.`,
    ].join("\n"),
  };
}
