import { createRoute } from "@hono/zod-openapi";
import {
  MemberListSchema,
  MemberSchema,
  TransferOwnershipSchema,
  UpdateMemberSchema,
} from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { changeMemberRole } from "../change-member-role";
import { listMembers } from "../list-members";
import { removeMember } from "../remove-member";
import { transferOwnership } from "../transfer-ownership";
import { memberActor } from "./member-actor";
import { MemberParams, sessionOnly, WorkspaceParams } from "./workspace-params";

const listRoute = createRoute({
  method: "get",
  path: "/workspaces/{id}/members",
  tags: ["Workspaces"],
  summary: "The workspace's members and their roles, owners first",
  security: sessionOnly,
  request: { params: WorkspaceParams },
  responses: { 200: jsonResponse(MemberListSchema, "Members"), ...errorResponses(401, 403, 404) },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/workspaces/{id}/members/{userId}",
  tags: ["Workspaces"],
  summary: "Change a member's role (owner, admin; only owners grant or change the owner role)",
  security: sessionOnly,
  request: { params: MemberParams, ...jsonBody(UpdateMemberSchema) },
  responses: {
    200: jsonResponse(MemberSchema, "The member now"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/workspaces/{id}/members/{userId}",
  tags: ["Workspaces"],
  summary: "Remove a member, or leave (your own user id); access ends at their next request",
  description:
    "The last owner can neither leave nor be removed (409). The member's API keys for the workspace are revoked.",
  security: sessionOnly,
  request: { params: MemberParams },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 404, 409) },
});

const transferRoute = createRoute({
  method: "post",
  path: "/workspaces/{id}/transfer",
  tags: ["Workspaces"],
  summary: "Transfer ownership to another member (owner); the caller becomes admin",
  security: sessionOnly,
  request: { params: WorkspaceParams, ...jsonBody(TransferOwnershipSchema) },
  responses: { 204: { description: "Transferred" }, ...errorResponses(400, 401, 403, 404) },
});

export const memberRoutes = createRouter();

memberRoutes.openapi(listRoute, async (c) => {
  const actor = await memberActor(c, c.req.valid("param").id, "members.read");
  return c.json({ items: await listMembers(c.get("deps").db, actor.workspaceId) }, 200);
});

memberRoutes.openapi(updateRoute, async (c) => {
  const { id, userId } = c.req.valid("param");
  const actor = await memberActor(c, id, "members.manage");
  return c.json(await changeMemberRole(c.get("deps").db, actor, userId, c.req.valid("json").role), 200);
});

memberRoutes.openapi(removeRoute, async (c) => {
  const { id, userId } = c.req.valid("param");
  const leaving = userId === c.get("user")?.id;
  // Anyone may leave; removing someone else is managing members.
  const actor = await memberActor(c, id, leaving ? "members.read" : "members.manage");
  await removeMember(c.get("deps").db, actor, userId);
  return c.body(null, 204);
});

memberRoutes.openapi(transferRoute, async (c) => {
  const actor = await memberActor(c, c.req.valid("param").id, "ownership.transfer");
  await transferOwnership(c.get("deps").db, actor, c.req.valid("json").userId);
  return c.body(null, 204);
});
