import { createRoute } from "@hono/zod-openapi";
import {
  CrawlListSchema,
  CrawlSummarySchema,
  CreateSiteSchema,
  PLANS,
  SiteListSchema,
  SiteSchema,
  type StartCrawlRequest,
  StartCrawlRequestSchema,
  type UpdateSite,
  UpdateSiteSchema,
} from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { csvAttachment, csvOnlyResponse, listResponse, wantsCsv } from "../../lib/csv-response";
import { createRouter, errorResponses, jsonBody, jsonResponse, optionalJsonBody, z } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middleware/require-user";
import { authorize, authorizeActor } from "../../policy/authorize";
import { planLimits } from "../../quota/plan-limits";
import { logMemberActivity } from "../../workspaces/routes/member-activity";
import { checkRenderingAvailable } from "../manage/check-rendering";
import { createSite } from "../manage/create-site";
import { deleteSite } from "../manage/delete-site";
import { findSite } from "../manage/find-site";
import { getSite } from "../manage/get-site";
import { listSites } from "../manage/list-sites";
import { startCrawl } from "../manage/start-crawl";
import { updateSite } from "../manage/update-site";
import { listCrawls } from "../read/list-crawls";
import { CRAWL_CSV_HEADER, crawlCsvRow, SITE_CSV_HEADER, siteCsvRow } from "./site-csv";

const IdParam = z.object({ id: z.string().min(1).max(64) });
const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
const TAGS = ["Site audits"];
const { basic, pro } = PLANS;

const listSitesRoute = createRoute({
  method: "get",
  path: "/sites",
  tags: TAGS,
  summary: "The workspace's sites, oldest first",
  request: { query: PageQuery },
  responses: { 200: listResponse(SiteListSchema, "Sites"), ...errorResponses(400, 401, 403) },
});

const listSitesCsvRoute = createRoute({
  method: "get",
  path: "/sites.csv",
  tags: TAGS,
  summary: "Every site of the workspace as CSV",
  responses: { 200: csvOnlyResponse("Sites"), ...errorResponses(401, 403) },
});

const createSiteRoute = createRoute({
  method: "post",
  path: "/sites",
  tags: TAGS,
  summary: "Add a site to audit",
  description:
    `A workspace audits up to ${basic.sites} site on Basic and ${pro.sites} on Pro; one more is 402 PAYMENT_REQUIRED. ` +
    "`startUrl` without a scheme means https. `settings` fields left out take their defaults.",
  request: jsonBody(CreateSiteSchema),
  responses: {
    201: jsonResponse(SiteSchema, "The new site"),
    ...errorResponses(400, 401, 402, 403),
  },
});

const getSiteRoute = createRoute({
  method: "get",
  path: "/sites/{id}",
  tags: TAGS,
  summary: "One site with its crawl settings",
  request: { params: IdParam },
  responses: { 200: jsonResponse(SiteSchema, "The site"), ...errorResponses(401, 403, 404) },
});

const updateSiteRoute = createRoute({
  method: "patch",
  path: "/sites/{id}",
  tags: TAGS,
  summary: "Change a site's name, start URL or settings",
  description: "The settings sent replace those fields only. Crawls keep the settings they started with.",
  request: { params: IdParam, ...jsonBody(UpdateSiteSchema) },
  responses: { 200: jsonResponse(SiteSchema, "The site as changed"), ...errorResponses(400, 401, 403, 404) },
});

const deleteSiteRoute = createRoute({
  method: "delete",
  path: "/sites/{id}",
  tags: TAGS,
  summary: "Delete a site with all its crawls",
  description: "409 while one of its crawls is running or computing its issues: pause or cancel it first.",
  request: { params: IdParam },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 409) },
});

