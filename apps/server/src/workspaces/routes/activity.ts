import { createRoute } from "@hono/zod-openapi";
import { ActivityListSchema, ActivityQuerySchema } from "@ranklens/shared";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { listActivity } from "../activity";
import { memberActor } from "./member-actor";
import { sessionOnly, WorkspaceParams } from "./workspace-params";

const listRoute = createRoute({
  method: "get",
  path: "/workspaces/{id}/activity",
  tags: ["Workspaces"],
  summary: "The workspace's activity log, newest first, kept 180 days (owner, admin)",
  security: sessionOnly,
  request: { params: WorkspaceParams, query: ActivityQuerySchema },
  responses: { 200: jsonResponse(ActivityListSchema, "One page"), ...errorResponses(400, 401, 403, 404) },
});

export const activityRoutes = createRouter();

activityRoutes.openapi(listRoute, async (c) => {
  const actor = await memberActor(c, c.req.valid("param").id, "activity.read");
  const { db, now } = c.get("deps");
  return c.json(await listActivity(db, actor.workspaceId, c.req.valid("query"), now()), 200);
});
