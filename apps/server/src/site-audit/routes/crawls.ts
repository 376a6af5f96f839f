import { createRoute } from "@hono/zod-openapi";
import {
  CRAWL_PAGE_LIMIT,
  CrawlPageListSchema,
  type CrawlPagesQuery,
  CrawlPagesQuerySchema,
  CrawlSchema,
  type CrawlSummary,
  CrawlSummarySchema,
  LatestCrawlListSchema,
  LatestCrawlsQuerySchema,
} from "@ranklens/shared";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { AppEnv } from "../../app-env";
import type { Database } from "../../db/schema";
import { csvAttachment, csvOnlyResponse, listResponse, wantsCsv } from "../../lib/csv-response";
import { createRouter, errorResponses, jsonResponse, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { planLimits } from "../../quota/plan-limits";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { cancelCrawl } from "../manage/cancel-crawl";
import { findSite } from "../manage/find-site";
import { pauseCrawl } from "../manage/pause-crawl";
import { resumeCrawl } from "../manage/resume-crawl";
import { getCrawl } from "../read/get-crawl";
import { listCrawlPages } from "../read/list-crawl-pages";
import { listLatestCrawls } from "../read/list-latest-crawls";
import { pagesCsvFile } from "./crawl-csv-files";

const IdParam = z.object({ id: z.string().min(1).max(64) });
const TAGS = ["Site audits"];

const latestCrawlsRoute = createRoute({
  method: "get",
  path: "/crawls",
  tags: TAGS,
  summary: "Each site's newest crawl, newest first, with its health and the previous crawl's",
  description:
    "One entry per site that has been crawled: the site, its newest crawl (any state) and `previousHealthScore`, " +
    "the health score of the crawl it compares with. `total` counts the crawled sites.",
  request: { query: LatestCrawlsQuerySchema },
  responses: {
    200: jsonResponse(LatestCrawlListSchema, "The latest crawls"),
    ...errorResponses(400, 401, 403),
  },
});

const getCrawlRoute = createRoute({
  method: "get",
  path: "/crawls/{id}",
  tags: TAGS,
  summary: "A crawl's state and progress",
  description:
    "Progress: `crawled` (URLs fetched), `queued` (waiting or in flight), `failed` (no response), " +
    "`pagesPerSecond` (crawled ÷ seconds since it started, pauses included), `etaSeconds` (while running) and `latest` " +
    "(the last URLs fetched, newest first, with their status and response time).",
  request: { params: IdParam },
  responses: { 200: jsonResponse(CrawlSchema, "The crawl"), ...errorResponses(401, 403, 404) },
});

const transitionRoute = (verb: "pause" | "resume" | "cancel", summary: string, description: string) =>
  createRoute({
    method: "post",
    path: `/crawls/{id}/${verb}`,
    tags: TAGS,
    summary,
    description: `${description} A move the crawl's state does not allow (a finished crawl never changes) is 409.`,
    request: { params: IdParam },
    responses: { 200: jsonResponse(CrawlSummarySchema, "The crawl"), ...errorResponses(401, 403, 404, 409) },
  });

const pauseRoute = transitionRoute(
  "pause",
  "Pause a queued or running crawl",
  "The crawler stops at its next batch; what it fetched stays.",
);
const resumeRoute = transitionRoute(
  "resume",
  "Resume a paused crawl",
  "It is queued again and picks up where it stopped.",
);
const cancelRoute = transitionRoute(
  "cancel",
  "Cancel a crawl that has not finished",
  "The crawler stops at its next batch; what it fetched stays readable.",
);

const pagesRoute = createRoute({
  method: "get",
  path: "/crawls/{id}/pages",
  tags: TAGS,
  summary: "The crawl's fetched URLs: filter, sort, page through",
  description:
    "Filters: `status` (2xx, 3xx, 4xx, 5xx or failed: no response), `indexable`, `html`, `q` (part of the URL or title), " +
    "`regex` (a regular expression on the URL or title, any case; back-references and nested repeats such as (a+)+ are refused), " +
    "`depth` (exactly) and `maxDepth` (at most this many clicks from the start URL). " +
    "Sorts: url, status, depth, score, word_count, total_ms, title_length, description_length, bytes, inlinks, outlinks " +
    "(`order` asc or desc; a missing value sorts lowest). " +
    `Pages of \`limit\` rows (at most ${CRAWL_PAGE_LIMIT.max}); pass \`nextCursor\` as \`cursor\` for the next one.`,
  request: { params: IdParam, query: CrawlPagesQuerySchema },
  responses: { 200: listResponse(CrawlPageListSchema, "Pages"), ...errorResponses(400, 401, 403, 404) },
});

const pagesCsvRoute = createRoute({
  method: "get",
  path: "/crawls/{id}/pages.csv",
  tags: TAGS,
  summary: "Every fetched URL of the crawl as CSV (same filters and sort as /pages)",
  request: { params: IdParam, query: CrawlPagesQuerySchema.omit({ limit: true, cursor: true }) },
  responses: { 200: csvOnlyResponse("Pages"), ...errorResponses(400, 401, 403, 404) },
});

export const crawlsRoutes = createRouter();
crawlsRoutes.use("/crawls", requireUser());
crawlsRoutes.use("/crawls/*", requireUser());

crawlsRoutes.openapi(latestCrawlsRoute, async (c) => {
  const workspace = await authorize(c, "site.view");
  return c.json(await listLatestCrawls(c.get("deps").db, workspace.id, c.req.valid("query").limit), 200);
});

crawlsRoutes.openapi(getCrawlRoute, async (c) => {
  const { db, now, billingEnabled } = c.get("deps");
  const workspace = await authorize(c, "site.view");
  const { crawlsAtOnce } = planLimits(workspace.plan, billingEnabled);
  return c.json(await getCrawl(db, workspace.id, c.req.valid("param").id, now(), crawlsAtOnce), 200);
});

crawlsRoutes.openapi(pauseRoute, async (c) => {
  const { db, now } = c.get("deps");
  const workspace = await authorize(c, "site.manage");
  const crawl = await pauseCrawl(db, workspace.id, c.req.valid("param").id, now());
  await logCrawlCommand(c, workspace.id, crawl, "crawl.paused", "paused");
  return c.json(crawl, 200);
});

crawlsRoutes.openapi(resumeRoute, async (c) => {
  const { db, jobs, now } = c.get("deps");
  const workspace = await authorize(c, "site.manage");
  const crawl = await resumeCrawl(db, jobs, workspace.id, c.req.valid("param").id, now());
  await logCrawlCommand(c, workspace.id, crawl, "crawl.resumed", "resumed");
  return c.json(crawl, 200);
});

crawlsRoutes.openapi(cancelRoute, async (c) => {
  const { db, now } = c.get("deps");
  const workspace = await authorize(c, "site.manage");
  const crawl = await cancelCrawl(db, workspace.id, c.req.valid("param").id, now());
  await logCrawlCommand(c, workspace.id, crawl, "crawl.cancelled", "cancelled");
  return c.json(crawl, 200);
});

/** "Ana paused the crawl of “Shop”": a member's command to a crawl, in the activity log. */
async function logCrawlCommand(
  c: Context<AppEnv>,
  workspaceId: string,
  crawl: CrawlSummary,
  type: "crawl.paused" | "crawl.resumed" | "crawl.cancelled",
  verb: string,
): Promise<void> {
  const site = await findSite(c.get("deps").db, workspaceId, crawl.siteId);
  await logMemberActivity(c, workspaceId, { type, did: `${verb} the crawl of “${site.name}”` });
}

crawlsRoutes.openapi(pagesRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "site.view");
  const crawlId = c.req.valid("param").id;
  const query = c.req.valid("query");
  if (wantsCsv(c)) return pagesCsv(db, workspace.id, crawlId, query);
  return c.json(await listCrawlPages(db, workspace.id, crawlId, query), 200);
});

crawlsRoutes.openapi(pagesCsvRoute, async (c) => {
  const workspace = await authorize(c, "site.view");
  const query = { ...c.req.valid("query"), limit: CRAWL_PAGE_LIMIT.max };
  return pagesCsv(c.get("deps").db, workspace.id, c.req.valid("param").id, query);
});

/** Every matching page as a CSV download (see pagesCsvFile). */
async function pagesCsv(db: Kysely<Database>, workspaceId: string, crawlId: string, query: CrawlPagesQuery) {
  const file = await pagesCsvFile(db, workspaceId, crawlId, query);
  return csvAttachment(file.filename, file.header, file.rows);
}
