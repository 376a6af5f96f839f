import { createRoute } from "@hono/zod-openapi";
import { CRAWL_PAGE_LIMIT, CrawlPagesQuerySchema, SegmentQuerySchema } from "@ranklens/shared";
import { csvStream } from "../../lib/csv";
import { csvAttachment, csvOnlyResponse } from "../../lib/csv-response";
import { createRouter, errorResponses, z } from "../../lib/openapi";
import { zipStream } from "../../lib/zip-stream";
import { requireUser } from "../../middleware/require-user";
import { authorize } from "../../policy/authorize";
import { findCrawl } from "../manage/find-crawl";
import { crawlPageFilters } from "../read/list-crawl-pages";
import {
  allIssueRowsCsvFile,
  type CsvFile,
  issueSummaryCsvFile,
  linksCsvFile,
  pagesCsvFile,
} from "./crawl-csv-files";

/** The files of the archive, in order, with what each holds (also the route's documentation). */
export const CRAWL_EXPORT_FILES = {
  "pages.csv": "every fetched URL (the columns of /pages.csv)",
  "issues.csv": "one row per site check with its counts, why it matters and how to fix it (/issues.csv)",
  "issue-urls.csv":
    "every affected URL of every check that found something, the rows of /issues.csv?check=… one check after another: the check, both URLs, and one column per detail field the checks declare",
  "links.csv": "every link of every fetched page, with its anchor and its target's status (/links.csv)",
} as const;

const exportRoute = createRoute({
  method: "get",
  path: "/crawls/{id}/export.zip",
  tags: ["Site audits"],
  summary: "The whole crawl as a zip of CSV files",
  description:
    `The same CSV files the API's \`.csv\` routes give, in one archive: ${Object.entries(CRAWL_EXPORT_FILES)
      .map(([name, what]) => `\`${name}\`: ${what}`)
      .join(
        "; ",
      )}. Streamed as it is written. With \`segment\` (a saved segment's id) or \`where\` (conditions as JSON): ` +
    "the segment's pages, their issues and the links on them.",
  request: { params: z.object({ id: z.string().min(1).max(64) }), query: SegmentQuerySchema },
  responses: {
    200: {
      content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
      description: "The archive",
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const linksCsvRoute = createRoute({
  method: "get",
  path: "/crawls/{id}/links.csv",
  tags: ["Site audits"],
  summary: "Every link of every fetched page as CSV",
  description:
    "One row per link: the page it is on, its target, the target's status (empty when the crawl did not fetch it: " +
    "`target_skip_reason` says why) and its anchor, nofollow and whether it is in the navigation. A navigation " +
    "on every page is written once per page.",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: csvOnlyResponse("Links"), ...errorResponses(401, 403, 404) },
});

/**
 * GET /crawls/:id/links.csv and GET /crawls/:id/export.zip: who may read the crawl's CSVs may
 * download them all at once.
 */
export function crawlExportRoutes() {
  const routes = createRouter();
  routes.use("/crawls/*", requireUser());
  routes.openapi(linksCsvRoute, async (c) => {
    const { db } = c.get("deps");
    const workspace = await authorize(c, "site.view");
    const crawl = await findCrawl(db, workspace.id, c.req.valid("param").id);
    const file = linksCsvFile(db, crawl.id);
    return csvAttachment(file.filename, file.header, file.rows);
  });
  routes.openapi(exportRoute, async (c) => {
    const { db } = c.get("deps");
    const workspace = await authorize(c, "site.view");
    const crawl = await findCrawl(db, workspace.id, c.req.valid("param").id);
    const everyPage = CrawlPagesQuerySchema.parse({ ...c.req.valid("query"), limit: CRAWL_PAGE_LIMIT.max });
    // The segment's condition, worked out once for all four files.
    const filters = await crawlPageFilters(db, crawl, everyPage);
    const { segment } = filters;
    const files: Record<keyof typeof CRAWL_EXPORT_FILES, CsvFile> = {
      "pages.csv": await pagesCsvFile(db, workspace.id, crawl.id, everyPage, filters),
      "issues.csv": await issueSummaryCsvFile(db, crawl.id, segment),
      "issue-urls.csv": await allIssueRowsCsvFile(db, crawl.id, segment),
      "links.csv": linksCsvFile(db, crawl.id, segment),
    };
    const archive = zipStream(
      Object.entries(files).map(([name, file]) => ({ name, open: () => csvStream(file.header, file.rows) })),
    );
    return new Response(archive, {
      status: 200,
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="crawl-${crawl.id}.zip"`,
      },
    });
  });
  return routes;
}