const startCrawlRoute = createRoute({
  method: "post",
  path: "/sites/{id}/crawls",
  tags: TAGS,
  summary: "Start a crawl of the site",
  description:
    `The crawl runs in the background with the site's settings as they are now, its max pages capped by the plan ` +
    `(Basic: ${basic.pagesPerCrawl.toLocaleString("en-US")}, Pro: ${pro.pagesPerCrawl.toLocaleString("en-US")}). ` +
    `Counts against the plan's crawls per calendar month, UTC (Basic: ${basic.crawlsPerMonth}, Pro: unlimited); ` +
    "over it: 429 QUOTA_EXCEEDED with `details: {limit, used, resetsAt, upgradeUrl}`. " +
    "409 while the site has a crawl that is queued, running, paused or finishing. " +
    'Without a body (or with `{"mode": "spider"}`) it follows the links from the site\'s start URL. ' +
    '`{"mode": "list", "urls": [...]}` fetches exactly those URLs (each on the site\'s host; duplicates dropped; ' +
    "a line that is not is refused as 400 naming it; more than the plan's pages per crawl is 402), and " +
    '`{"mode": "sitemap", "sitemapUrl": "..."}` exactly the URLs that sitemap (or sitemap index) lists on the site. ' +
    "Neither follows links, redirects or resources; the checks that need the whole site are reported as not checked.",
  request: { params: IdParam, ...optionalJsonBody(StartCrawlRequestSchema) },
  responses: {
    201: jsonResponse(CrawlSummarySchema, "The queued crawl"),
    ...errorResponses(400, 401, 402, 403, 404, 409, 429),
  },
});

const listCrawlsRoute = createRoute({
  method: "get",
  path: "/sites/{id}/crawls",
  tags: TAGS,
  summary: "The site's crawls, newest first",
  request: { params: IdParam, query: PageQuery },
  responses: { 200: listResponse(CrawlListSchema, "Crawls"), ...errorResponses(400, 401, 403, 404) },
});

const listCrawlsCsvRoute = createRoute({
  method: "get",
  path: "/sites/{id}/crawls.csv",
  tags: TAGS,
  summary: "Every crawl of the site as CSV",
  request: { params: IdParam },
  responses: { 200: csvOnlyResponse("Crawls"), ...errorResponses(401, 403, 404) },
});

export const sitesRoutes = createRouter();
sitesRoutes.use("/sites", requireUser());
sitesRoutes.use("/sites.csv", requireUser());
sitesRoutes.use("/sites/*", requireUser());

/** Rows of a CSV export are read in pages of this many. */
const EXPORT_BATCH = 500;

sitesRoutes.openapi(listSitesRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "site.view");
  if (wantsCsv(c)) return sitesCsv(db, workspace.id);
  return c.json(await listSites(db, workspace.id, c.req.valid("query")), 200);
});

sitesRoutes.openapi(listSitesCsvRoute, async (c) => {
  const workspace = await authorize(c, "site.view");
  return sitesCsv(c.get("deps").db, workspace.id);
});

function sitesCsv(db: Kysely<Database>, workspaceId: string): Response {
  return csvAttachment(
    "sites.csv",
    SITE_CSV_HEADER,
    (async function* () {
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const { items } = await listSites(db, workspaceId, { limit: EXPORT_BATCH, offset });
        if (items.length > 0) yield items.map(siteCsvRow);
        if (items.length < EXPORT_BATCH) return;
      }
    })(),
  );
}

sitesRoutes.openapi(createSiteRoute, async (c) => {
  const { db, now, billingEnabled } = c.get("deps");
  const body = c.req.valid("json");
  const workspace = await authorize(c, "site.manage");
  const actor = { workspaceId: workspace.id, userId: currentUser(c).id };
  const limits = planLimits(workspace.plan, billingEnabled);
  checkRenderingAvailable(body.settings, c.get("deps").env.rendering);
  const site = await createSite(db, actor, {
    ...body,
    plan: workspace.plan,
    siteLimit: limits.sites,
    now: now(),
    unverifiedMaxRate: c.get("deps").env.CRAWL_UNVERIFIED_MAX_RATE,
  });
  await logMemberActivity(c, workspace.id, {
    type: "site.created",
    did: `added the site “${site.name}” (${site.startUrl})`,
  });
  return c.json(site, 201);
});

