import { z } from "zod";
import { SegmentQuerySchema } from "./site-audit-segments";

/**
 * What GET /crawls/:id/issues and /crawls/:id/compare/:otherId answer (issue 15). The site
 * checks (apps/server/src/site-audit/site-checks) compute the rows; these are the shapes the API
 * promises for them.
 */

/** The health score's bands, as the screens name them (a site with any error scores below 90). */
export const HEALTH_BANDS = [
  { min: 90, label: "Good" },
  { min: 70, label: "Needs work" },
  { min: 0, label: "Poor" },
] as const;

export type HealthBand = (typeof HEALTH_BANDS)[number]["label"];

/** The band a score falls in; null without a score. */
export function healthBandOf(score: number | null): HealthBand | null {
  if (score === null) return null;
  return HEALTH_BANDS.find((band) => score >= band.min)?.label ?? "Poor";
}

export const SITE_ISSUE_SEVERITIES = ["error", "warning", "notice"] as const;
export const SiteIssueSeveritySchema = z.enum(SITE_ISSUE_SEVERITIES);
export type SiteIssueSeverity = z.infer<typeof SiteIssueSeveritySchema>;

/**
 * How a detail value reads in a cell: a yes/no flag, milliseconds, bytes (shown in KB), or a page
 * check's items (an array of `{ value, … }`: each value on its own line).
 */
export const ISSUE_DETAIL_FORMATS = ["bool", "ms", "bytes", "items"] as const;

/**
 * The columns of a check's affected-URL rows, as the check declares them beside its SQL: what its
 * `url` and `relatedUrl` mean, and which `detail` fields it fills, with their labels. The issue
 * table, the CSV and the zip render from these.
 */
export const IssueColumnsSchema = z.object({
  url: z.string(),
  /** Null when the check never fills `relatedUrl`. */
  related: z.string().nullable(),
  detail: z.array(
    z.object({ key: z.string(), label: z.string(), format: z.enum(ISSUE_DETAIL_FORMATS).optional() }),
  ),
});
export type IssueColumns = z.infer<typeof IssueColumnsSchema>;

/** One site check in a crawl: what it is, why it matters, how to fix it, and what it found. */
export const CrawlIssueCheckSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** As the site's rules set it; `defaultSeverity` when no rule does. */
  severity: SiteIssueSeveritySchema,
  defaultSeverity: SiteIssueSeveritySchema,
  /** Why it matters. */
  description: z.string(),
  howToFix: z.string(),
  /** What its affected-URL rows hold. */
  columns: IssueColumnsSchema,
  /** Issue rows: a broken URL linked from three pages is three rows. */
  count: z.number().int(),
  /** Distinct affected URLs (that broken URL once). */
  urls: z.number().int(),
  /** Rows the site's rules ignore (not in `count`, `urls`, the rows or the health score). */
  ignored: z.number().int(),
  /**
   * False when the crawl's mode cannot see what the check judges (a list or sitemap crawl fetches
   * no link targets, so it cannot say whether links are broken): the counts are then 0 and mean
   * "not checked", not "none found".
   */
  checked: z.boolean(),
  /**
   * Why not, when not checked: "exact-crawl" (a list or sitemap crawl follows no links) or
   * "not-rendered" (a check of what JavaScript rendering changed, on a crawl that did not render).
   */
  notCheckedBecause: z.enum(["exact-crawl", "not-rendered"]).nullable(),
});
export type CrawlIssueCheck = z.infer<typeof CrawlIssueCheckSchema>;

export const CrawlIssueSummarySchema = z.object({
  crawlId: z.string(),
  /** 0–100, null before issues were computed or when nothing was crawled. */
  healthScore: z.number().int().nullable(),
  /** How the health score is computed, in words. */
  healthScoreFormula: z.string(),
  /** When the issues were last computed (they are refreshed while a crawl runs); null before. */
  computedAt: z.string().nullable(),
  /** Every site check, in display order; those that found nothing have count 0. */
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
  /** Only the issues of a segment's pages: a saved one by id, or conditions as JSON. */
  segment: SegmentQuerySchema.shape.segment,
  where: SegmentQuerySchema.shape.where,
});
export type CrawlIssuesQuery = z.output<typeof CrawlIssuesQuerySchema>;

