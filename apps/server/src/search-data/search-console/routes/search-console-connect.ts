import { createRoute } from "@hono/zod-openapi";
import { SearchConsoleConnectionSchema, SearchConsolePropertiesSchema } from "@ranklens/shared";
import { AppError } from "../../../errors";
import { createRouter, errorResponses, jsonResponse, z } from "../../../lib/openapi";
import { currentUser, requireUser } from "../../../middleware/require-user";
import { authorize, authorizeActor, authorizeIn } from "../../../policy/authorize";
import { logMemberActivity } from "../../../workspaces/routes/member-activity";
import { ProviderError } from "../../provider-error";
import { dropAccessToken } from "../access-token";
import {
  disconnectSearchConsole,
  notConfiguredReason,
  searchConsoleConnection,
  searchConsoleProperties,
} from "../connection";
import { authorizationUrl, exchangeCode, RevokedGrantError } from "../google-oauth";
import { consumeOauthState, createOauthState } from "../oauth-state";
import { saveGrant } from "../search-console-grant";
import { callbackUrl, searchConsoleDeps, SEARCH_CONSOLE_TAGS as TAGS } from "./deps";

const ConnectQuery = z.object({
  /** A path of this site to come back to (the settings page by default). */
  returnTo: z.string().max(512).optional(),
});
const CallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});

const connectRoute = createRoute({
  method: "get",
  path: "/providers/search-console/connect",
  tags: TAGS,
  summary: "Start connecting Google Search Console: redirects to Google's consent page",
  description:
    "Admins only. Asks for read-only Search Console access (webmasters.readonly) and the account's e-mail, offline " +
    "(a refresh token), with a single-use `state` bound to you and the workspace that expires in 10 minutes. 501 " +
    "NOT_CONFIGURED when the server has no Google OAuth client (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET) or no SECRETS_KEY.",
  request: { query: ConnectQuery },
  responses: { 302: { description: "To Google's consent page" }, ...errorResponses(401, 403, 501) },
});

const callbackRoute = createRoute({
  method: "get",
  path: "/providers/search-console/callback",
  tags: TAGS,
  summary: "Google's redirect after consent: stores the grant and returns to the settings page",
  description:
    "Checks `state` (same user, unused, unexpired), trades the code for tokens at Google's token endpoint and keeps " +
    "the refresh token sealed with SECRETS_KEY. Always redirects back: `?searchConsole=connected`, or " +
    "`?searchConsoleError=` with the reason.",
  request: { query: CallbackQuery },
  responses: { 302: { description: "Back to RankLens" }, ...errorResponses(401) },
});

const connectionRoute = createRoute({
  method: "get",
  path: "/providers/search-console/connection",
  tags: TAGS,
  summary:
    "The workspace's Search Console connection: the Google account, and whether it must be connected again",
  responses: {
    200: jsonResponse(SearchConsoleConnectionSchema, "The connection (never a token)"),
    ...errorResponses(401, 403),
  },
});

const propertiesRoute = createRoute({
  method: "get",
  path: "/providers/search-console/properties",
  tags: TAGS,
  summary: "The Search Console properties the connected Google account can read (sites.list)",
  description:
    "Also Search Console's 'Test connection'. 404 when not connected; 502 UPSTREAM_FAILED with reason PROVIDER_AUTH " +
    "when Google no longer honours the grant (the connection is then marked to be connected again).",
  responses: {
    200: jsonResponse(SearchConsolePropertiesSchema, "The properties"),
    ...errorResponses(401, 403, 404, 501, 502, 503),
  },
});

const disconnectRoute = createRoute({
  method: "delete",
  path: "/providers/search-console/connection",
  tags: TAGS,
  summary: "Disconnect Search Console: revokes the grant at Google (best effort) and deletes it",
  description: "Linked projects keep their link and imported rows; their imports stop until connected again.",
  responses: { 204: { description: "Disconnected" }, ...errorResponses(401, 403, 404) },
});

export const searchConsoleConnectRoutes = createRouter();
searchConsoleConnectRoutes.use("/providers/search-console/*", requireUser());

