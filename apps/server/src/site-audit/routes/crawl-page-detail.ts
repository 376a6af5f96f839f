import { createRoute } from "@hono/zod-openapi";
import {
  CRAWL_PAGE_LINK_LIMIT,
  CrawlPageByUrlQuerySchema,
  CrawlPageDetailQuerySchema,
  CrawlPageDetailSchema,
} from "@ranklens/shared";
import { createRouter, errorResponses, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { getCrawlPage } from "../read/get-crawl-page";

const pageRoute = createRoute({
  method: "get",
  path: "/crawls/{id}/pages/{urlId}",
  tags: ["Site audits"],
  summary: "One fetched URL of the crawl: its facts, failing checks, redirect chain and links",
  description:
    "`urlId` is a page's `id` in /crawls/{id}/pages. Inlinks (pages linking here, with anchor text, nofollow and " +
    "whether the link is in navigation) and outlinks (with each target's status) list at most " +
    `\`limit\` (${CRAWL_PAGE_LINK_LIMIT.max}) links each with their \`total\`; \`inlinksOffset\` pages through the inlinks.`,
  request: {
    params: z.object({ id: z.string().min(1).max(64), urlId: z.coerce.number().int().min(1) }),
    query: CrawlPageDetailQuerySchema,
  },
  responses: { 200: jsonResponse(CrawlPageDetailSchema, "The page"), ...errorResponses(400, 401, 403, 404) },
});

const pageByUrlRoute = createRoute({
  method: "get",
  path: "/crawls/{id}/page",
  tags: ["Site audits"],
  summary: "One fetched URL of the crawl, found by its URL",
  description:
    "The same answer as /crawls/{id}/pages/{urlId}. A page's id belongs to one crawl; its URL names it in every " +
    "crawl of the site, so a link kept across recrawls (or from one crawl to another) goes by `url`.",
  request: {
    params: z.object({ id: z.string().min(1).max(64) }),
    query: CrawlPageByUrlQuerySchema.extend(CrawlPageDetailQuerySchema.shape),
  },
  responses: { 200: jsonResponse(CrawlPageDetailSchema, "The page"), ...errorResponses(400, 401, 403, 404) },
});

/** GET /crawls/:id/pages/:urlId and /crawls/:id/page?url= (the Page detail screen). */
export function crawlPageDetailRoutes() {
  const routes = createRouter();
  routes.use("/crawls/*", requireUser());
  routes.openapi(pageRoute, async (c) => {
    const workspace = await authorize(c, "site.view");
    const { id, urlId } = c.req.valid("param");
    return c.json(
      await getCrawlPage(c.get("deps").db, workspace.id, id, { urlId }, c.req.valid("query")),
      200,
    );
  });
  routes.openapi(pageByUrlRoute, async (c) => {
    const workspace = await authorize(c, "site.view");
    const { id } = c.req.valid("param");
    const { url, ...query } = c.req.valid("query");
    return c.json(await getCrawlPage(c.get("deps").db, workspace.id, id, { url }, query), 200);
  });
  return routes;
}