const IssueKeySchema = z.object({ checkId: z.string(), url: z.string(), relatedUrl: z.string().nullable() });
const listed = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

/** A crawl against another crawl of the same site (usually the previous one). Lists give their total and the first 100 items. */
export const CrawlComparisonSchema = z.object({
  crawlId: z.string(),
  otherCrawlId: z.string(),
  issues: z.object({
    /** Per check with issues in either crawl: rows new in this crawl, fixed since the other, still open. */
    byCheck: z.array(
      z.object({
        checkId: z.string(),
        new: z.number().int(),
        fixed: z.number().int(),
        stillOpen: z.number().int(),
      }),
    ),
    new: listed(IssueKeySchema),
    fixed: listed(IssueKeySchema),
  }),
  pages: z.object({
    added: listed(z.string()),
    removed: listed(z.string()),
    titlesChanged: listed(
      z.object({ url: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
    ),
  }),
});
export type CrawlComparison = z.infer<typeof CrawlComparisonSchema>;

/**
 * A site's rules over its issues (issue 27): ignore a whole check, one URL or a URL pattern for
 * one check (`mute`, as a monitoring project's change rules say it), or give a check another
 * severity. Rules outlive crawls: every crawl of the site, earlier and later, is read with them.
 */
export const SITE_ISSUE_RULE_SCOPES = ["check", "url", "pattern"] as const;
export const SITE_ISSUE_RULE_ACTIONS = ["mute", ...SITE_ISSUE_SEVERITIES] as const;
export type SiteIssueRuleAction = (typeof SITE_ISSUE_RULE_ACTIONS)[number];
export const SITE_ISSUE_RULE_LIMITS = { perSite: 200, note: 500, target: 2048 } as const;

export const CreateSiteIssueRuleSchema = z
  .object({
    checkId: z.string({ error: "Choose an issue" }).trim().min(1, "Choose an issue").max(100),
    /** One URL to ignore (absolute, as the issue rows list it). */
    url: z
      .string()
      .trim()
      .min(1)
      .max(SITE_ISSUE_RULE_LIMITS.target, `URLs must be at most ${SITE_ISSUE_RULE_LIMITS.target} characters`)
      .optional(),
    /** A path pattern to ignore, written as crawl include/exclude patterns are (`/blog/*`, `re:^/tag/`). */
    pattern: z.string().trim().min(1).max(500, "Patterns must be at most 500 characters").optional(),
    action: z
      .enum(SITE_ISSUE_RULE_ACTIONS, { error: `A rule is one of ${SITE_ISSUE_RULE_ACTIONS.join(", ")}` })
      .default("mute"),
    note: z
      .string()
      .trim()
      .max(SITE_ISSUE_RULE_LIMITS.note, `Notes must be at most ${SITE_ISSUE_RULE_LIMITS.note} characters`)
      .default(""),
  })
  .refine((rule) => !(rule.url && rule.pattern), {
    message: "Give a URL or a pattern, not both",
    path: ["pattern"],
  })
  .refine((rule) => rule.action === "mute" || (!rule.url && !rule.pattern), {
    message: "A severity applies to the whole check: leave out the URL and the pattern",
    path: ["action"],
  });
export type CreateSiteIssueRule = z.input<typeof CreateSiteIssueRuleSchema>;

export const SiteIssueRuleSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  checkId: z.string(),
  scope: z.enum(SITE_ISSUE_RULE_SCOPES),
  /** The URL or the pattern; null for the whole check. */
  target: z.string().nullable(),
  action: z.enum(SITE_ISSUE_RULE_ACTIONS),
  note: z.string(),
  /** Who made it; null once their account is gone. */
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SiteIssueRule = z.infer<typeof SiteIssueRuleSchema>;

export const SiteIssueRuleListSchema = z.object({ items: z.array(SiteIssueRuleSchema) });
export type SiteIssueRuleList = z.infer<typeof SiteIssueRuleListSchema>;
