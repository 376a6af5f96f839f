import { createRoute } from "@hono/zod-openapi";
import {
  AcceptInvitationSchema,
  CreateInvitationSchema,
  InvitationListSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  WorkspaceSchema,
} from "@ranklens/shared";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { planLimits } from "../../quota/plan-limits";
import { acceptInvitation } from "../accept-invitation";
import { activateWorkspace } from "../activate-workspace";
import { type CreatedInvitation, createInvitation } from "../create-invitation";
import { invitationEmail } from "../invitation-email";
import { listInvitations } from "../invitation-row";
import { getWorkspace } from "../list-workspaces";
import { previewInvitation } from "../preview-invitation";
import { resendInvitation } from "../resend-invitation";
import { revokeInvitation } from "../revoke-invitation";
import { workspaceNotFound } from "../workspace-errors";
import { logMemberActivity } from "./member-activity";
import { memberActor } from "./member-actor";
import { InvitationParams, sessionOnly, WorkspaceParams } from "./workspace-params";

const listRoute = createRoute({
  method: "get",
  path: "/workspaces/{id}/invitations",
  tags: ["Workspaces"],
  summary: "Open invitations, pending and expired, newest first (owner, admin)",
  security: sessionOnly,
  request: { params: WorkspaceParams },
  responses: { 200: jsonResponse(InvitationListSchema, "Invitations"), ...errorResponses(401, 403, 404) },
});

const createInvitationRoute = createRoute({
  method: "post",
  path: "/workspaces/{id}/invitations",
  tags: ["Workspaces"],
  summary: "Invite an address by e-mail (owner, admin); the link works once, for 7 days",
  description:
    "402 when members plus open invitations fill the plan's seats; 409 for a member or an address already invited.",
  security: sessionOnly,
  request: { params: WorkspaceParams, ...jsonBody(CreateInvitationSchema) },
  responses: {
    201: jsonResponse(InvitationSchema, "Invited"),
    ...errorResponses(400, 401, 402, 403, 404, 409),
  },
});

const resendRoute = createRoute({
  method: "post",
  path: "/workspaces/{id}/invitations/{invitationId}/resend",
  tags: ["Workspaces"],
  summary: "Send a fresh link (the old one stops working) valid for 7 more days (owner, admin)",
  security: sessionOnly,
  request: { params: InvitationParams },
  responses: { 200: jsonResponse(InvitationSchema, "Sent again"), ...errorResponses(401, 403, 404) },
});

const revokeRoute = createRoute({
  method: "delete",
  path: "/workspaces/{id}/invitations/{invitationId}",
  tags: ["Workspaces"],
  summary: "Revoke an invitation; its link stops working at once (owner, admin)",
  security: sessionOnly,
  request: { params: InvitationParams },
  responses: { 204: { description: "Revoked" }, ...errorResponses(401, 403, 404) },
});

const TokenQuery = z.object({ token: AcceptInvitationSchema.shape.token });

const previewRoute = createRoute({
  method: "get",
  path: "/invitations/preview",
  tags: ["Workspaces"],
  summary: "What an invitation link offers (workspace, role, inviter); no sign-in needed",
  security: [],
  request: { query: TokenQuery },
  responses: { 200: jsonResponse(InvitationPreviewSchema, "The invitation"), ...errorResponses(400, 404) },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/invitations/accept",
  tags: ["Workspaces"],
  summary: "Accept an invitation signed in with the invited address; the workspace becomes the active one",
  security: sessionOnly,
  request: jsonBody(AcceptInvitationSchema),
  responses: {
    200: jsonResponse(WorkspaceSchema, "Joined"),
    ...errorResponses(400, 401, 402, 403, 404, 409),
  },
});

export const invitationRoutes = createRouter();
invitationRoutes.use("/invitations/accept", requireUser({ sessionOnly: true }));

const seatsOf = (c: Context<AppEnv>) => (plan: "basic" | "pro") =>
  planLimits(plan, c.get("deps").billingEnabled).seats;

/** Mails the link. A failed send is logged, not fatal: the invitation exists and "Resend" tries again. */
async function sendInvitation(
  c: Context<AppEnv>,
  sent: CreatedInvitation,
  workspaceName: string,
  role: string,
) {
  const { mailer, env, logger } = c.get("deps");
  const url = `${env.publicUrl}/invite/${sent.token}`;
  await mailer
    .send(
      invitationEmail({
        to: sent.invitation.email,
        inviterName: currentUser(c).name,
        workspaceName,
        role: role as CreatedInvitation["invitation"]["role"],
        url,
      }),
    )
    .catch((error: unknown) => logger.error("invitation mail failed", { error: String(error) }));
}

invitationRoutes.openapi(listRoute, async (c) => {
  const actor = await memberActor(c, c.req.valid("param").id, "invitations.manage");
  const { db, now } = c.get("deps");
  return c.json({ items: await listInvitations(db, actor.workspaceId, now()) }, 200);
});

invitationRoutes.openapi(createInvitationRoute, async (c) => {
  const { id } = c.req.valid("param");
  const actor = await memberActor(c, id, "invitations.manage");
  const { workspace } = actor;
  const { email, role } = c.req.valid("json");
  const { db, now } = c.get("deps");
  const sent = await createInvitation(db, {
    actor,
    workspace,
    email,
    role,
    seats: seatsOf(c)(workspace.plan),
    now: now(),
  });
  await sendInvitation(c, sent, workspace.name, role);
  return c.json(sent.invitation, 201);
});

invitationRoutes.openapi(resendRoute, async (c) => {
  const { id, invitationId } = c.req.valid("param");
  const { workspace } = await memberActor(c, id, "invitations.manage");
  const { db, now } = c.get("deps");
  const seats = seatsOf(c)(workspace.plan);
  const sent = await resendInvitation(db, { workspace, invitationId, seats, now: now() });
  await sendInvitation(c, sent, workspace.name, sent.invitation.role);
  await logMemberActivity(c, workspace.id, {
    type: "invitation.resent",
    did: `sent the invitation to ${sent.invitation.email} again`,
  });
  return c.json(sent.invitation, 200);
});

invitationRoutes.openapi(revokeRoute, async (c) => {
  const { id, invitationId } = c.req.valid("param");
  const actor = await memberActor(c, id, "invitations.manage");
  await revokeInvitation(c.get("deps").db, actor, invitationId, c.get("deps").now());
  return c.body(null, 204);
});

invitationRoutes.openapi(previewRoute, async (c) => {
  const { db, now } = c.get("deps");
  return c.json(await previewInvitation(db, c.req.valid("query").token, now()), 200);
});

invitationRoutes.openapi(acceptRoute, async (c) => {
  const { db, now } = c.get("deps");
  const user = currentUser(c);
  const token = c.req.valid("json").token;
  const workspaceId = await acceptInvitation(db, { token, user, seats: seatsOf(c), now: now() });
  const sessionId = c.get("sessionId");
  if (sessionId) await activateWorkspace(db, sessionId, workspaceId);
  const workspace = await getWorkspace(db, user.id, workspaceId, c.get("deps").billingEnabled);
  if (!workspace) throw workspaceNotFound();
  return c.json(workspace, 200);
});
