import { randomUUID } from "node:crypto";
import { type CreateSupportRequest, isPrioritySupport, PLANS, type SupportReceipt } from "@ranklens/shared";
import type { AppDeps, CurrentWorkspace } from "../app-env";
import type { CurrentUser } from "../auth/current-user";
import { type SupportRequestSnapshot, supportEmail } from "./support-email";

/**
 * Stores a signed-in user's support request with the workspace, plan, sender
 * and role attached, then mails it to SUPPORT_EMAIL (SMTP, or the outbox
 * without SMTP). Priority comes from the workspace's stored plan, also when
 * BILLING=off: with billing off every workspace gets Pro's allowances, but
 * priority is an order among requests, and marking every one of them priority
 * would order nothing; an operator who wants a workspace first puts it on Pro
 * (`ranklens users set-plan`). The request is saved before the mail is sent,
 * so a mail failure loses nothing: it is logged and `mailed_at` stays null.
 */
export async function submitSupportRequest(
  deps: Pick<AppDeps, "db" | "mailer" | "env" | "logger">,
  from: { workspace: CurrentWorkspace; user: CurrentUser },
  request: CreateSupportRequest,
  now: Date = new Date(),
): Promise<SupportReceipt> {
  const { workspace, user } = from;
  const snapshot: SupportRequestSnapshot = {
    id: randomUUID(),
    workspaceId: workspace.id,
    workspaceName: workspace.name,
    plan: workspace.plan,
    userName: user.name,
    userEmail: user.email,
    role: workspace.role,
    subject: request.subject,
    message: request.message,
    priority: isPrioritySupport(workspace.plan),
    createdAt: now.toISOString(),
  };
  await deps.db
    .insertInto("support_requests")
    .values({
      id: snapshot.id,
      workspace_id: snapshot.workspaceId,
      workspace_name: snapshot.workspaceName,
      plan: snapshot.plan,
      user_id: user.id,
      user_email: snapshot.userEmail,
      user_name: snapshot.userName,
      role: snapshot.role,
      subject: snapshot.subject,
      message: snapshot.message,
      priority: snapshot.priority ? 1 : 0,
      status: "open",
      created_at: snapshot.createdAt,
      mailed_at: null,
      closed_at: null,
    })
    .execute();
  try {
    await deps.mailer.send(supportEmail(deps.env.SUPPORT_EMAIL, snapshot));
    await deps.db
      .updateTable("support_requests")
      .set({ mailed_at: new Date().toISOString() })
      .where("id", "=", snapshot.id)
      .execute();
  } catch (error) {
    deps.logger.error("support request stored but not mailed", { id: snapshot.id, error: String(error) });
  }
  return {
    id: snapshot.id,
    priority: snapshot.priority,
    createdAt: snapshot.createdAt,
    responseTarget: PLANS[workspace.plan].supportResponseTarget,
  };
}
