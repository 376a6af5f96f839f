import { createRoute } from "@hono/zod-openapi";
import {
  CrawlComparisonSchema,
  CrawlIssueRowListSchema,
  CrawlIssueSummarySchema,
  CrawlIssuesQuerySchema,
  SegmentQuerySchema,
} from "@ranklens/shared";
import type { Kysely, RawBuilder } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { csvAttachment, csvOnlyResponse, listResponse, wantsCsv } from "../../lib/csv-response";
import { createRouter, errorResponses, z } from "../../lib/openapi";
import { requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { findCrawl } from "../manage/find-crawl";
import { crawlComparison, crawlIssueRows, crawlIssueSummary } from "../read/crawl-issues";
import { segmentCondition } from "../segments/segment-condition";
import { segmentOfQuery } from "../segments/segment-of-query";
import { segmentPredicate } from "../segments/segment-predicate";
import { issueRowsCsvFile, issueSummaryCsvFile } from "./crawl-csv-files";

const IdParam = z.object({ id: z.string().min(1).max(64) });
const TAGS = ["Site audits"];
const ISSUES_DESCRIPTION =
  "Without `check`: every site check that found something, with its severity, why it matters, how to fix it " +
  "and how many URLs it affects. With `check=<id>`: that check's affected URLs, `limit` at a time " +
  "(pass `nextCursor` as `cursor`). With `segment` (a saved segment's id) or `where` (conditions as JSON): " +
  "only the issues of that segment's pages (the health score stays the whole crawl's).";

const issuesRoute = createRoute({
  method: "get",
  path: "/crawls/{id}/issues",
  tags: TAGS,
  summary: "The crawl's site issues: a summary per check, or one check's URLs",
  description: ISSUES_DESCRIPTION,
  request: { params: IdParam, query: CrawlIssuesQuerySchema },
  responses: {
    200: listResponse(z.union([CrawlIssueSummarySchema, CrawlIssueRowListSchema]), "Issues"),
    ...errorResponses(400, 401, 403, 404),
  },
});

const issuesCsvRoute = createRoute({
  method: "get",
  path: "/crawls/{id}/issues.csv",
  tags: TAGS,
  summary: "The crawl's site issues as CSV: the summary, or every URL of one check",
  request: { params: IdParam, query: CrawlIssuesQuerySchema.omit({ limit: true, cursor: true }) },
  responses: { 200: csvOnlyResponse("Issues"), ...errorResponses(400, 401, 403, 404) },
});

const compareRoute = createRoute({
  method: "get",
  path: "/crawls/{id}/compare/{otherId}",
  tags: TAGS,
  summary: "Compare a crawl with another crawl of the same site",
  description:
    "Per check: URLs newly affected, fixed and still open; pages added and removed; titles changed. " +
    "`Accept: text/csv` gives the per-check rows as CSV. Crawls of different sites: 400.",
  request: {
    params: z.object({ id: z.string().min(1).max(64), otherId: z.string().min(1).max(64) }),
    query: SegmentQuerySchema,
  },
  responses: {
    200: listResponse(CrawlComparisonSchema, "The comparison"),
    ...errorResponses(400, 401, 403, 404),
  },
});

/** GET /crawls/:id/issues (summary or one check's rows, JSON or CSV) and GET /crawls/:id/compare/:otherId. */
export function crawlIssuesRoutes() {
  const routes = createRouter();
  routes.use("/crawls/*", requireUser());

  routes.openapi(issuesRoute, async (c) => {
    const { db } = c.get("deps");
    const workspace = await authorize(c, "site.view");
    const crawl = await findCrawl(db, workspace.id, c.req.valid("param").id);
    const query = c.req.valid("query");
    const segment = await segmentCondition(db, crawl, query);
    if (wantsCsv(c)) return issuesCsv(db, crawl.id, query.check, segment);
    if (!query.check) return c.json(await crawlIssueSummary(db, crawl.id, segment), 200);
    const page = { limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) };
    return c.json(await crawlIssueRows(db, crawl.id, query.check, page, segment), 200);
  });

  routes.openapi(issuesCsvRoute, async (c) => {
    const { db } = c.get("deps");
    const workspace = await authorize(c, "site.view");
    const crawl = await findCrawl(db, workspace.id, c.req.valid("param").id);
    const query = c.req.valid("query");
    return issuesCsv(db, crawl.id, query.check, await segmentCondition(db, crawl, query));
  });

  routes.openapi(compareRoute, async (c) => {
    const { db } = c.get("deps");
    const workspace = await authorize(c, "site.view");
    const params = c.req.valid("param");
    // `/compare/<id>.csv` asks for CSV like `Accept: text/csv` does.
    const csv = wantsCsv(c) || params.otherId.endsWith(".csv");
    const crawl = await findCrawl(db, workspace.id, params.id);
    const other = await findCrawl(db, workspace.id, params.otherId.replace(/\.csv$/, ""));
    if (crawl.site_id !== other.site_id) {
      throw new AppError("INVALID_REQUEST", "Only crawls of the same site can be compared", {
        details: { field: "otherId" },
      });
    }
    const definition = await segmentOfQuery(db, crawl, c.req.valid("query"));
    const segments = definition
      ? {
          current: await segmentPredicate(db, crawl, definition),
          previous: await segmentPredicate(db, other, definition),
        }
      : undefined;
    const comparison = await crawlComparison(db, crawl.id, other.id, segments);
    if (!csv) return c.json(comparison, 200);
    return csvAttachment(
      `crawl-${crawl.id}-compare-${other.id}.csv`,
      ["check_id", "new", "fixed", "still_open"],
      (async function* () {
        yield comparison.issues.byCheck.map((i) => [i.checkId, i.new, i.fixed, i.stillOpen]);
      })(),
    );
  });

  return routes;
}

/** The summary as one row per check, or every affected URL of one check, streamed in batches. */
async function issuesCsv(
  db: Kysely<Database>,
  crawlId: string,
  checkId?: string,
  segment?: RawBuilder<boolean>,
) {
  const file = checkId
    ? await issueRowsCsvFile(db, crawlId, checkId, segment)
    : await issueSummaryCsvFile(db, crawlId, segment);
  return csvAttachment(file.filename, file.header, file.rows);
}
