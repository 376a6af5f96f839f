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
import { currentUser, requireUser } from "../../middleware/require-user";
import { consumeContentWriteRateLimit } from "../../services/content/consume-content-write-rate-limit";
import { createContent } from "../../services/content/create-content";
import { deleteContent } from "../../services/content/delete-content";
import { getContent } from "../../services/content/get-content";
import { listContent } from "../../services/content/list-content";
import { updateContent } from "../../services/content/update-content";
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
  return c.json(await listContent(db, currentUser(c).id, c.req.valid("query")), 200);
});

contentRoutes.openapi(createContentRoute, async (c) => {
  const { db, env } = c.get("deps");
  // After validation, so a malformed request does not use up the user's allowance.
  await consumeContentWriteRateLimit(db, env, currentUser(c).id);
  const { item, created } = await createContent(db, currentUser(c).id, c.req.valid("json"));
  return created ? c.json(item, 201) : c.json(item, 200);
});

contentRoutes.openapi(getContentRoute, async (c) => {
  const { db } = c.get("deps");
  return c.json(await getContent(db, currentUser(c).id, c.req.valid("param").id), 200);
});

contentRoutes.openapi(updateContentRoute, async (c) => {
  const { db, env } = c.get("deps");
  await consumeContentWriteRateLimit(db, env, currentUser(c).id);
  const item = await updateContent(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
  return c.json(item, 200);
});

contentRoutes.openapi(deleteContentRoute, async (c) => {
  const { db } = c.get("deps");
  await deleteContent(db, currentUser(c).id, c.req.valid("param").id);
  return c.body(null, 204);
});

contentRoutes.route("/", revisionRoutes);