sitesRoutes.openapi(getSiteRoute, async (c) => {
  const workspace = await authorize(c, "site.view");
  return c.json(await getSite(c.get("deps").db, workspace.id, c.req.valid("param").id), 200);
});

sitesRoutes.openapi(updateSiteRoute, async (c) => {
  const { db, now, env } = c.get("deps");
  const body = c.req.valid("json");
  const actor = await authorizeActor(c, "site.manage");
  checkRenderingAvailable(body.settings, env.rendering);
  const site = await updateSite(db, actor, c.req.valid("param").id, {
    ...body,
    now: now(),
    unverifiedMaxRate: env.CRAWL_UNVERIFIED_MAX_RATE,
  });
  await logMemberActivity(c, actor.workspaceId, {
    type: "site.updated",
    did: `changed the site “${site.name}” (${changedSiteFields(body)})`,
  });
  return c.json(site, 200);
});

/** "name and crawl settings": what a change of a site sent, in words. */
function changedSiteFields(change: UpdateSite): string {
  const fields = [
    change.name === undefined ? null : "name",
    change.startUrl === undefined ? null : "start URL",
    change.settings === undefined ? null : "crawl settings",
  ].filter((field): field is string => field !== null);
  return new Intl.ListFormat("en", { type: "conjunction" }).format(fields);
}

sitesRoutes.openapi(deleteSiteRoute, async (c) => {
  const actor = await authorizeActor(c, "site.manage");
  const name = await deleteSite(c.get("deps").db, actor, c.req.valid("param").id);
  await logMemberActivity(c, actor.workspaceId, {
    type: "site.deleted",
    did: `deleted the site “${name}” with its crawls`,
  });
  return c.body(null, 204);
});

sitesRoutes.openapi(startCrawlRoute, async (c) => {
  const { db, jobs, now, billingEnabled, env } = c.get("deps");
  const workspace = await authorize(c, "site.manage");
  const actor = { workspaceId: workspace.id, userId: currentUser(c).id };
  const body: StartCrawlRequest | Record<string, never> = c.req.valid("json");
  const crawl = await startCrawl(db, jobs, actor, {
    unverifiedMaxRate: env.CRAWL_UNVERIFIED_MAX_RATE,
    siteId: c.req.valid("param").id,
    plan: workspace.plan,
    limits: planLimits(workspace.plan, billingEnabled),
    now: now(),
    // No body: `{}` (the route's body is optional), a spider crawl.
    request: "mode" in body ? body : undefined,
  });
  const site = await findSite(db, workspace.id, crawl.siteId);
  await logMemberActivity(c, workspace.id, {
    type: "crawl.started",
    did: `started a crawl of “${site.name}”`,
  });
  return c.json(crawl, 201);
});

sitesRoutes.openapi(listCrawlsRoute, async (c) => {
  const { db } = c.get("deps");
  const workspace = await authorize(c, "site.view");
  const siteId = c.req.valid("param").id;
  if (wantsCsv(c)) return crawlsCsv(db, workspace.id, siteId);
  return c.json(await listCrawls(db, workspace.id, siteId, c.req.valid("query")), 200);
});

sitesRoutes.openapi(listCrawlsCsvRoute, async (c) => {
  const workspace = await authorize(c, "site.view");
  return crawlsCsv(c.get("deps").db, workspace.id, c.req.valid("param").id);
});

async function crawlsCsv(db: Kysely<Database>, workspaceId: string, siteId: string) {
  // The first page is read before answering, so an unknown site is a 404, not an empty file.
  const first = await listCrawls(db, workspaceId, siteId, { limit: EXPORT_BATCH, offset: 0 });
  return csvAttachment(
    `site-${siteId}-crawls.csv`,
    CRAWL_CSV_HEADER,
    (async function* () {
      let page = first.items;
      for (let offset = 0; page.length > 0; ) {
        yield page.map(crawlCsvRow);
        if (page.length < EXPORT_BATCH) return;
        offset += EXPORT_BATCH;
        page = (await listCrawls(db, workspaceId, siteId, { limit: EXPORT_BATCH, offset })).items;
      }
    })(),
  );
}
