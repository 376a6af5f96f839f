import { createRoute } from "@hono/zod-openapi";
import {
  SITE_ACCESS_LIMITS,
  SiteAccessSchema,
  type SiteAccessSummary,
  SiteAccessSummarySchema,
} from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize, authorizeActor } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { readSiteAccessSummary, removeSiteAccess, saveSiteAccess } from "../access/site-access-store";

const SiteParam = z.object({ id: z.string().min(1).max(64) });
const TAGS = ["Site audits"];

const getAccessRoute = createRoute({
  method: "get",
  path: "/sites/{id}/access",
  tags: TAGS,
  summary: "The names of the site's staging access (headers, cookies, basic auth), never their values",
  request: { params: SiteParam },
  responses: {
    200: jsonResponse(SiteAccessSummarySchema, "What is stored"),
    ...errorResponses(401, 403, 404),
  },
});

const putAccessRoute = createRoute({
  method: "put",
  path: "/sites/{id}/access",
  tags: TAGS,
  summary: "Store the request headers, cookies and HTTP basic auth a staging or private site needs",
  description:
    "Replaces what was stored; empty lists and `basicAuth: null` remove it. Values are sealed with the server's " +
    "SECRETS_KEY (AES-256-GCM) and are never returned or logged; without the key the server refuses (501 NOT_CONFIGURED). " +
    `At most ${SITE_ACCESS_LIMITS.headers} headers and ${SITE_ACCESS_LIMITS.cookies} cookies of up to ` +
    `${SITE_ACCESS_LIMITS.valueLength.toLocaleString("en-US")} characters. Crawls send them only to the site's own hosts, ` +
    "and not over http when the site is on https; a crawl already running keeps what it started with.",
  request: { params: SiteParam, ...jsonBody(SiteAccessSchema) },
  responses: {
    200: jsonResponse(SiteAccessSummarySchema, "What is stored now (names only)"),
    ...errorResponses(400, 401, 403, 404, 501),
  },
});

const deleteAccessRoute = createRoute({
  method: "delete",
  path: "/sites/{id}/access",
  tags: TAGS,
  summary: "Forget the site's staging access",
  request: { params: SiteParam },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 404) },
});

export const siteAccessRoutes = createRouter();
siteAccessRoutes.use("/sites/*", requireUser());

siteAccessRoutes.openapi(getAccessRoute, async (c) => {
  const { db, secrets } = c.get("deps");
  const workspace = await authorize(c, "site.view");
  return c.json(await readSiteAccessSummary(db, secrets, workspace.id, c.req.valid("param").id), 200);
});

siteAccessRoutes.openapi(putAccessRoute, async (c) => {
  const { db, secrets, now } = c.get("deps");
  const actor = await authorizeActor(c, "site.manage");
  const siteId = c.req.valid("param").id;
  const { summary, siteName } = await saveSiteAccess(db, secrets, actor, siteId, c.req.valid("json"), now());
  await logMemberActivity(c, actor.workspaceId, {
    type: "site_access.changed",
    did: `set the staging access of “${siteName}” (${accessInWords(summary)})`,
  });
  return c.json(summary, 200);
});

siteAccessRoutes.openapi(deleteAccessRoute, async (c) => {
  const { db } = c.get("deps");
  const actor = await authorizeActor(c, "site.manage");
  const siteId = c.req.valid("param").id;
  const siteName = await removeSiteAccess(db, actor, siteId);
  await logMemberActivity(c, actor.workspaceId, {
    type: "site_access.changed",
    did: `removed the staging access of “${siteName}”`,
  });
  return c.body(null, 204);
});

/** "headers X-Token; cookie session; basic auth": names only, never a value. */
function accessInWords(summary: SiteAccessSummary): string {
  const parts = [
    summary.headerNames.length > 0 ? `headers ${summary.headerNames.join(", ")}` : null,
    summary.cookieNames.length > 0 ? `cookies ${summary.cookieNames.join(", ")}` : null,
    summary.basicAuth ? "basic auth" : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join("; ") : "none";
}
