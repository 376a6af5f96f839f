import { createRoute } from "@hono/zod-openapi";
import {
  ProviderConnectionSchema,
  ProviderCredentialsBodySchema,
  ProviderTestSchema,
  SEARCH_PROVIDER_NAMES,
  type SearchProvider,
  SearchProviderSchema,
} from "@ranklens/shared";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { AppError } from "../../errors";
import { createRouter, errorResponses, invalidRequest, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize, authorizeActor } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { ProviderError } from "../provider-error";
import {
  openProviderCredentials,
  readProviderConnection,
  removeProviderCredentials,
  saveProviderCredentials,
} from "../providers/provider-store";
import {
  type ProviderContext,
  presentConnection,
  providerDefinition,
  shownConnection,
} from "../providers/registry";

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
    "DataForSEO takes the API login and password of app.dataforseo.com/api-access (and the market of its keyword " +
    "numbers); SerpApi takes the API key of serpapi.com/manage-api-key, shown afterwards by its last four characters. " +
    "Search Console takes none here: it connects through Google's consent page (400). The credentials are sealed with " +
    "the server's SECRETS_KEY (AES-256-GCM), bound to the workspace, and never returned or logged; without the key the " +
    "server refuses (501 NOT_CONFIGURED). Storing does not call the provider: use the test endpoint.",
  request: { params: ProviderParam, ...jsonBody(ProviderCredentialsBodySchema) },
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
  summary:
    "Test the stored credentials: reads the account at the provider, free of charge (DataForSEO: login and balance; SerpApi: e-mail and searches left this month)",
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
  const connection = await readProviderConnection(db, secrets, workspace.id, c.req.valid("param").provider);
  return c.json(presentConnection(connection), 200);
});

providersRoutes.openapi(
  putRoute,
  async (c) => {
    const { db, secrets, now } = c.get("deps");
    const actor = await authorizeActor(c, "providers.manage");
    const { provider } = c.req.valid("param");
    // The union the API reference shows let the body through; the provider's own schema decides.
    const credentials = credentialsFor(provider, await c.req.json());
    const connection = await saveProviderCredentials(
      db,
      secrets,
      { workspaceId: actor.workspaceId, userId: actor.userId },
      provider,
      credentials as never,
      now(),
      shownConnection(provider, credentials),
    );
    await logMemberActivity(c, actor.workspaceId, {
      type: "provider.connected",
      did: `connected ${SEARCH_PROVIDER_NAMES[provider]} (account ${connection.login})`,
    });
    return c.json(connection, 200);
  },
  // A body no provider takes: said in the words of the provider the path names.
  (result, c) => {
    if (result.success) return;
    if (result.target === "json") {
      const provider = SearchProviderSchema.safeParse(c.req.param("provider"));
      // The validator hands a failed hook the body as sent (`data`), untyped here.
      if (provider.success) credentialsFor(provider.data, (result as { data?: unknown }).data);
    }
    throw invalidRequest(result.error);
  },
);

providersRoutes.openapi(deleteRoute, async (c) => {
  const { db, secrets } = c.get("deps");
  const actor = await authorizeActor(c, "providers.manage");
  const { provider } = c.req.valid("param");
  const { disconnect } = providerDefinition(provider);
  if (disconnect) {
    const credentials = await openProviderCredentials(db, secrets, actor.workspaceId, provider);
    if (credentials !== null) await disconnect(credentials, contextOf(c, actor.workspaceId));
  }
  if (!(await removeProviderCredentials(db, actor.workspaceId, provider)))
    throw new AppError("NOT_FOUND", `${SEARCH_PROVIDER_NAMES[provider]} is not connected`);
  await logMemberActivity(c, actor.workspaceId, {
    type: "provider.disconnected",
    did: `disconnected ${SEARCH_PROVIDER_NAMES[provider]}`,
  });
  return c.body(null, 204);
});

providersRoutes.openapi(testRoute, async (c) => {
  const { db, secrets, now } = c.get("deps");
  const actor = await authorizeActor(c, "providers.manage");
  const { provider } = c.req.valid("param");
  const credentials = await openProviderCredentials(db, secrets, actor.workspaceId, provider);
  if (credentials === null)
    throw new AppError("NOT_FOUND", `${SEARCH_PROVIDER_NAMES[provider]} is not connected`);
  const { test } = providerDefinition(provider);
  if (!test)
    throw new AppError(
      "NOT_CONFIGURED",
      `${SEARCH_PROVIDER_NAMES[provider]} cannot be tested on this server`,
      {
        expected: true,
      },
    );
  try {
    const account = await test(credentials, contextOf(c, actor.workspaceId));
    return c.json({ provider, ...account, testedAt: now().toISOString() }, 200);
  } catch (error) {
    if (error instanceof ProviderError) throw error.toAppError();
    throw error;
  }
});

/**
 * The body as the provider's credentials, or a 400 in the spec's words (the first problem, as
 * every route's validation says it); a provider that takes no credentials body says how it
 * connects instead.
 */
function credentialsFor(provider: SearchProvider, body: unknown): unknown {
  const { credentials, connectHint } = providerDefinition(provider);
  if (!credentials)
    throw new AppError(
      "INVALID_REQUEST",
      connectHint ?? `${SEARCH_PROVIDER_NAMES[provider]} takes no credentials`,
    );
  const parsed = credentials.schema.safeParse(body);
  if (!parsed.success) throw invalidRequest(parsed.error);
  return parsed.data;
}

function contextOf(c: Context<AppEnv>, workspaceId: string): ProviderContext {
  const { db, secrets, env, now } = c.get("deps");
  return { db, secrets, env, workspaceId, now };
}
