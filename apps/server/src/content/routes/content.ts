import { createRoute } from "@hono/zod-openapi";
import {
  ContentItemSchema,
  ContentListQuerySchema,
  ContentListSchema,
  CreateContentSchema,
  MESSAGES,
  UpdateContentSchema,
} from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize, authorizeActor } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { consumeContentWriteRateLimit } from "../consume-content-write-rate-limit";
import { createContent } from "../create-content";
import { deleteContent } from "../delete-content";
import { getContent } from "../get-content";
import { listContent } from "../list-content";
import { updateContent } from "../update-content";
import { ContentParamsSchema } from "./content-params";
import { revisionRoutes } from "./revision-routes";

const listContentRoute = createRoute({
  method: "get",
  path: "/content",
  tags: ["Content"],
  summary: "The user's content items, newest updated first, without bodies",
  request: { query: ContentListQuerySchema },
  responses: {
    200: jsonResponse(ContentListSchema, "One page of items and the total matching the filters"),
    ...errorResponses(400, 401),
  },
});

const createContentRoute = createRoute({
  method: "post",
  path: "/content",
  tags: ["Content"],
  summary: "Create an item with a client-generated id (idempotent: the same id again returns it)",
  request: jsonBody(CreateContentSchema),
  responses: {
    201: jsonResponse(ContentItemSchema, "Created, at version 1"),
    200: jsonResponse(ContentItemSchema, "Already created by an earlier request with this id; unchanged"),
    ...errorResponses(400, 401, 403, 409, 413, 429),
  },
});

const getContentRoute = createRoute({
  method: "get",
  path: "/content/{id}",
  tags: ["Content"],
  summary: "One item, with its body",
  request: { params: ContentParamsSchema },
  responses: { 200: jsonResponse(ContentItemSchema, "The item"), ...errorResponses(401, 404) },
});

const updateContentRoute = createRoute({
  method: "put",
  path: "/content/{id}",
  tags: ["Content"],
  summary: "Replace an item's fields; `version` must be the latest, else 409 and nothing is saved",
  request: { params: ContentParamsSchema, ...jsonBody(UpdateContentSchema) },
  responses: {
    200: jsonResponse(ContentItemSchema, "The item at its new version"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 429),
  },
});

const deleteContentRoute = createRoute({
  method: "delete",
  path: "/content/{id}",
  tags: ["Content"],
  summary: "Delete an item and all its revisions",
  request: { params: ContentParamsSchema },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

/** The content library: items (CRUD with optimistic locking) and their revisions. */
export const contentRoutes = createRouter();
// Saving without a session says so in the spec's words ('You must be logged in to save content').
const requireContentUser = requireUser({ savingMessage: MESSAGES.mustBeLoggedIn });
contentRoutes.use("/content", requireContentUser);
contentRoutes.use("/content/*", requireContentUser);

contentRoutes.openapi(listContentRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "content.read");
  return c.json(await listContent(db, workspace.id, c.req.valid("query")), 200);
});

contentRoutes.openapi(createContentRoute, async (c) => {
  const { db, env } = c.get("deps");
  const actor = await authorizeActor(c, "content.write");
  // After validation, so a malformed request does not use up the user's allowance.
  await consumeContentWriteRateLimit(db, env, actor.userId);
  const { item, created } = await createContent(db, actor, c.req.valid("json"));
  if (!created) return c.json(item, 200);
  await logMemberActivity(c, actor.workspaceId, { type: "content.created", did: `created “${item.title}”` });
  return c.json(item, 201);
});

contentRoutes.openapi(getContentRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "content.read");
  return c.json(await getContent(db, workspace.id, c.req.valid("param").id), 200);
});

contentRoutes.openapi(updateContentRoute, async (c) => {
  const { db, env } = c.get("deps");
  const actor = await authorizeActor(c, "content.write");
  await consumeContentWriteRateLimit(db, env, actor.userId);
  const item = await updateContent(db, actor, c.req.valid("param").id, c.req.valid("json"));
  // Every save is a revision in the item's history (ADR 005); the log keeps one line per stretch of work.
  await logMemberActivity(c, actor.workspaceId, {
    type: "content.updated",
    did: `saved “${item.title}”`,
    coalesceWithinMs: 30 * 60_000,
  });
  return c.json(item, 200);
});

contentRoutes.openapi(deleteContentRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "content.delete");
  const title = await deleteContent(db, workspace.id, c.req.valid("param").id);
  await logMemberActivity(c, workspace.id, {
    type: "content.deleted",
    did: `deleted the content “${title}”`,
  });
  return c.body(null, 204);
});

contentRoutes.route("/", revisionRoutes);
