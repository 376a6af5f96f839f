import { createRoute } from "@hono/zod-openapi";
import {
  CreateProjectSchema,
  PLANS,
  ProjectListSchema,
  ProjectSchema,
  type UpdateProject,
  UpdateProjectSchema,
} from "@ranklens/shared";
import type { Context } from "hono";
import type { AppEnv, CurrentWorkspace } from "../../app-env";
import { createRouter, errorResponses, jsonBody, jsonResponse } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { planLimits } from "../../quota/plan-limits";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import type { ProjectPlan } from "../projects/check-project-plan";
import { createProject } from "../projects/create-project";
import { deleteProject } from "../projects/delete-project";
import { getProject } from "../projects/get-project";
import { listProjects } from "../projects/list-projects";
import { markProjectSeen } from "../projects/mark-project-seen";
import { updateProject } from "../projects/update-project";
import { ProjectIdParam as IdParam, PageQuery, PROJECT_TAGS as TAGS } from "./project-params";

const { basic, pro } = PLANS;

const listProjectsRoute = createRoute({
  method: "get",
  path: "/projects",
  tags: TAGS,
  summary: "The workspace's monitoring projects, oldest first",
  description:
    "Each with its open critical changes, the changes since you last opened it (`POST /projects/{id}/seen`), " +
    "the health score of its site's newest completed crawl and its next scheduled check (null when unknown).",
  request: { query: PageQuery },
  responses: { 200: jsonResponse(ProjectListSchema, "Projects"), ...errorResponses(400, 401, 403) },
});

const createProjectRoute = createRoute({
  method: "post",
  path: "/projects",
  tags: TAGS,
  summary: "Create a monitoring project",
  description:
    "URLs without a scheme mean https. A tracked page must be on the site's host or on a competitor's " +
    "(www. or not); any other host is 400. With no `pages`, the home pages of the site and of every " +
    `competitor are tracked. Plan limits (402 PAYMENT_REQUIRED): Basic ${basic.projects} project, ` +
    `${basic.trackedPagesPerProject} tracked pages, page checks ${basic.pageSchedules.join("/")}, ` +
    `recrawls ${basic.crawlSchedules.join("/")}; Pro ${pro.projects} projects, ` +
    `${pro.trackedPagesPerProject.toLocaleString("en-US")} pages, every schedule.`,
  request: jsonBody(CreateProjectSchema),
  responses: { 201: jsonResponse(ProjectSchema, "The new project"), ...errorResponses(400, 401, 402, 403) },
});

const getProjectRoute = createRoute({
  method: "get",
  path: "/projects/{id}",
  tags: TAGS,
  summary: "One project with its tracked pages and their newest observations",
  request: { params: IdParam },
  responses: { 200: jsonResponse(ProjectSchema, "The project"), ...errorResponses(401, 403, 404) },
});

const updateProjectRoute = createRoute({
  method: "patch",
  path: "/projects/{id}",
  tags: TAGS,
  summary: "Change a project's name, competitors, tracked pages, keywords, schedules or rules",
  description:
    "Fields sent replace the project's (lists whole). Competitors sent without `pages` keep the pages of " +
    "the site and of the competitors that stay; a new competitor's home page is tracked. Pages that stay " +
    "keep their history. Schedules sent must be in the plan (402).",
  request: { params: IdParam, ...jsonBody(UpdateProjectSchema) },
  responses: {
    200: jsonResponse(ProjectSchema, "The project as changed"),
    ...errorResponses(400, 401, 402, 403, 404),
  },
});

const deleteProjectRoute = createRoute({
  method: "delete",
  path: "/projects/{id}",
  tags: TAGS,
  summary: "Delete a project with its history and schedules",
  request: { params: IdParam },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
});

