import { createRoute } from "@hono/zod-openapi";
import {
  CreateWorkspaceSchema,
  UpdateWorkspaceSchema,
  WorkspaceListSchema,
  WorkspaceSchema,
} from "@ranklens/shared";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { authorizeIn } from "../../policy/authorize";
import { currentWorkspace } from "../../policy/current-workspace";
import { activateWorkspace } from "../activate-workspace";
import { createWorkspace } from "../create-workspace";
import { deleteWorkspace } from "../delete-workspace";
import { getWorkspace, listWorkspaces } from "../list-workspaces";
import { renameWorkspace } from "../rename-workspace";
import { workspaceNotFound } from "../workspace-errors";
import { activityRoutes } from "./activity";
import { invitationRoutes } from "./invitations";
import { memberRoutes } from "./members";
import { sessionOnly, WorkspaceParams } from "./workspace-params";

const listRoute = createRoute({
  method: "get",
  path: "/workspaces",
  tags: ["Workspaces"],
  summary: "The workspaces the user belongs to, with their role in each, and the active one",
  security: sessionOnly,
  responses: {
    200: jsonResponse(WorkspaceListSchema, "Oldest membership first"),
    ...errorResponses(401, 403),
  },
});

const createWorkspaceRoute = createRoute({
  method: "post",
  path: "/workspaces",
  tags: ["Workspaces"],
  summary: "Create a workspace (Basic plan, the caller as owner); it becomes the session's active one",
  security: sessionOnly,
  request: jsonBody(CreateWorkspaceSchema),
  responses: { 201: jsonResponse(WorkspaceSchema, "Created"), ...errorResponses(400, 401, 403, 409) },
});

const renameRoute = createRoute({
  method: "patch",
  path: "/workspaces/{id}",
  tags: ["Workspaces"],
  summary: "Rename a workspace (owner, admin)",
  security: sessionOnly,
  request: { params: WorkspaceParams, ...jsonBody(UpdateWorkspaceSchema) },
  responses: { 200: jsonResponse(WorkspaceSchema, "Renamed"), ...errorResponses(400, 401, 403, 404) },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/workspaces/{id}",
  tags: ["Workspaces"],
  summary: "Delete a workspace and everything in it (owner); refused while a paid subscription runs",
  security: sessionOnly,
  request: { params: WorkspaceParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 409) },
});

const activateRoute = createRoute({
  method: "post",
  path: "/workspaces/{id}/activate",
  tags: ["Workspaces"],
  summary: "Make this the session's active workspace: every other route acts on it",
  security: sessionOnly,
  request: { params: WorkspaceParams },
  responses: { 200: jsonResponse(WorkspaceSchema, "Now active"), ...errorResponses(401, 403, 404) },
});

/** Workspaces, their members, invitations and activity. */
export const workspaceRoutes = createRouter();
workspaceRoutes.use("/workspaces", requireUser({ sessionOnly: true }));
workspaceRoutes.use("/workspaces/*", requireUser({ sessionOnly: true }));

const billingEnabled = (c: Context<AppEnv>) => c.get("deps").billingEnabled;

/** The workspace as the caller sees it now (after a change). */
async function workspaceView(c: Context<AppEnv>, workspaceId: string) {
  const workspace = await getWorkspace(c.get("deps").db, currentUser(c).id, workspaceId, billingEnabled(c));
  if (!workspace) throw workspaceNotFound();
  return workspace;
}

workspaceRoutes.openapi(listRoute, async (c) => {
  const { db } = c.get("deps");
  const active = await currentWorkspace(c);
  const items = await listWorkspaces(db, currentUser(c).id, billingEnabled(c));
  return c.json({ items, activeId: active.id }, 200);
});

workspaceRoutes.openapi(createWorkspaceRoute, async (c) => {
  const { db } = c.get("deps");
  const user = currentUser(c);
  const id = await createWorkspace(db, {
    userId: user.id,
    userName: user.name,
    name: c.req.valid("json").name,
  });
  const sessionId = c.get("sessionId");
  if (sessionId) await activateWorkspace(db, sessionId, id);
  return c.json(await workspaceView(c, id), 201);
});

workspaceRoutes.openapi(renameRoute, async (c) => {
  const { db } = c.get("deps");
  const { id } = c.req.valid("param");
  await authorizeIn(c, id, "workspace.rename");
  const user = currentUser(c);
  await renameWorkspace(
    db,
    { workspaceId: id, userId: user.id, userName: user.name },
    c.req.valid("json").name,
  );
  return c.json(await workspaceView(c, id), 200);
});

workspaceRoutes.openapi(deleteRoute, async (c) => {
  const { db, jobs } = c.get("deps");
  const { id } = c.req.valid("param");
  await authorizeIn(c, id, "workspace.delete");
  await deleteWorkspace(db, jobs, id);
  return c.body(null, 204);
});

workspaceRoutes.openapi(activateRoute, async (c) => {
  const { db } = c.get("deps");
  const { id } = c.req.valid("param");
  await authorizeIn(c, id, "workspace.switch");
  const sessionId = c.get("sessionId");
  if (sessionId) await activateWorkspace(db, sessionId, id);
  return c.json(await workspaceView(c, id), 200);
});

workspaceRoutes.route("/", memberRoutes);
workspaceRoutes.route("/", invitationRoutes);
workspaceRoutes.route("/", activityRoutes);
