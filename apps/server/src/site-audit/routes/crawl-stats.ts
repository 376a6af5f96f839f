import { createRoute } from "@hono/zod-openapi";
import { CrawlStatsSchema } from "@ranklens/shared";
import { createRouter, errorResponses, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { findCrawl } from "../manage/find-crawl";
import { crawlStats } from "../read/crawl-stats";

const statsRoute = createRoute({
  method: "get",
  path: "/crawls/{id}/stats",
  tags: ["Site audits"],
  summary: "The crawl's fetched URLs counted by status class, click depth, indexability and response time",
  description:
    "Status classes count every fetched URL (`failed`: no response). Depths and response times count pages, " +
    "not resources; indexability counts HTML pages that answered 2xx. Buckets without URLs are 0.",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: jsonResponse(CrawlStatsSchema, "Counts"), ...errorResponses(401, 403, 404) },
});

/** GET /crawls/:id/stats: the counts behind the crawl overview's charts. */
export function crawlStatsRoutes() {
  const routes = createRouter();
  routes.use("/crawls/*", requireUser());
  routes.openapi(statsRoute, async (c) => {
    const { db } = c.get("deps");
    const workspace = await authorize(c, "site.view");
    const crawl = await findCrawl(db, workspace.id, c.req.valid("param").id);
    return c.json(await crawlStats(db, crawl.id), 200);
  });
  return routes;
}
