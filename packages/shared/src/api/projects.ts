import { CHANGE_SEVERITIES, CHANGE_TYPE_IDS, type ChangeType } from "@ranklens/engine/change-types";
import { z } from "zod";
import { URL_MAX } from "./analyses";

/**
 * Monitoring (issue 17): projects that watch a site, its competitors and tracked pages on a
 * schedule, keep a compact history of every observation, and detect changes with a severity.
 * The detection rules themselves live in the engine (packages/engine/src/monitor); this file is
 * the API's contract.
 */

export const PROJECT_LIMITS = { name: 100, competitors: 10, keywords: 200, keyword: 100 } as const;

/** How often the tracked pages (own and competitors') are re-analysed. */
export const PAGE_SCHEDULES = ["daily", "weekly", "off"] as const;
export type PageSchedule = (typeof PAGE_SCHEDULES)[number];

/** How often the project's site is recrawled (a site audit crawl). */
export const CRAWL_SCHEDULES = ["weekly", "monthly", "off"] as const;
export type CrawlSchedule = (typeof CRAWL_SCHEDULES)[number];

// Every change type with its default severity and label: defined once, beside the engine's rules
// that detect them (the one engine file the contract may import; it imports nothing).
export {
  CHANGE_SEVERITIES,
  CHANGE_TYPE_IDS,
  CHANGE_TYPES,
  type ChangeSeverity,
  type ChangeType,
} from "@ranklens/engine/change-types";

/** A project rule: silence a change type, or give it another severity. */
export const CHANGE_RULE_ACTIONS = ["mute", ...CHANGE_SEVERITIES] as const;
export type ChangeRuleAction = (typeof CHANGE_RULE_ACTIONS)[number];
export const ChangeRulesSchema = z.partialRecord(
  z.enum(CHANGE_TYPE_IDS as [ChangeType, ...ChangeType[]], { error: "Unknown change type" }),
  z.enum(CHANGE_RULE_ACTIONS, { error: `A rule is one of ${CHANGE_RULE_ACTIONS.join(", ")}` }),
);
export type ChangeRules = z.infer<typeof ChangeRulesSchema>;

export const ProjectUrlSchema = z
  .string({ error: "Please enter a URL" })
  .trim()
  .min(1, "Please enter a URL")
  .max(URL_MAX, `URLs must be at most ${URL_MAX} characters`);

const ProjectNameSchema = z
  .string({ error: "Name must be text" })
  .trim()
  .min(1, "Name is required")
  .max(PROJECT_LIMITS.name, `Name must be at most ${PROJECT_LIMITS.name} characters`);

export const ProjectKeywordSchema = z
  .string()
  .trim()
  .min(1, "Keywords cannot be empty")
  .max(PROJECT_LIMITS.keyword, `Keywords must be at most ${PROJECT_LIMITS.keyword} characters`);

export const CreateProjectSchema = z.object({
  /** The host of siteUrl when left out. */
  name: ProjectNameSchema.optional(),
  /** The project's own site (home page URL); "example.com" means https. */
  siteUrl: ProjectUrlSchema,
  /** Competitor sites (home page URLs). */
  competitors: z
    .array(ProjectUrlSchema)
    .max(PROJECT_LIMITS.competitors, `At most ${PROJECT_LIMITS.competitors} competitors`)
    .default([]),
  /** Tracked pages: URLs of the site or of a competitor (their host tells which). The site URL itself when left empty. */
  pages: z.array(ProjectUrlSchema).default([]),
  keywords: z
    .array(ProjectKeywordSchema)
    .max(PROJECT_LIMITS.keywords, `At most ${PROJECT_LIMITS.keywords} keywords`)
    .default([]),
  pageSchedule: z.enum(PAGE_SCHEDULES).default("weekly"),
  crawlSchedule: z.enum(CRAWL_SCHEDULES).default("off"),
  rules: ChangeRulesSchema.default({}),
});
export type CreateProject = z.input<typeof CreateProjectSchema>;

/** Every field optional: the ones sent replace the project's (lists are replaced whole). */
export const UpdateProjectSchema = z
  .object({
    name: ProjectNameSchema.optional(),
    competitors: CreateProjectSchema.shape.competitors.unwrap().optional(),
    pages: z.array(ProjectUrlSchema).optional(),
    keywords: CreateProjectSchema.shape.keywords.unwrap().optional(),
    pageSchedule: z.enum(PAGE_SCHEDULES).optional(),
    crawlSchedule: z.enum(CRAWL_SCHEDULES).optional(),
    rules: ChangeRulesSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: "Send at least one field to change",
  });
export type UpdateProject = z.infer<typeof UpdateProjectSchema>;

