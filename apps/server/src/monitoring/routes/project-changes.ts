import { createRoute } from "@hono/zod-openapi";
import {
  ChangeListSchema,
  ChangesQuerySchema,
  ObservationDiffSchema,
  PageHistorySchema,
} from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { csvAttachment, listResponse, wantsCsv } from "../../lib/csv-response";
import { createRouter, errorResponses, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { getObservationDiff } from "../projects/get-observation-diff";
import { getPageHistory } from "../projects/get-page-history";
import { listChanges } from "../projects/list-changes";
import { CHANGE_CSV_HEADER, changeCsvRow } from "./change-csv";
import { PageIdParam, ProjectIdParam, RowId, PROJECT_TAGS as TAGS } from "./project-params";

const ChangesRouteQuery = ChangesQuerySchema.extend({
  pageId: RowId.optional(),
  /** `csv`: every matching change as CSV (as `Accept: text/csv` does); limit and cursor are ignored. */
  format: z.enum(["json", "csv"]).optional(),
});

const listChangesRoute = createRoute({
  method: "get",
  path: "/projects/{id}/changes",
  tags: TAGS,
  summary: "Detected changes, newest first, with severity, page and before/after",
  description:
    "A page of `limit` changes; pass `nextCursor` as `cursor` for the next one. `severity` and `pageId` filter. " +
    "With `format=csv` (or `Accept: text/csv`): every matching change as CSV.",
  request: { params: ProjectIdParam, query: ChangesRouteQuery },
  responses: { 200: listResponse(ChangeListSchema, "Changes"), ...errorResponses(400, 401, 403, 404) },
});

const HISTORY_MAX = 2000;
const historyRoute = createRoute({
  method: "get",
  path: "/projects/{id}/pages/{pageId}/history",
  tags: TAGS,
  summary: "A tracked page's observations, oldest first",
  description: `The newest \`limit\` observations (default 365, at most ${HISTORY_MAX}), oldest first.`,
  request: {
    params: PageIdParam,
    query: z.object({ limit: z.coerce.number().int().min(1).max(HISTORY_MAX).default(365) }),
  },
  responses: { 200: jsonResponse(PageHistorySchema, "History"), ...errorResponses(400, 401, 403, 404) },
});

const diffRoute = createRoute({
  method: "get",
  path: "/projects/{id}/pages/{pageId}/diff",
  tags: TAGS,
  summary: "Two observations of a tracked page compared, field by field and word by word",
  description:
    "`to` defaults to the newest observation, `from` to the one before it: without parameters, what changed at " +
    "the last check. Both must be observations of this page (404 otherwise).",
  request: {
    params: PageIdParam,
    query: z.object({
      from: RowId.optional(),
      to: RowId.optional(),
    }),
  },
  responses: { 200: jsonResponse(ObservationDiffSchema, "The diff"), ...errorResponses(400, 401, 403, 404) },
});

export const projectChangesRoutes = createRouter();
projectChangesRoutes.use("/projects/*", requireUser());

/** Rows of a CSV export are read in pages of this many. */
const EXPORT_BATCH = 500;

projectChangesRoutes.openapi(listChangesRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "project.view");
  const { id } = c.req.valid("param");
  const { format, ...query } = c.req.valid("query");
  if (format === "csv" || (format === undefined && wantsCsv(c))) {
    return changesCsv(db, workspace.id, id, { severity: query.severity, pageId: query.pageId });
  }
  return c.json(await listChanges(db, workspace.id, id, query), 200);
});

async function changesCsv(
  db: Kysely<Database>,
  workspaceId: string,
  projectId: string,
  filter: { severity?: "critical" | "warning" | "info"; pageId?: number },
) {
  // The first page is read before answering, so an unknown project is a 404, not an empty file.
  const first = await listChanges(db, workspaceId, projectId, { ...filter, limit: EXPORT_BATCH });
  return csvAttachment(
    `project-${projectId}-changes.csv`,
    CHANGE_CSV_HEADER,
    (async function* () {
      let page = first;
      while (page.items.length > 0) {
        yield page.items.map(changeCsvRow);
        if (!page.nextCursor) return;
        page = await listChanges(db, workspaceId, projectId, {
          ...filter,
          limit: EXPORT_BATCH,
          cursor: page.nextCursor,
        });
      }
    })(),
  );
}

projectChangesRoutes.openapi(historyRoute, async (c) => {
  const workspace = await authorize(c, "project.view");
  const { id, pageId } = c.req.valid("param");
  const { limit } = c.req.valid("query");
  return c.json(await getPageHistory(c.get("deps").db, workspace.id, id, pageId, limit), 200);
});

projectChangesRoutes.openapi(diffRoute, async (c) => {
  const workspace = await authorize(c, "project.view");
  const { id, pageId } = c.req.valid("param");
  return c.json(
    await getObservationDiff(c.get("deps").db, workspace.id, id, pageId, c.req.valid("query")),
    200,
  );
});
