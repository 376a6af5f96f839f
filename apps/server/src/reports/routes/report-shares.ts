import { createRoute } from "@hono/zod-openapi";
import { CreatedReportShareSchema, CreateReportShareSchema, ReportShareListSchema } from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize, authorizeActor } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { findReport } from "../manage/report-store";
import { createShare, listShares, revokeShare, sharePath } from "../share/share-store";
import { ReportIdParam, ShareIdParam, REPORT_TAGS as TAGS } from "./report-params";

const listRoute = createRoute({
  method: "get",
  path: "/reports/{id}/share",
  tags: TAGS,
  summary: "The report's read-only links: who made each, when it expires, when it was last opened",
  request: { params: ReportIdParam },
  responses: { 200: jsonResponse(ReportShareListSchema, "Share links"), ...errorResponses(401, 403, 404) },
});

const createShareRoute = createRoute({
  method: "post",
  path: "/reports/{id}/share",
  tags: TAGS,
  summary: "Make a read-only link to the report (no account needed to open it)",
  description:
    "The link opens the report's HTML, built when opened, for anyone who has it, until it expires or is revoked; " +
    "it shows only this report and is marked noindex. The URL is returned once: only its hash is stored. At most 20 " +
    "live links a report.",
  request: { params: ReportIdParam, ...jsonBody(CreateReportShareSchema) },
  responses: {
    201: jsonResponse(CreatedReportShareSchema, "The new link"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const revokeRoute = createRoute({
  method: "delete",
  path: "/reports/{id}/share/{shareId}",
  tags: TAGS,
  summary: "Revoke a share link: it stops opening at once",
  request: { params: ShareIdParam },
  responses: { 204: { description: "Revoked" }, ...errorResponses(401, 403, 404) },
});

export const reportSharesRoutes = createRouter();
reportSharesRoutes.use("/reports/*", requireUser());

reportSharesRoutes.openapi(listRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "report.view");
  const report = await findReport(db, workspace.id, c.req.valid("param").id);
  return c.json({ items: await listShares(db, report.id) }, 200);
});

reportSharesRoutes.openapi(createShareRoute, async (c) => {
  const { db, now, env } = c.get("deps");
  const actor = await authorizeActor(c, "report.manage");
  const report = await findReport(db, actor.workspaceId, c.req.valid("param").id);
  const { share, token } = await createShare(db, actor, report.id, c.req.valid("json").expiresInDays, now());
  await logMemberActivity(c, actor.workspaceId, {
    type: "report.shared",
    did: `made a share link to the report “${report.name}”, valid until ${share.expiresAt.slice(0, 10)}`,
  });
  return c.json({ ...share, url: `${env.publicUrl}${sharePath(token)}` }, 201);
});

reportSharesRoutes.openapi(revokeRoute, async (c) => {
  const { db, now } = c.get("deps");
  const workspace = await authorize(c, "report.manage");
  const { id, shareId } = c.req.valid("param");
  const report = await findReport(db, workspace.id, id);
  await revokeShare(db, report.id, shareId, now());
  await logMemberActivity(c, workspace.id, {
    type: "report.share_revoked",
    did: `revoked a share link to the report “${report.name}”`,
  });
  return c.body(null, 204);
});