/** A path of this site only (never //other.example): the callback must not become an open redirect. */
const safeReturnTo = (value: string | undefined) =>
  value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : "/settings";

const back = (returnTo: string, params: Record<string, string>) => {
  const url = new URL(returnTo, "http://x");
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${url.hash}`;
};

searchConsoleConnectRoutes.openapi(connectRoute, async (c) => {
  const deps = searchConsoleDeps(c);
  const actor = await authorizeActor(c, "providers.manage");
  const reason = notConfiguredReason(deps);
  if (reason) throw new AppError("NOT_CONFIGURED", reason, { expected: true });
  const state = await createOauthState(
    deps.db,
    { ...actor, returnTo: safeReturnTo(c.req.valid("query").returnTo) },
    deps.now(),
  );
  return c.redirect(authorizationUrl(deps.google, callbackUrl(c.get("deps").env.publicUrl), state), 302);
});

searchConsoleConnectRoutes.openapi(callbackRoute, async (c) => {
  const deps = searchConsoleDeps(c);
  const { code, state, error } = c.req.valid("query");
  const user = currentUser(c);
  const started = state ? await consumeOauthState(deps.db, state, user.id, deps.now()) : null;
  if (!started)
    return c.redirect(
      back("/settings", {
        searchConsoleError:
          "This connection attempt is unknown, expired or was already used: press Connect with Google again.",
      }),
      302,
    );
  const fail = (message: string) => c.redirect(back(started.returnTo, { searchConsoleError: message }), 302);
  // An admin when the connect started; still one now?
  await authorizeIn(c, started.workspaceId, "providers.manage");
  if (error || !code)
    return fail(
      error === "access_denied"
        ? "Google's consent was not given, so Search Console is not connected."
        : `Google did not connect Search Console (${error ?? "no code"}).`,
    );
  try {
    const tokens = await exchangeCode(
      deps.google,
      code,
      callbackUrl(c.get("deps").env.publicUrl),
      Date.now(),
    );
    if (!tokens.refreshToken)
      return fail(
        "Google gave no refresh token: remove RankLens at myaccount.google.com/permissions, then connect again.",
      );
    const email = tokens.email ?? "your Google account";
    await saveGrant(
      deps.db,
      deps.secrets,
      { workspaceId: started.workspaceId, userId: user.id },
      { email, refreshToken: tokens.refreshToken },
      deps.now(),
    );
    dropAccessToken(started.workspaceId);
    await logMemberActivity(c, started.workspaceId, {
      type: "provider.connected",
      did: `connected Search Console (Google account ${email})`,
    });
    return c.redirect(back(started.returnTo, { searchConsole: "connected" }), 302);
  } catch (failure) {
    if (failure instanceof RevokedGrantError)
      return fail("Google refused the sign-in code (it expired or was used): connect again.");
    if (failure instanceof ProviderError || failure instanceof AppError) return fail(failure.message);
    throw failure;
  }
});

searchConsoleConnectRoutes.openapi(connectionRoute, async (c) => {
  const workspace = await authorize(c, "providers.read");
  return c.json(await searchConsoleConnection(searchConsoleDeps(c), workspace.id), 200);
});

searchConsoleConnectRoutes.openapi(propertiesRoute, async (c) => {
  const deps = searchConsoleDeps(c);
  const workspace = await authorize(c, "providers.read");
  const connection = await searchConsoleConnection(deps, workspace.id);
  if (!connection.connected) throw new AppError("NOT_FOUND", "Search Console is not connected");
  try {
    return c.json(await searchConsoleProperties(deps, workspace.id), 200);
  } catch (error) {
    if (error instanceof ProviderError) throw error.toAppError();
    throw error;
  }
});

searchConsoleConnectRoutes.openapi(disconnectRoute, async (c) => {
  const actor = await authorizeActor(c, "providers.manage");
  if (!(await disconnectSearchConsole(searchConsoleDeps(c), actor.workspaceId)))
    throw new AppError("NOT_FOUND", "Search Console is not connected");
  await logMemberActivity(c, actor.workspaceId, {
    type: "provider.disconnected",
    did: "disconnected Search Console",
  });
  return c.body(null, 204);
});
