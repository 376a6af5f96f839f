import { createRoute } from "@hono/zod-openapi";
import {
  LinkSearchConsolePropertySchema,
  type ProjectSearchConsole,
  ProjectSearchConsoleSchema,
  SEARCH_CONSOLE_LABEL,
} from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { AppError } from "../../../errors";
import { enqueueJob } from "../../../jobs/job-definition";
import { createRouter, errorResponses, jsonBody, jsonResponse, z } from "../../../lib/openapi";
import { requireUser } from "../../../middleware/require-user";
import { authorize, authorizeActor } from "../../../policy/authorize";
import { logMemberActivity } from "../../../workspaces/routes/member-activity";
import { ProviderError } from "../../provider-error";
import { searchConsoleConnection, searchConsoleProperties } from "../connection";
import { scheduleSearchConsoleImport, unscheduleSearchConsoleImport } from "../import/import-schedule";
import { searchConsoleImportJobKind } from "../jobs/search-console-import-kind";
import { deleteProjectLink, projectLink, saveProjectLink } from "../project-link";
import { propertyCovers } from "../property-coverage";
import { searchConsoleNewestDate } from "../totals";
import { searchConsoleDeps, SEARCH_CONSOLE_TAGS as TAGS } from "./deps";

const IdParam = z.object({ id: z.string().min(1).max(64) });

const getRoute = createRoute({
  method: "get",
  path: "/projects/{id}/search-console",
  tags: TAGS,
  summary: "The Search Console property a project reads, and its import (newest day, last failure)",
  request: { params: IdParam },
  responses: {
    200: jsonResponse(ProjectSearchConsoleSchema, "The link (property null when none)"),
    ...errorResponses(401, 403, 404),
  },
});

const putRoute = createRoute({
  method: "put",
  path: "/projects/{id}/search-console",
  tags: TAGS,
  summary: "Link a Search Console property to a project: imported daily from now on",
  description:
    "The property must be one the workspace's Google account can read, and cover the project's site (a Domain " +
    "property of its host, or a URL prefix its address starts with); 400 otherwise. The first import (the last 90 " +
    "days) is queued at once, then one a day from the newest day imported − 3 to today − 2.",
  request: { params: IdParam, ...jsonBody(LinkSearchConsolePropertySchema) },
  responses: {
    200: jsonResponse(ProjectSearchConsoleSchema, "The link now"),
    ...errorResponses(400, 401, 403, 404, 501, 502, 503),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/projects/{id}/search-console",
  tags: TAGS,
  summary: "Unlink a project's Search Console property (its imported rows stay with the workspace)",
  request: { params: IdParam },
  responses: { 204: { description: "Unlinked" }, ...errorResponses(401, 403, 404) },
});

const importRoute = createRoute({
  method: "post",
  path: "/projects/{id}/search-console/import",
  tags: TAGS,
  summary: "Import the linked property's newest Search Console rows now",
  request: { params: IdParam },
  responses: {
    202: jsonResponse(z.object({ jobId: z.string() }), "The queued import"),
    ...errorResponses(401, 403, 404),
  },
});

export const projectSearchConsoleRoutes = createRouter();
projectSearchConsoleRoutes.use("/projects/*", requireUser());

async function findProject(db: Kysely<Database>, workspaceId: string, projectId: string) {
  const row = await db
    .selectFrom("projects")
    .select(["id", "name", "site_url"])
    .where("id", "=", projectId)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", "Project not found");
  return row;
}

async function linkView(db: Kysely<Database>, projectId: string): Promise<ProjectSearchConsole> {
  const link = await projectLink(db, projectId);
  return {
    property: link?.property ?? null,
    linkedAt: link?.linked_at ?? null,
    newestDate: link ? await searchConsoleNewestDate(db, link.workspace_id, link.property) : null,
    lastImportAt: link?.last_import_at ?? null,
    lastImportError: link?.last_import_error ?? null,
    source: SEARCH_CONSOLE_LABEL,
  };
}

projectSearchConsoleRoutes.openapi(getRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "project.view");
  const project = await findProject(db, workspace.id, c.req.valid("param").id);
  return c.json(await linkView(db, project.id), 200);
});

projectSearchConsoleRoutes.openapi(putRoute, async (c) => {
  const deps = searchConsoleDeps(c);
  const { jobs } = c.get("deps");
  const actor = await authorizeActor(c, "project.manage");
  const project = await findProject(deps.db, actor.workspaceId, c.req.valid("param").id);
  const { property } = c.req.valid("json");
  if (!propertyCovers(property, project.site_url))
    throw new AppError(
      "INVALID_REQUEST",
      `The Search Console property ${property} does not cover this project's site (${project.site_url}): pick its ` +
        `Domain property (sc-domain:${new URL(project.site_url).hostname.replace(/^www\./, "")}) or a URL-prefix property its address starts with.`,
    );
  if (!(await searchConsoleConnection(deps, actor.workspaceId)).connected)
    throw new AppError(
      "NOT_FOUND",
      "Search Console is not connected in this workspace: an admin connects it in Settings first.",
    );
  let readable: Array<{ siteUrl: string }>;
  try {
    readable = (await searchConsoleProperties(deps, actor.workspaceId)).properties;
  } catch (error) {
    if (error instanceof ProviderError) throw error.toAppError();
    throw error;
  }
  if (!readable.some((p) => p.siteUrl === property))
    throw new AppError(
      "INVALID_REQUEST",
      `The connected Google account cannot read the Search Console property ${property}: add it to that account in Search Console, or connect another account.`,
    );
  await saveProjectLink(
    deps.db,
    { projectId: project.id, workspaceId: actor.workspaceId, property, userId: actor.userId },
    deps.now(),
  );
  await scheduleSearchConsoleImport(jobs, project.id);
  await enqueueJob(jobs, searchConsoleImportJobKind, { projectId: project.id, trigger: "manual" });
  await logMemberActivity(c, actor.workspaceId, {
    type: "project.updated",
    did: `linked the Search Console property ${property} to the monitoring project “${project.name}”`,
  });
  return c.json(await linkView(deps.db, project.id), 200);
});

projectSearchConsoleRoutes.openapi(deleteRoute, async (c) => {
  const { db, jobs } = c.get("deps");
  const actor = await authorizeActor(c, "project.manage");
  const project = await findProject(db, actor.workspaceId, c.req.valid("param").id);
  if (!(await deleteProjectLink(db, project.id)))
    throw new AppError("NOT_FOUND", "This project reads no Search Console property");
  await unscheduleSearchConsoleImport(jobs, project.id);
  await logMemberActivity(c, actor.workspaceId, {
    type: "project.updated",
    did: `unlinked Search Console from the monitoring project “${project.name}”`,
  });
  return c.body(null, 204);
});

projectSearchConsoleRoutes.openapi(importRoute, async (c) => {
  const { db, jobs } = c.get("deps");
  const actor = await authorizeActor(c, "project.manage");
  const project = await findProject(db, actor.workspaceId, c.req.valid("param").id);
  if (!(await projectLink(db, project.id)))
    throw new AppError("NOT_FOUND", "This project reads no Search Console property");
  const job = await enqueueJob(jobs, searchConsoleImportJobKind, {
    projectId: project.id,
    trigger: "manual",
  });
  return c.json({ jobId: job.id }, 202);
});