const seenProjectRoute = createRoute({
  method: "post",
  path: "/projects/{id}/seen",
  tags: TAGS,
  summary: "Record that you opened the project",
  description:
    "`newChanges` counts the changes detected after your last call. Reading a project does not count as a " +
    "visit, so scripts and prefetches never clear it.",
  request: { params: IdParam },
  responses: { 204: { description: "Recorded" }, ...errorResponses(401, 403, 404) },
});

export const projectsRoutes = createRouter();
projectsRoutes.use("/projects", requireUser());
projectsRoutes.use("/projects/*", requireUser());

/** The workspace's plan as the project services enforce it (Pro's allowances with billing off). */
function projectPlan(c: Context<AppEnv>, workspace: CurrentWorkspace): ProjectPlan {
  return { plan: workspace.plan, limits: planLimits(workspace.plan, c.get("deps").billingEnabled) };
}

const viewer = (c: Context<AppEnv>, workspace: CurrentWorkspace) => ({
  workspaceId: workspace.id,
  userId: currentUser(c).id,
});

projectsRoutes.openapi(listProjectsRoute, async (c) => {
  const workspace = await authorize(c, "project.view");
  return c.json(await listProjects(c.get("deps").db, viewer(c, workspace), c.req.valid("query")), 200);
});

projectsRoutes.openapi(createProjectRoute, async (c) => {
  const { db, jobs, now } = c.get("deps");
  const body = c.req.valid("json");
  const workspace = await authorize(c, "project.manage");
  const project = await createProject(db, jobs, viewer(c, workspace), {
    ...body,
    ...projectPlan(c, workspace),
    now: now(),
  });
  await logMemberActivity(c, workspace.id, {
    type: "project.created",
    did: `created the monitoring project “${project.name}” (${project.siteUrl})`,
  });
  return c.json(project, 201);
});

projectsRoutes.openapi(getProjectRoute, async (c) => {
  const workspace = await authorize(c, "project.view");
  return c.json(await getProject(c.get("deps").db, viewer(c, workspace), c.req.valid("param").id), 200);
});

projectsRoutes.openapi(updateProjectRoute, async (c) => {
  const { db, jobs, now } = c.get("deps");
  const body = c.req.valid("json");
  const workspace = await authorize(c, "project.manage");
  const project = await updateProject(db, jobs, viewer(c, workspace), c.req.valid("param").id, {
    ...body,
    ...projectPlan(c, workspace),
    now: now(),
  });
  await logMemberActivity(c, workspace.id, {
    type: "project.updated",
    did: `changed the monitoring project “${project.name}” (${changedProjectFields(body)})`,
  });
  return c.json(project, 200);
});

projectsRoutes.openapi(deleteProjectRoute, async (c) => {
  const { db, jobs } = c.get("deps");
  const workspace = await authorize(c, "project.manage");
  const name = await deleteProject(db, jobs, viewer(c, workspace), c.req.valid("param").id);
  await logMemberActivity(c, workspace.id, {
    type: "project.deleted",
    did: `deleted the monitoring project “${name}” with its history`,
  });
  return c.body(null, 204);
});

const PROJECT_FIELDS: Record<keyof UpdateProject, string> = {
  name: "name",
  competitors: "competitors",
  pages: "tracked pages",
  keywords: "keywords",
  pageSchedule: "check schedule",
  crawlSchedule: "recrawl schedule",
  rules: "change rules",
};

/** "tracked pages and check schedule": what a change of a project sent, in words. */
function changedProjectFields(change: UpdateProject): string {
  const fields = (Object.keys(PROJECT_FIELDS) as Array<keyof UpdateProject>)
    .filter((field) => change[field] !== undefined)
    .map((field) => PROJECT_FIELDS[field]);
  return new Intl.ListFormat("en", { type: "conjunction" }).format(fields);
}

projectsRoutes.openapi(seenProjectRoute, async (c) => {
  const { db, now } = c.get("deps");
  const workspace = await authorize(c, "project.view");
  await markProjectSeen(db, viewer(c, workspace), c.req.valid("param").id, now());
  return c.body(null, 204);
});
