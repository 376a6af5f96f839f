import { createRoute } from "@hono/zod-openapi";
import { ApiKeyListSchema, CreateApiKeySchema, CreatedApiKeySchema } from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { currentWorkspace } from "../../policy/current-workspace";
import { planLimits } from "../../quota/plan-limits";
import { recordActivity } from "../../workspaces/record-activity";
import { createApiKey } from "../create-api-key";
import { listApiKeys } from "../list-api-keys";
import { revokeApiKey } from "../revoke-api-key";

/** Managing keys needs the browser session; the OpenAPI document says so. */
const sessionOnly = [{ sessionCookie: [] }];

const KeyIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});

const listKeysRoute = createRoute({
  method: "get",
  path: "/api-keys",
  tags: ["API keys"],
  summary: "The signed-in user's active API keys (never the secrets)",
  security: sessionOnly,
  responses: {
    200: jsonResponse(ApiKeyListSchema, "Active keys, newest first"),
    ...errorResponses(401, 403),
  },
});

const createKeyRoute = createRoute({
  method: "post",
  path: "/api-keys",
  tags: ["API keys"],
  summary: "Create an API key (Pro plan); the whole key is in this answer only",
  description:
    "Use the key as `Authorization: Bearer <key>` on /api/v1/analyses, /api/v1/content and /api/v1/usage. " +
    "The server stores only its SHA-256. 402 when the plan has no API access.",
  security: sessionOnly,
  request: jsonBody(CreateApiKeySchema),
  responses: {
    201: jsonResponse(CreatedApiKeySchema, "The new key, shown once"),
    ...errorResponses(400, 401, 402, 403, 409),
  },
});

const revokeKeyRoute = createRoute({
  method: "delete",
  path: "/api-keys/{id}",
  tags: ["API keys"],
  summary: "Revoke an API key; it stops working at once",
  security: sessionOnly,
  request: { params: KeyIdParam },
  responses: { 204: { description: "Revoked" }, ...errorResponses(401, 403, 404) },
});

export const apiKeyRoutes = createRouter();
apiKeyRoutes.use("/api-keys", requireUser({ sessionOnly: true }));
apiKeyRoutes.use("/api-keys/*", requireUser({ sessionOnly: true }));

apiKeyRoutes.openapi(listKeysRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "apiKey.read");
  return c.json({ items: await listApiKeys(db, workspace.id) }, 200);
});

apiKeyRoutes.openapi(createKeyRoute, async (c) => {
  const { db, billingEnabled } = c.get("deps");
  const workspace = await authorize(c, "apiKey.create");
  const user = currentUser(c);
  const created = await createApiKey(db, {
    workspaceId: workspace.id,
    userId: user.id,
    userName: user.name,
    name: c.req.valid("json").name,
    apiAccess: planLimits(workspace.plan, billingEnabled).apiAccess,
  });
  await recordActivity(db, {
    workspaceId: workspace.id,
    actorId: user.id,
    type: "api_key.created",
    summary: `${user.name} created the API key “${created.name}” (${created.prefix}…${created.lastFour})`,
  });
  return c.json(created, 201);
});

apiKeyRoutes.openapi(revokeKeyRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await currentWorkspace(c);
  const user = currentUser(c);
  const name = await revokeApiKey(db, { workspace, userId: user.id, keyId: c.req.valid("param").id });
  await recordActivity(db, {
    workspaceId: workspace.id,
    actorId: user.id,
    type: "api_key.revoked",
    summary: `${user.name} revoked the API key “${name}”`,
  });
  return c.body(null, 204);
});
