import { createRoute } from "@hono/zod-openapi";
import {
  ContentItemSchema,
  ContentRevisionListQuerySchema,
  ContentRevisionListSchema,
  ContentRevisionSchema,
  RestoreRevisionSchema,
} from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { authorize, authorizeActor } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { consumeContentWriteRateLimit } from "../consume-content-write-rate-limit";
import { findRevision } from "../find-revision";
import { listRevisions } from "../list-revisions";
import { restoreRevision } from "../restore-revision";
import { toRevision } from "../revision-row";
import { ContentParamsSchema, RevisionParamsSchema } from "./content-params";

const listRevisionsRoute = createRoute({
  method: "get",
  path: "/content/{id}/revisions",
  tags: ["Content"],
  summary: "An item's revisions, newest version first, without bodies (each with its body length)",
  request: { params: ContentParamsSchema, query: ContentRevisionListQuerySchema },
  responses: {
    200: jsonResponse(ContentRevisionListSchema, "One page of revisions and the total"),
    ...errorResponses(400, 401, 404),
  },
});

const getRevisionRoute = createRoute({
  method: "get",
  path: "/content/{id}/revisions/{revisionId}",
  tags: ["Content"],
  summary: "One revision, with its body",
  request: { params: RevisionParamsSchema },
  responses: { 200: jsonResponse(ContentRevisionSchema, "The revision"), ...errorResponses(401, 404) },
});

const restoreRevisionRoute = createRoute({
  method: "post",
  path: "/content/{id}/revisions/{revisionId}/restore",
  tags: ["Content"],
  summary: "Bring a revision back as a new version (based on the latest `version`, like a save)",
  request: { params: RevisionParamsSchema, ...jsonBody(RestoreRevisionSchema) },
  responses: {
    200: jsonResponse(ContentItemSchema, "The item at its new version"),
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

/** History of content items: list, read and restore revisions. Mounted behind the content auth guard. */
export const revisionRoutes = createRouter();

revisionRoutes.openapi(listRevisionsRoute, async (c) => {
  const { db } = c.get("deps");
  const { id } = c.req.valid("param");
  const workspace = await authorize(c, "content.read");
  return c.json(await listRevisions(db, workspace.id, id, c.req.valid("query")), 200);
});

revisionRoutes.openapi(getRevisionRoute, async (c) => {
  const { db } = c.get("deps");
  const { id, revisionId } = c.req.valid("param");
  const workspace = await authorize(c, "content.read");
  return c.json(toRevision(await findRevision(db, workspace.id, id, revisionId)), 200);
});

revisionRoutes.openapi(restoreRevisionRoute, async (c) => {
  const { db, env } = c.get("deps");
  const actor = await authorizeActor(c, "content.write");
  await consumeContentWriteRateLimit(db, env, actor.userId);
  const { id, revisionId } = c.req.valid("param");
  const { version } = c.req.valid("json");
  const item = await restoreRevision(db, actor, id, revisionId, version);
  await logMemberActivity(c, actor.workspaceId, {
    type: "content.restored",
    did: `restored an earlier version of “${item.title}” (now version ${item.version})`,
  });
  return c.json(item, 200);
});
