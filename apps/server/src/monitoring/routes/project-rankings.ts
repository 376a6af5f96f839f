import { createRoute } from "@hono/zod-openapi";
import {
  AddTrackedKeywordsSchema,
  RankCheckStartedSchema,
  RankingsQuerySchema,
  RankingsSchema,
  RankSettingsSchema,
  SEARCH_PROVIDER_NAMES,
  TrackedKeywordListSchema,
  WorkspaceRankMoversSchema,
} from "@ranklens/shared";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { findProject } from "../projects/find-project";
import { rankingsView } from "../rankings/rankings-view";
import { setRankProvider } from "../rankings/set-rank-provider";
import { RANK_CHECKS_PER_DAY, startRankCheck } from "../rankings/start-rank-check";
import { addTrackedKeywords, listTrackedKeywords, removeTrackedKeyword } from "../rankings/tracked-keywords";
import { workspaceMovers } from "../rankings/workspace-movers";
import { ProjectIdParam, PROJECT_TAGS as TAGS } from "./project-params";

const KeywordIdParam = ProjectIdParam.extend({ keywordId: z.string().min(1).max(64) });

const listKeywordsRoute = createRoute({
  method: "get",
  path: "/projects/{id}/keywords",
  tags: TAGS,
  summary: "The project's tracked keywords, each with its market, language, device and target page",
  request: { params: ProjectIdParam },
  responses: {
    200: jsonResponse(TrackedKeywordListSchema, "Tracked keywords"),
    ...errorResponses(401, 403, 404),
  },
});

const addKeywordsRoute = createRoute({
  method: "post",
  path: "/projects/{id}/keywords",
  tags: TAGS,
  summary: "Track keywords: each in every device sent, in one market and language",
  description:
    "Keywords are looked up as searched (trimmed, lower-cased); one already tracked in that market, language and " +
    "device is kept with its history. The market defaults to the United States (2840) and the language to the " +
    "market's. A project tracks at most 200 keyword–device pairs (400 beyond). The target page, when sent, must be " +
    "on the project's site.",
  request: { params: ProjectIdParam, ...jsonBody(AddTrackedKeywordsSchema) },
  responses: {
    200: jsonResponse(TrackedKeywordListSchema, "Every tracked keyword now"),
    ...errorResponses(400, 401, 403, 404),
  },
});

const removeKeywordRoute = createRoute({
  method: "delete",
  path: "/projects/{id}/keywords/{keywordId}",
  tags: TAGS,
  summary: "Stop tracking a keyword: its history is deleted with it",
  request: { params: KeywordIdParam },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 404) },
});

const rankingsRoute = createRoute({
  method: "get",
  path: "/projects/{id}/rankings",
  tags: TAGS,
  summary: "Every tracked keyword's position history, the movers, and the month's cost at the provider",
  description:
    "Each check is a reading with its provider and time: a position, `not_ranked` (not in the top 100) or `failed` " +
    "(no position; `error` says why). The 7-day change compares the newest successful reading with the newest one " +
    "at least a week older; movers are the biggest of those. With a Search Console property linked, each keyword " +
    "carries its clicks and impressions as a query over Search Console's last 28 imported days (about 2 days behind).",
  request: { params: ProjectIdParam, query: RankingsQuerySchema },
  responses: { 200: jsonResponse(RankingsSchema, "Rankings"), ...errorResponses(400, 401, 403, 404) },
});

const settingsRoute = createRoute({
  method: "put",
  path: "/projects/{id}/rankings/settings",
  tags: TAGS,
  summary: "Choose the provider the project's keywords are checked with (null stops tracking)",
  description:
    "The provider must be connected in the workspace and read results pages (DataForSEO or SerpApi). Scheduled " +
    "checks follow the project's page schedule, an hour after its page checks; the response's `estimate` is the " +
    "month's cost at the provider's prices.",
  request: { params: ProjectIdParam, ...jsonBody(RankSettingsSchema) },
  responses: {
    200: jsonResponse(RankingsSchema, "Rankings, with the estimate"),
    ...errorResponses(400, 401, 403, 404),
  },
});

