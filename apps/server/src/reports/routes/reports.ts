import { createRoute } from "@hono/zod-openapi";
import {
  REPORT_FORMATS,
  REPORT_LIMITS,
  ReportInputSchema,
  ReportListSchema,
  ReportScheduleSchema,
  ReportSchema,
  UpdateReportScheduleSchema,
} from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { consumeRateLimit } from "../../rate-limit/consume-rate-limit";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { buildReportDocument } from "../document/build-report-document";
import { customReportsAllowed, requireCustomReports } from "../manage/custom-reports-allowed";
import { definitionOfRow, reportOfRow } from "../manage/report-row";
import {
  createReport,
  deleteReport,
  findReport,
  listReports,
  updateReport,
  updateReportSchedule,
} from "../manage/report-store";
import { renderReport } from "../render/render-report";
import { ReportIdParam, REPORT_TAGS as TAGS } from "./report-params";

/** Renders per workspace and hour: each PDF is a child process, each report reads a crawl's tables. */
export const REPORT_RENDERS_PER_HOUR = 60;

const listRoute = createRoute({
  method: "get",
  path: "/reports",
  tags: TAGS,
  summary: "The workspace's reports, by name",
  responses: { 200: jsonResponse(ReportListSchema, "Reports"), ...errorResponses(401, 403) },
});

