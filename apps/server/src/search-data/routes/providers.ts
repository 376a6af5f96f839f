import { createRoute } from "@hono/zod-openapi";
import {
  DataForSeoCredentialsSchema,
  ProviderConnectionSchema,
  ProviderTestSchema,
  SEARCH_PROVIDER_NAMES,
  SearchProviderSchema,
} from "@ranklens/shared";
import { AppError } from "../../errors";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize, authorizeActor } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { dataForSeoAccount } from "../dataforseo/dataforseo-account";
import { DATAFORSEO_API, DataForSeoClient } from "../dataforseo/dataforseo-client";
import { ProviderError } from "../provider-error";
import {
  openProviderCredentials,
  readProviderConnection,
  removeProviderCredentials,
  saveProviderCredentials,
} from "../providers/provider-store";

const ProviderParam = z.object({ provider: SearchProviderSchema });
const TAGS = ["Search data"];

const getRoute = createRoute({
  method: "get",
  path: "/providers/{provider}",
  tags: TAGS,
  summary:
    "Whether the workspace connected a search-data provider, and its account's login (never the secret)",
  request: { params: ProviderParam },
  responses: {
    200: jsonResponse(ProviderConnectionSchema, "The connection"),
    ...errorResponses(400, 401, 403),
  },
});

const putRoute = createRoute({
  method: "put",
  path: "/providers/{provider}",
  tags: TAGS,
  summary: "Connect the workspace's account at a search-data provider",
  description:
    "DataForSEO takes the API login and password of app.dataforseo.com/api-access. They are sealed with the server's " +
    "SECRETS_KEY (AES-256-GCM), bound to the workspace, and never returned or logged; without the key the server refuses " +
    "(501 NOT_CONFIGURED). Storing does not call the provider: use the test endpoint.",
  request: { params: ProviderParam, ...jsonBody(DataForSeoCredentialsSchema) },
  responses: {
    200: jsonResponse(ProviderConnectionSchema, "The connection now"),
    ...errorResponses(400, 401, 403, 501),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/providers/{provider}",
  tags: TAGS,
  summary: "Disconnect a search-data provider: its credentials are deleted",
  request: { params: ProviderParam },
  responses: { 204: { description: "Disconnected" }, ...errorResponses(400, 401, 403, 404) },
});

const testRoute = createRoute({
  method: "post",
  path: "/providers/{provider}/test",
  tags: TAGS,
  summary: "Test the stored credentials: reads the account at the provider (free of charge)",
  description:
    "502 UPSTREAM_FAILED when the provider refuses the credentials or the account cannot pay, 503 UNAVAILABLE when it is " +
    "down or asks to slow down (with `retryAfterSeconds`); `details.reason` says which.",
  request: { params: ProviderParam },
  responses: {
    200: jsonResponse(ProviderTestSchema, "The account the credentials open"),
    ...errorResponses(400, 401, 403, 404, 501, 502, 503),
  },
});

export const providersRoutes = createRouter();
providersRoutes.use("/providers/*", requireUser());

providersRoutes.openapi(getRoute, async (c) => {
  const { db, secrets } = c.get("deps");
  const workspace = await authorize(c, "providers.read");
  return c.json(await readProviderConnection(db, secrets, workspace.id, c.req.valid("param").provider), 200);
});

providersRoutes.openapi(putRoute, async (c) => {
  const { db, secrets, now } = c.get("deps");
  const actor = await authorizeActor(c, "providers.manage");
  const { provider } = c.req.valid("param");
  const connection = await saveProviderCredentials(
    db,
    secrets,
    { workspaceId: actor.workspaceId, userId: actor.userId },
    provider,
    c.req.valid("json"),
    now(),
  );
  await logMemberActivity(c, actor.workspaceId, {
    type: "provider.connected",
    did: `connected ${SEARCH_PROVIDER_NAMES[provider]} (account ${connection.login})`,
  });
  return c.json(connection, 200);
});

providersRoutes.openapi(deleteRoute, async (c) => {
  const { db } = c.get("deps");
  const actor = await authorizeActor(c, "providers.manage");
  const { provider } = c.req.valid("param");
  if (!(await removeProviderCredentials(db, actor.workspaceId, provider)))
    throw new AppError("NOT_FOUND", `${SEARCH_PROVIDER_NAMES[provider]} is not connected`);
  await logMemberActivity(c, actor.workspaceId, {
    type: "provider.disconnected",
    did: `disconnected ${SEARCH_PROVIDER_NAMES[provider]}`,
  });
  return c.body(null, 204);
});

providersRoutes.openapi(testRoute, async (c) => {
  const { db, secrets, env, now } = c.get("deps");
  const actor = await authorizeActor(c, "providers.manage");
  const { provider } = c.req.valid("param");
  const credentials = await openProviderCredentials(db, secrets, actor.workspaceId, provider);
  if (!credentials) throw new AppError("NOT_FOUND", `${SEARCH_PROVIDER_NAMES[provider]} is not connected`);
  try {
    const account = await dataForSeoAccount(
      new DataForSeoClient(credentials, env.DATAFORSEO_API_BASE ?? DATAFORSEO_API),
    );
    return c.json(
      { provider, login: account.login, balance: account.balance, testedAt: now().toISOString() },
      200,
    );
  } catch (error) {
    if (error instanceof ProviderError) throw error.toAppError();
    throw error;
  }
});
