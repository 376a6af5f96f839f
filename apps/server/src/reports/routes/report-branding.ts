import { createRoute } from "@hono/zod-openapi";
import { ReportBrandingSchema, UpdateReportBrandingSchema } from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { brandingOf, updateBranding } from "../branding/branding-store";
import { requireCustomReports } from "../manage/custom-reports-allowed";
import { REPORT_TAGS as TAGS } from "./report-params";

const getRoute = createRoute({
  method: "get",
  path: "/reports/branding",
  tags: TAGS,
  summary: "The workspace's report white label: name, logo and accent colour",
  responses: { 200: jsonResponse(ReportBrandingSchema, "Branding"), ...errorResponses(401, 403) },
});

const putRoute = createRoute({
  method: "put",
  path: "/reports/branding",
  tags: TAGS,
  summary:
    "Set the name, logo (PNG or JPEG, at most 200 kB and 2,000 px a side) and accent colour reports show (Pro)",
  request: jsonBody(UpdateReportBrandingSchema),
  responses: { 200: jsonResponse(ReportBrandingSchema, "Branding"), ...errorResponses(400, 401, 402, 403) },
});

export const reportBrandingRoutes = createRouter();
reportBrandingRoutes.use("/reports/branding", requireUser());

reportBrandingRoutes.openapi(getRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "report.view");
  return c.json(await brandingOf(db, workspace.id), 200);
});

reportBrandingRoutes.openapi(putRoute, async (c) => {
  const { db, now, billingEnabled } = c.get("deps");
  const workspace = await authorize(c, "report.manage");
  requireCustomReports(workspace.plan, billingEnabled);
  const branding = await updateBranding(db, workspace.id, c.req.valid("json"), now());
  await logMemberActivity(c, workspace.id, { type: "report.updated", did: "changed the reports' branding" });
  return c.json(branding, 200);
});
