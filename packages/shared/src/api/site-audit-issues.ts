import { z } from "zod";

/**
 * What GET /crawls/:id/issues and /crawls/:id/compare/:otherId answer (issue 15). The site
 * checks (apps/server/src/crawler/site-checks) compute the rows; these are the shapes the API
 * promises for them. Reconcile with the site checks' own types when both are merged.
 */

export const SITE_ISSUE_SEVERITIES = ["error", "warning", "notice"] as const;
export const SiteIssueSeveritySchema = z.enum(SITE_ISSUE_SEVERITIES);

/** One site check in a crawl: what it is, and how many URLs it found. */
export const CrawlIssueCheckSchema = z.object({
  checkId: z.string(),
  title: z.string(),
  severity: SiteIssueSeveritySchema,
  why: z.string(),
  howToFix: z.string(),
  /** Affected URLs. */
  count: z.number().int(),
});
export type CrawlIssueCheck = z.infer<typeof CrawlIssueCheckSchema>;

export const CrawlIssueSummarySchema = z.object({
  crawlId: z.string(),
  healthScore: z.number().int().nullable(),
  checks: z.array(CrawlIssueCheckSchema),
});
export type CrawlIssueSummary = z.infer<typeof CrawlIssueSummarySchema>;

/** One affected URL of one check, with the other URL of the finding (the linking page, the target…). */
export const CrawlIssueRowSchema = z.object({
  url: z.string(),
  relatedUrl: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type CrawlIssueRow = z.infer<typeof CrawlIssueRowSchema>;

export const CrawlIssueRowListSchema = z.object({
  checkId: z.string(),
  items: z.array(CrawlIssueRowSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type CrawlIssueRowList = z.infer<typeof CrawlIssueRowListSchema>;

export const CrawlIssuesQuerySchema = z.object({
  /** A check's id: its affected URLs instead of the summary. */
  check: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500, "Limit must be at most 500").default(100),
  cursor: z.string().max(4096).optional(),
});
export type CrawlIssuesQuery = z.output<typeof CrawlIssuesQuerySchema>;

/** A crawl against an earlier one of the same site. */
export const CrawlComparisonSchema = z.object({
  crawlId: z.string(),
  otherCrawlId: z.string(),
  issues: z.array(
    z.object({
      checkId: z.string(),
      /** URLs affected now and not in the other crawl. */
      new: z.number().int(),
      fixed: z.number().int(),
      stillOpen: z.number().int(),
    }),
  ),
  pages: z.object({ added: z.number().int(), removed: z.number().int(), titlesChanged: z.number().int() }),
});
export type CrawlComparison = z.infer<typeof CrawlComparisonSchema>;