const createReportRoute = createRoute({
  method: "post",
  path: "/reports",
  tags: TAGS,
  summary: "Define a report: a site and/or a project, a period and its sections in order (Pro)",
  description:
    "Site sections (site health, top issues, crawl comparison) need `siteId`; project sections (tracked pages, " +
    "competitors, rankings) need `projectId`; a segment narrows the site sections' counts to its pages. Rolling " +
    `periods end today (UTC). Custom reports are Pro's (402 on Basic when plans apply); at most ${REPORT_LIMITS.reports} a workspace.`,
  request: jsonBody(ReportInputSchema),
  responses: {
    201: jsonResponse(ReportSchema, "The new report"),
    ...errorResponses(400, 401, 402, 403, 409),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/reports/{id}",
  tags: TAGS,
  summary: "One report's definition and schedule",
  request: { params: ReportIdParam },
  responses: { 200: jsonResponse(ReportSchema, "The report"), ...errorResponses(401, 403, 404) },
});

const updateRoute = createRoute({
  method: "put",
  path: "/reports/{id}",
  tags: TAGS,
  summary: "Replace a report's definition (its schedule and share links stay)",
  request: { params: ReportIdParam, ...jsonBody(ReportInputSchema) },
  responses: { 200: jsonResponse(ReportSchema, "The report"), ...errorResponses(400, 401, 402, 403, 404) },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/reports/{id}",
  tags: TAGS,
  summary: "Delete a report, its schedule and its share links",
  request: { params: ReportIdParam },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

const renderRoute = createRoute({
  method: "post",
  path: "/reports/{id}/render",
  tags: TAGS,
  summary: "Build the report now and download it as PDF, one self-contained HTML file, or a zip of its CSVs",
  description:
    "Built from the stored data when asked; nothing is cached. PDF: A4 or Letter as the report says, contents, page " +
    "numbers, vector charts, the first rows of long tables (the rest are in the CSVs). HTML: one file with no external " +
    "request. CSV: every table in full, and the headline figures, in a zip. " +
    `${REPORT_RENDERS_PER_HOUR} renders per workspace and hour (429 beyond).`,
  request: { params: ReportIdParam, query: z.object({ format: z.enum(REPORT_FORMATS).default("pdf") }) },
  responses: {
    200: {
      description: "The file (Content-Disposition: attachment)",
      content: {
        "application/pdf": { schema: z.string() },
        "text/html": { schema: z.string() },
        "application/zip": { schema: z.string() },
      },
    },
    ...errorResponses(400, 401, 402, 403, 404, 429),
  },
});

const getScheduleRoute = createRoute({
  method: "get",
  path: "/reports/{id}/schedule",
  tags: TAGS,
  summary: "When the report is e-mailed and to whom",
  request: { params: ReportIdParam },
  responses: { 200: jsonResponse(ReportScheduleSchema, "The schedule"), ...errorResponses(401, 403, 404) },
});

const putScheduleRoute = createRoute({
  method: "put",
  path: "/reports/{id}/schedule",
  tags: TAGS,
  summary: "E-mail the report weekly or monthly, with its PDF, to up to 10 recipients (Pro)",
  description:
    "Weekly reports go out on Mondays at 07:30 UTC and cover the week just ended (Monday to Sunday); monthly ones on " +
    "the 1st, covering the month just ended. Each recipient gets each period once and can unsubscribe in one click.",
  request: { params: ReportIdParam, ...jsonBody(UpdateReportScheduleSchema) },
  responses: {
    200: jsonResponse(ReportScheduleSchema, "The schedule"),
    ...errorResponses(400, 401, 402, 403, 404),
  },
});

export const reportsRoutes = createRouter();
reportsRoutes.use("/reports", requireUser());
reportsRoutes.use("/reports/*", requireUser());

reportsRoutes.openapi(listRoute, async (c) => {
  const { db, now } = c.get("deps");
  const workspace = await authorize(c, "report.view");
  return c.json({ items: await listReports(db, workspace.id, now()) }, 200);
});

reportsRoutes.openapi(createReportRoute, async (c) => {
  const { db, now, billingEnabled } = c.get("deps");
  const workspace = await authorize(c, "report.manage");
  requireCustomReports(workspace.plan, billingEnabled);
  const actor = { workspaceId: workspace.id, userId: currentUser(c).id };
  const report = await createReport(db, actor, c.req.valid("json"), now());
  await logMemberActivity(c, workspace.id, {
    type: "report.created",
    did: `created the report “${report.name}”`,
  });
  return c.json(report, 201);
});

reportsRoutes.openapi(getRoute, async (c) => {
  const { db, now } = c.get("deps");
  const workspace = await authorize(c, "report.view");
  return c.json(reportOfRow(await findReport(db, workspace.id, c.req.valid("param").id), now()), 200);
});

reportsRoutes.openapi(updateRoute, async (c) => {
  const { db, now, billingEnabled } = c.get("deps");
  const workspace = await authorize(c, "report.manage");
  requireCustomReports(workspace.plan, billingEnabled);
  const report = await updateReport(db, workspace.id, c.req.valid("param").id, c.req.valid("json"), now());
  await logMemberActivity(c, workspace.id, {
    type: "report.updated",
    did: `changed the report “${report.name}”`,
  });
  return c.json(report, 200);
});

reportsRoutes.openapi(deleteRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "report.manage");
  const name = await deleteReport(db, workspace.id, c.req.valid("param").id);
  await logMemberActivity(c, workspace.id, { type: "report.deleted", did: `deleted the report “${name}”` });
  return c.body(null, 204);
});

reportsRoutes.openapi(renderRoute, async (c) => {
  const deps = c.get("deps");
  const workspace = await authorize(c, "report.view");
  const row = await findReport(deps.db, workspace.id, c.req.valid("param").id);
  // A report kept after a downgrade is still the workspace's to read; only its branding needs Pro.
  await consumeRateLimit(
    deps.db,
    `report-render:${workspace.id}`,
    { limit: REPORT_RENDERS_PER_HOUR, windowSeconds: 3_600 },
    deps.now().getTime(),
  );
  const doc = await buildReportDocument(deps, definitionOfRow(row), {
    branded: customReportsAllowed(workspace.plan, deps.billingEnabled),
  });
  const file = await renderReport(doc, c.req.valid("query").format);
  return new Response(file.body, {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  }) as never;
});

reportsRoutes.openapi(getScheduleRoute, async (c) => {
  const { db, now } = c.get("deps");
  const workspace = await authorize(c, "report.view");
  return c.json(
    reportOfRow(await findReport(db, workspace.id, c.req.valid("param").id), now()).schedule,
    200,
  );
});

reportsRoutes.openapi(putScheduleRoute, async (c) => {
  const { db, now, billingEnabled } = c.get("deps");
  const workspace = await authorize(c, "report.manage");
  const body = c.req.valid("json");
  if (body.cadence !== "off") requireCustomReports(workspace.plan, billingEnabled);
  const report = await updateReportSchedule(db, workspace.id, c.req.valid("param").id, body, now());
  const { cadence, recipients } = report.schedule;
  await logMemberActivity(c, workspace.id, {
    type: "report.updated",
    did:
      cadence === "off"
        ? `stopped e-mailing the report “${report.name}”`
        : `scheduled the report “${report.name}” ${cadence} to ${recipients.length === 1 ? "1 recipient" : `${recipients.length} recipients`}`,
  });
  return c.json(report.schedule, 200);
});
