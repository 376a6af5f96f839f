import { createRoute } from "@hono/zod-openapi";
import { ProjectRunListSchema, ProjectRunSchema } from "@ranklens/shared";
import { createRouter, errorResponses, jsonResponse } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize, authorizeActor } from "../../policy/authorize";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { findProject } from "../projects/find-project";
import { getProjectRun, listProjectRuns } from "../projects/list-project-runs";
import { MANUAL_CHECKS_PER_DAY, startProjectCheck } from "../projects/start-project-check";
import { PageQuery, ProjectIdParam, RunIdParam, PROJECT_TAGS as TAGS } from "./project-params";

const checkRoute = createRoute({
  method: "post",
  path: "/projects/{id}/check",
  tags: TAGS,
  summary: "Check now: re-analyse the tracked pages in the background",
  description:
    "Queues a manual run and its job; follow it with `GET /jobs/{jobId}` or `GET /projects/{id}/runs/{runId}`. " +
    "While a manual run of the project is queued or running, this returns that run again. Manual checks do " +
    `not count against the month's analyses; a project may start ${MANUAL_CHECKS_PER_DAY} a day (429 RATE_LIMITED beyond).`,
  request: { params: ProjectIdParam },
  responses: {
    202: jsonResponse(ProjectRunSchema, "The queued (or already open) run"),
    ...errorResponses(401, 403, 404, 429),
  },
});

const listRunsRoute = createRoute({
  method: "get",
  path: "/projects/{id}/runs",
  tags: TAGS,
  summary: "The project's runs (scheduled and manual), newest first",
  request: { params: ProjectIdParam, query: PageQuery },
  responses: { 200: jsonResponse(ProjectRunListSchema, "Runs"), ...errorResponses(400, 401, 403, 404) },
});

const getRunRoute = createRoute({
  method: "get",
  path: "/projects/{id}/runs/{runId}",
  tags: TAGS,
  summary: "One run of the project: its state and pages done",
  request: { params: RunIdParam },
  responses: { 200: jsonResponse(ProjectRunSchema, "The run"), ...errorResponses(401, 403, 404) },
});

export const projectRunsRoutes = createRouter();
projectRunsRoutes.use("/projects/*", requireUser());

projectRunsRoutes.openapi(checkRoute, async (c) => {
  const { db, jobs, now } = c.get("deps");
  const actor = await authorizeActor(c, "project.manage");
  const projectId = c.req.valid("param").id;
  const run = await startProjectCheck(db, jobs, actor, projectId, now());
  const project = await findProject(db, actor.workspaceId, projectId);
  // Pressed again while a check is open, the same run comes back: the words stay true ("asked
  // for"), and a burst of presses is one line.
  await logMemberActivity(c, actor.workspaceId, {
    type: "project.checked",
    did: `asked for a check of the monitoring project “${project.name}” (Check now)`,
    coalesceWithinMs: 10 * 60_000,
  });
  return c.json(run, 202);
});

projectRunsRoutes.openapi(listRunsRoute, async (c) => {
  const workspace = await authorize(c, "project.view");
  const { id } = c.req.valid("param");
  return c.json(await listProjectRuns(c.get("deps").db, workspace.id, id, c.req.valid("query")), 200);
});

projectRunsRoutes.openapi(getRunRoute, async (c) => {
  const workspace = await authorize(c, "project.view");
  const { id, runId } = c.req.valid("param");
  return c.json(await getProjectRun(c.get("deps").db, workspace.id, id, runId), 200);
});