const checkRoute = createRoute({
  method: "post",
  path: "/projects/{id}/rankings/check",
  tags: TAGS,
  summary: "Check now: every tracked keyword's position, live at the provider",
  description:
    "Queues a live check; follow it with `GET /jobs/{jobId}`. While one is queued or running this returns it again. " +
    `Live checks are Pro's real-time rank monitoring (402 on Basic when plans apply); ${RANK_CHECKS_PER_DAY} a day per project (429 beyond).`,
  request: { params: ProjectIdParam },
  responses: {
    202: jsonResponse(RankCheckStartedSchema, "The queued (or already open) check"),
    ...errorResponses(400, 401, 402, 403, 404, 429),
  },
});

const moversRoute = createRoute({
  method: "get",
  path: "/rankings/movers",
  tags: TAGS,
  summary: "The week's biggest ranking moves across the workspace's projects (the dashboard's movers)",
  responses: { 200: jsonResponse(WorkspaceRankMoversSchema, "Movers"), ...errorResponses(401, 403) },
});

export const projectRankingsRoutes = createRouter();
projectRankingsRoutes.use("/projects/*", requireUser());
projectRankingsRoutes.use("/rankings/*", requireUser());

projectRankingsRoutes.openapi(moversRoute, async (c) => {
  const { db, now } = c.get("deps");
  const workspace = await authorize(c, "project.view");
  return c.json(await workspaceMovers(db, workspace.id, now()), 200);
});

projectRankingsRoutes.openapi(listKeywordsRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "project.view");
  const project = await findProject(db, workspace.id, c.req.valid("param").id);
  return c.json({ items: await listTrackedKeywords(db, project.id) }, 200);
});

projectRankingsRoutes.openapi(addKeywordsRoute, async (c) => {
  const { db, now } = c.get("deps");
  const workspace = await authorize(c, "project.manage");
  const project = await findProject(db, workspace.id, c.req.valid("param").id);
  const body = c.req.valid("json");
  const items = await addTrackedKeywords(db, project, body, now());
  await logMemberActivity(c, workspace.id, {
    type: "project.updated",
    did: `tracked ${body.keywords.length === 1 ? `the keyword “${body.keywords[0]}”` : `${body.keywords.length} keywords`} in the monitoring project “${project.name}”`,
  });
  return c.json({ items }, 200);
});

projectRankingsRoutes.openapi(removeKeywordRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "project.manage");
  const { id, keywordId } = c.req.valid("param");
  const project = await findProject(db, workspace.id, id);
  await removeTrackedKeyword(db, project.id, keywordId);
  await logMemberActivity(c, workspace.id, {
    type: "project.updated",
    did: `stopped tracking a keyword in the monitoring project “${project.name}”`,
  });
  return c.body(null, 204);
});

projectRankingsRoutes.openapi(rankingsRoute, async (c) => {
  const workspace = await authorize(c, "project.view");
  const { id } = c.req.valid("param");
  return c.json(await rankingsView(c.get("deps"), workspace.id, id, c.req.valid("query").days), 200);
});

projectRankingsRoutes.openapi(settingsRoute, async (c) => {
  const deps = c.get("deps");
  const workspace = await authorize(c, "project.manage");
  const { id } = c.req.valid("param");
  const { provider } = c.req.valid("json");
  const actor = { workspaceId: workspace.id, userId: currentUser(c).id };
  const { projectName } = await setRankProvider(deps.db, deps.jobs, actor, id, provider, deps.now());
  await logMemberActivity(c, workspace.id, {
    type: "project.updated",
    did:
      provider === null
        ? `stopped checking the rankings of the monitoring project “${projectName}”`
        : `set the monitoring project “${projectName}” to check its rankings with ${SEARCH_PROVIDER_NAMES[provider]}`,
  });
  // The rankings as a GET without a query answers them: the default period.
  return c.json(await rankingsView(deps, workspace.id, id, RankingsQuerySchema.parse({}).days), 200);
});

projectRankingsRoutes.openapi(checkRoute, async (c) => {
  const { db, jobs, now, billingEnabled } = c.get("deps");
  const workspace = await authorize(c, "project.manage");
  const { id } = c.req.valid("param");
  const actor = {
    workspaceId: workspace.id,
    userId: currentUser(c).id,
    plan: workspace.plan,
    billingEnabled,
  };
  const { job, projectName } = await startRankCheck(db, jobs, actor, id, now());
  await logMemberActivity(c, workspace.id, {
    type: "project.checked",
    did: `asked for a rank check of the monitoring project “${projectName}” (Check now)`,
    coalesceWithinMs: 10 * 60_000,
  });
  return c.json({ jobId: job.id }, 202);
});
