import { createRoute } from "@hono/zod-openapi";
import { ProjectTrendsSchema, TRENDS_DAYS } from "@ranklens/shared";
import { createRouter, errorResponses, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { getProjectTrends } from "../projects/project-trends";
import { ProjectIdParam, PROJECT_TAGS as TAGS } from "./project-params";

const trendsRoute = createRoute({
  method: "get",
  path: "/projects/{id}/trends",
  tags: TAGS,
  summary: "Issues over time, site health over crawls and keyword gaps over time",
  description:
    `The last \`days\` UTC days (default ${TRENDS_DAYS.default}, at most ${TRENDS_DAYS.max}), oldest first: changes ` +
    "detected per day by severity (every check date, 0s included), the health score of each completed crawl of " +
    "the project's site, and keyword gaps — keywords among the top keywords of competitors' tracked pages that " +
    "no own tracked page uses at all (not in its main text, plurals aside, nor among its top keywords when no text " +
    "was stored), less fragments of a longer gap of the same page, per check date (its last completed run) and at " +
    "the newest check. Gaps are a heuristic over tracked pages' texts and top keywords, not search data.",
  request: {
    params: ProjectIdParam,
    query: z.object({
      days: z.coerce.number().int().min(1).max(TRENDS_DAYS.max).default(TRENDS_DAYS.default),
    }),
  },
  responses: { 200: jsonResponse(ProjectTrendsSchema, "Trends"), ...errorResponses(400, 401, 403, 404) },
});

export const projectTrendsRoutes = createRouter();
projectTrendsRoutes.use("/projects/*", requireUser());

projectTrendsRoutes.openapi(trendsRoute, async (c) => {
  const { db, now } = c.get("deps");
  const workspace = await authorize(c, "project.view");
  const { id } = c.req.valid("param");
  return c.json(await getProjectTrends(db, workspace.id, id, c.req.valid("query").days, now()), 200);
});