export const CompetitorSchema = z.object({ id: z.string(), url: z.string(), host: z.string() });
export type Competitor = z.infer<typeof CompetitorSchema>;

/** The compact record of one look at a page (a run's observation); what history and diffs show. */
export const ObservationSchema = z.object({
  id: z.number().int(),
  runId: z.string(),
  observedAt: z.string(),
  /** Null when no response came back (errorCode says why). */
  status: z.number().int().nullable(),
  errorCode: z.string().nullable(),
  finalUrl: z.string().nullable(),
  /** Whether robots.txt lets a generic crawler fetch the page; null when unknown. */
  robotsAllowed: z.boolean().nullable(),
  title: z.string().nullable(),
  metaDescription: z.string().nullable(),
  h1: z.string().nullable(),
  canonical: z.string().nullable(),
  /** Meta robots and X-Robots-Tag, joined; null when neither. */
  robots: z.string().nullable(),
  noindex: z.boolean(),
  wordCount: z.number().int().nullable(),
  seoScore: z.number().int().nullable(),
  readabilityScore: z.number().int().nullable(),
  performanceScore: z.number().int().nullable(),
  failingChecks: z.array(z.string()),
  /** SHA-256 of the main text; the text itself is fetched with the diff. */
  textHash: z.string().nullable(),
});
export type Observation = z.infer<typeof ObservationSchema>;

export const TrackedPageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** Null for the project's own pages. */
  competitorId: z.string().nullable(),
  /** The newest observation; null before the first run. */
  latest: ObservationSchema.nullable(),
});
export type TrackedPage = z.infer<typeof TrackedPageSchema>;

export const ProjectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  siteUrl: z.string(),
  /** The site audit site it recrawls; null until the first recrawl or when none is scheduled. */
  siteId: z.string().nullable(),
  pageSchedule: z.enum(PAGE_SCHEDULES),
  crawlSchedule: z.enum(CRAWL_SCHEDULES),
  trackedPages: z.number().int(),
  competitors: z.array(CompetitorSchema),
  /** Open critical changes on the project's own pages (not yet resolved by a later observation). */
  openCritical: z.number().int(),
  /** Changes detected since the caller last opened the project. */
  newChanges: z.number().int(),
  /** Health score of the site's newest completed crawl; null when none. */
  healthScore: z.number().int().nullable(),
  lastCheckAt: z.string().nullable(),
  nextCheckAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

