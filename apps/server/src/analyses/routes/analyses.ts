import { createRoute } from "@hono/zod-openapi";
import { AnalysisListSchema, AnalysisSchema, CreateAnalysisSchema, PLANS } from "@ranklens/shared";
import { AppError } from "../../errors";
import { withFetchSlots } from "../../fetch-limits/with-fetch-slots";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { withAnalysisQuota } from "../../quota/with-analysis-quota";
import { analysisKeywordData } from "../../search-data";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { deleteAnalysis } from "../delete-analysis";
import { getAnalysis } from "../get-analysis";
import { listAnalyses } from "../list-analyses";
import { runAnalysis } from "../run-analysis";

const IdParam = z.object({ id: z.string().min(1).max(64) });
const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

const createAnalysisRoute = createRoute({
  method: "post",
  path: "/analyses",
  tags: ["Analyses"],
  summary: `Analyse a page (and up to ${PLANS.basic.maxCompetitors} competitors on Basic, ${PLANS.pro.maxCompetitors} on Pro) and store the report`,
  description:
    `Counts one analysis against the plan's monthly quota (Basic: ${PLANS.basic.analysesPerMonth} per calendar month, UTC; ` +
    "Pro: unlimited), competitors included. A failed analysis is not counted. Over the quota: 429 QUOTA_EXCEEDED with " +
    "`details: {limit, used, resetsAt, upgradeUrl}`. More competitors than the plan allows: 402 PAYMENT_REQUIRED. " +
    "The page and each competitor are one outbound fetch; while too many are in flight for the user or the " +
    "server (FETCH_CONCURRENCY_PER_USER, FETCH_CONCURRENCY_GLOBAL): 429 RATE_LIMITED with Retry-After, and " +
    "nothing is counted.",
  request: jsonBody(CreateAnalysisSchema),
  responses: {
    201: jsonResponse(AnalysisSchema, "The stored analysis with its report"),
    ...errorResponses(400, 401, 402, 403, 422, 429, 502, 504),
  },
});

const listAnalysesRoute = createRoute({
  method: "get",
  path: "/analyses",
  tags: ["Analyses"],
  summary: "The signed-in user's past analyses, newest first",
  request: { query: PageQuery },
  responses: { 200: jsonResponse(AnalysisListSchema, "Analysis history"), ...errorResponses(400, 401) },
});

const getAnalysisRoute = createRoute({
  method: "get",
  path: "/analyses/{id}",
  tags: ["Analyses"],
  summary: "One stored analysis with its full report",
  request: { params: IdParam },
  responses: { 200: jsonResponse(AnalysisSchema, "The analysis"), ...errorResponses(401, 404) },
});

const deleteAnalysisRoute = createRoute({
  method: "delete",
  path: "/analyses/{id}",
  tags: ["Analyses"],
  summary: "Remove an analysis from the history",
  request: { params: IdParam },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

export const analysesRoutes = createRouter();
analysesRoutes.use("/analyses/*", requireUser());

analysesRoutes.openapi(createAnalysisRoute, async (c) => {
  const { db, logger, fetchPolicy, billingEnabled, fetchSlots, renderer, env, secrets, now } = c.get("deps");
  const body = c.req.valid("json");
  const workspace = await authorize(c, "analysis.run");
  if (body.renderJavaScript && !renderer) {
    // Said, never analysed raw instead: the user asked for what a renderer sees.
    const reason = env.rendering.available
      ? "JavaScript rendering is not available on this server."
      : env.rendering.reason;
    throw new AppError("INVALID_REQUEST", reason, { details: { field: "renderJavaScript" } });
  }
  const userId = currentUser(c).id;
  const competitors = body.competitors ?? [];
  const keywordData = await analysisKeywordData({ db, secrets, env, now }, workspace.id);
  const quota = {
    workspaceId: workspace.id,
    plan: workspace.plan,
    competitorCount: competitors.length,
    billingEnabled,
    now: new Date(),
    logger,
  };
  // Slots first: an analysis refused for lack of them spends no quota. Every page is fetched at once.
  const analysis = await withFetchSlots(fetchSlots, userId, 1 + competitors.length, () =>
    withAnalysisQuota(db, quota, () =>
      runAnalysis(db, {
        workspaceId: workspace.id,
        userId,
        url: body.url,
        competitors,
        gather: fetchPolicy,
        analysis: c.get("deps").analysis,
        ...(body.renderJavaScript && renderer ? { renderer } : {}),
        ...(keywordData ? { keywordData } : {}),
      }),
    ),
  );
  return c.json(analysis, 201);
});

analysesRoutes.openapi(listAnalysesRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "analysis.read");
  return c.json(await listAnalyses(db, workspace.id, c.req.valid("query")), 200);
});

analysesRoutes.openapi(getAnalysisRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "analysis.read");
  return c.json(await getAnalysis(db, workspace.id, c.req.valid("param").id), 200);
});

analysesRoutes.openapi(deleteAnalysisRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "analysis.delete");
  const url = await deleteAnalysis(db, workspace.id, c.req.valid("param").id);
  await logMemberActivity(c, workspace.id, {
    type: "analysis.deleted",
    did: `deleted the analysis of ${url}`,
  });
  return c.body(null, 204);
});