export const ProjectSchema = ProjectSummarySchema.extend({
  pages: z.array(TrackedPageSchema),
  keywords: z.array(z.string()),
  rules: ChangeRulesSchema,
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectListSchema = z.object({ items: z.array(ProjectSummarySchema), total: z.number().int() });
export type ProjectList = z.infer<typeof ProjectListSchema>;

export const ChangeSchema = z.object({
  id: z.string(),
  /** The tracked page; null for a competitor's sitemap adding or removing a page (not a tracked page). */
  pageId: z.number().int().nullable(),
  url: z.string(),
  competitorId: z.string().nullable(),
  type: z.enum(CHANGE_TYPE_IDS as [ChangeType, ...ChangeType[]]),
  /** After the project's rules. */
  severity: z.enum(CHANGE_SEVERITIES),
  /** What it was and what it is now, as text (null when there was nothing). */
  before: z.string().nullable(),
  after: z.string().nullable(),
  detectedAt: z.string(),
  /** The observation that showed the change; null for a sitemap change. */
  observationId: z.number().int().nullable(),
  previousObservationId: z.number().int().nullable(),
  /** The tracked keyword of a ranking change ("running shoes (mobile)"); null for a page's change. */
  keyword: z.string().nullable(),
});
export type Change = z.infer<typeof ChangeSchema>;

export const ChangesQuerySchema = z.object({
  severity: z.enum(CHANGE_SEVERITIES).optional(),
  pageId: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().min(1).max(500, "Limit must be at most 500").default(100),
  /** Changes detected before this id's (newest first paging); absent for the first page. */
  cursor: z.string().max(200).optional(),
});
export type ChangesQuery = z.output<typeof ChangesQuerySchema>;

export const ChangeListSchema = z.object({ items: z.array(ChangeSchema), nextCursor: z.string().nullable() });
export type ChangeList = z.infer<typeof ChangeListSchema>;

export const PageHistorySchema = z.object({
  page: TrackedPageSchema.omit({ latest: true }),
  /** Oldest first. */
  observations: z.array(ObservationSchema),
});
export type PageHistory = z.infer<typeof PageHistorySchema>;

/** One field that differs between two observations. */
export const FieldDiffSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
/** A word-level diff of the main text: runs of words kept, added or removed. */
export const TextDiffPartSchema = z.object({ kind: z.enum(["same", "added", "removed"]), text: z.string() });
export const ObservationDiffSchema = z.object({
  from: ObservationSchema,
  to: ObservationSchema,
  fields: z.array(FieldDiffSchema),
  text: z.array(TextDiffPartSchema),
  /** Share of the main text's words that changed, 0–1; null when either text is unknown. */
  textChange: z.number().nullable(),
});
export type ObservationDiff = z.infer<typeof ObservationDiffSchema>;

export const ProjectRunSchema = z.object({
  id: z.string(),
  /** The job that runs it; GET /api/v1/jobs/:jobId follows it. */
  jobId: z.string().nullable(),
  trigger: z.enum(["schedule", "manual"]),
  state: z.enum(["queued", "running", "completed", "failed"]),
  pagesTotal: z.number().int(),
  pagesDone: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ProjectRun = z.infer<typeof ProjectRunSchema>;

/** Per user and workspace (Settings' three switches). */
export const AlertSettingsSchema = z.object({
  /** A daily digest of warnings and infos. */
  emailNotifications: z.boolean(),
  /** An immediate e-mail for each critical change on the project's own pages. */
  contentAlerts: z.boolean(),
  /** Used by rank monitoring (not built yet). */
  rankingAlerts: z.boolean(),
});
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;
export const UpdateAlertSettingsSchema = AlertSettingsSchema.partial().refine(
  (p) => Object.keys(p).length > 0,
  { message: "Send at least one setting to change" },
);
export type UpdateAlertSettings = z.infer<typeof UpdateAlertSettingsSchema>;

/** A project's runs, newest first (added by the projects API, PROJ). */
export const ProjectRunListSchema = z.object({ items: z.array(ProjectRunSchema), total: z.number().int() });
export type ProjectRunList = z.infer<typeof ProjectRunListSchema>;

/** How many days back `GET /projects/:id/trends` reads by default, and at most. */
export const TRENDS_DAYS = { default: 90, max: 365 } as const;
/** At most this many current keyword gaps are listed (the most widely covered first); `currentTotal` counts all. */
export const KEYWORD_GAPS_LISTED = 100;

/** Changes detected on one UTC day, by severity (after the project's rules); 0s on a check day without changes. */
export const ChangesByDaySchema = z.object({
  date: z.string(),
  critical: z.number().int(),
  warning: z.number().int(),
  info: z.number().int(),
});

/** One completed crawl of the project's site and its health score (null when its checks have not been scored). */
export const HealthByCrawlSchema = z.object({
  crawlId: z.string(),
  finishedAt: z.string(),
  healthScore: z.number().int().nullable(),
});

/**
 * A keyword gap: one of the top keywords of a competitor's tracked page that the project's own
 * tracked pages at the same check do not use at all (not in their main text, plurals aside, nor
 * among their top keywords; a page observed before texts were kept is known by its keywords only),
 * that does not hold the competitor's name and is no piece of a longer gap ranked above it. A
 * heuristic over tracked pages' top keywords (at most 10 a page) and texts, not search data.
 */
export const KeywordGapSchema = z.object({
  keyword: z.string(),
  /** Hosts of the competitors whose tracked pages have it among their top keywords. */
  competitors: z.array(z.string()),
  /** Those competitor pages' URLs. */
  pages: z.array(z.string()),
  /** The first check date from which it has been a gap at every check since. */
  firstSeen: z.string(),
});
export type KeywordGap = z.infer<typeof KeywordGapSchema>;

export const KeywordGapsSchema = z.object({
  /**
   * The number of gaps on each check date (the day's last completed run); null when that run has
   * no observation of the own pages or of the competitors' pages.
   */
  byDay: z.array(z.object({ date: z.string(), count: z.number().int().nullable() })),
  /** The gaps at the newest check that observed both sides, most widely covered first. */
  current: z.array(KeywordGapSchema),
  currentTotal: z.number().int(),
  /** The check date `current` is from; null when no check observed both sides yet. */
  asOf: z.string().nullable(),
  /** Whether checks older than the period read exist: a `firstSeen` on the period's first date may be older. */
  earlierChecks: z.boolean(),
});
export type KeywordGaps = z.infer<typeof KeywordGapsSchema>;

/** A project's trends over the last `days` days (dates are UTC days, YYYY-MM-DD; oldest first). */
export const ProjectTrendsSchema = z.object({
  /** The first day read. */
  from: z.string(),
  changesByDay: z.array(ChangesByDaySchema),
  healthByCrawl: z.array(HealthByCrawlSchema),
  keywordGaps: KeywordGapsSchema,
});
export type ProjectTrends = z.infer<typeof ProjectTrendsSchema>;
