import { z } from "zod";
import { PROJECT_LIMITS, ProjectKeywordSchema, ProjectUrlSchema } from "./projects";
import { KEYWORD_MARKETS, SearchProviderSchema } from "./search-providers";

/**
 * Rank tracking (issue 30, ADR 039): a project's keywords, each looked up in one market, language
 * and device, and every check of them — a position, "not in the top 100", or a failure with its
 * reason, each with its provider and time. Nothing here is a guess: no reading is "unknown".
 */
export const RANK_DEVICES = ["desktop", "mobile"] as const;
export type RankDevice = (typeof RANK_DEVICES)[number];

/** How deep a check reads: past it a keyword is "not in the top 100". */
export const RANK_DEPTH = 100;

/** The language a market's searches are looked up in unless the keyword says otherwise. */
export const MARKET_LANGUAGES: Record<keyof typeof KEYWORD_MARKETS, string> = {
  2840: "en",
  2826: "en",
  2124: "en",
  2036: "en",
  2276: "de",
  2250: "fr",
  2724: "es",
  2380: "it",
  2528: "nl",
  2076: "pt",
  2356: "en",
};
const MARKET_CODES = Object.keys(KEYWORD_MARKETS).map(Number);

export const TrackedKeywordSchema = z.object({
  id: z.string(),
  keyword: z.string(),
  /** The page meant to rank; null: any page of the site. */
  targetUrl: z.string().nullable(),
  /** A location code of `KEYWORD_MARKETS`. */
  locationCode: z.number().int(),
  languageCode: z.string(),
  device: z.enum(RANK_DEVICES),
  createdAt: z.string(),
});
export type TrackedKeyword = z.infer<typeof TrackedKeywordSchema>;

export const TrackedKeywordListSchema = z.object({ items: z.array(TrackedKeywordSchema) });
export type TrackedKeywordList = z.infer<typeof TrackedKeywordListSchema>;

/** Keywords to track: each in every device sent, in one market and language. */
export const AddTrackedKeywordsSchema = z.object({
  keywords: z
    .array(ProjectKeywordSchema)
    .min(1, "Enter at least one keyword")
    .max(PROJECT_LIMITS.keywords, `At most ${PROJECT_LIMITS.keywords} keywords`),
  targetUrl: ProjectUrlSchema.nullable().optional(),
  locationCode: z
    .number()
    .int()
    .refine((code) => MARKET_CODES.includes(code), `The market must be one of: ${MARKET_CODES.join(", ")}`)
    .optional(),
  languageCode: z
    .string()
    .regex(/^[a-z]{2}$/, "The language is a two-letter code such as en")
    .optional(),
  devices: z
    .array(z.enum(RANK_DEVICES, { error: "The device is desktop or mobile" }))
    .min(1, "Pick at least one device")
    .default(["desktop"]),
});
export type AddTrackedKeywords = z.input<typeof AddTrackedKeywordsSchema>;

export const RANK_STATES = ["ranked", "not_ranked", "failed"] as const;
export type RankState = (typeof RANK_STATES)[number];

/** One check of a keyword, as every screen shows it: with its source and time. */
export const RankReadingSchema = z.object({
  checkedAt: z.string(),
  provider: SearchProviderSchema,
  trigger: z.enum(["schedule", "manual"]),
  /** "ranked": at `position`; "not_ranked": not in the top 100; "failed": no reading, `error` says why. */
  state: z.enum(RANK_STATES),
  position: z.number().int().nullable(),
  /** The site's page that ranks (its best result). */
  url: z.string().nullable(),
  error: z.string().nullable(),
});
export type RankReading = z.infer<typeof RankReadingSchema>;

/** The newest successful reading in full: every page of the site in the results, features, competitors. */
export const LatestRankSchema = RankReadingSchema.extend({
  ownResults: z.array(z.object({ url: z.string(), position: z.number().int() })),
  features: z.array(z.string()),
  competitors: z.array(z.object({ host: z.string(), position: z.number().int().nullable() })),
});
export type LatestRank = z.infer<typeof LatestRankSchema>;

/** Search Console's numbers for the keyword, as a query, beside the position. */
export const KeywordSearchConsoleSchema = z.object({
  clicks: z.number(),
  impressions: z.number(),
  ctr: z.number(),
  position: z.number().nullable(),
  /** The newest day the numbers include (Search Console is about 2 days behind). */
  through: z.string(),
  days: z.number().int(),
});

export const RankedKeywordSchema = TrackedKeywordSchema.extend({
  /** The newest successful reading; null before the first. */
  latest: LatestRankSchema.nullable(),
  /** The newest check when it failed (after `latest`); null otherwise. */
  lastFailure: RankReadingSchema.nullable(),
  /** Positions gained (+) or lost (−) since the newest successful reading at least 7 days older; null when unknown. */
  change7d: z.number().int().nullable(),
  best: z.number().int().nullable(),
  /** Every check, oldest first, within the period asked for. */
  history: z.array(RankReadingSchema),
  /** Two or more pages of the site in the results for this keyword. */
  cannibalised: z.boolean(),
  /** The page that ranks is not the target page. */
  wrongPage: z.boolean(),
  searchConsole: KeywordSearchConsoleSchema.nullable(),
});
export type RankedKeyword = z.infer<typeof RankedKeywordSchema>;

export const RankMoverSchema = z.object({
  keywordId: z.string(),
  keyword: z.string(),
  device: z.enum(RANK_DEVICES),
  /** A position, or null for "not in the top 100". */
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  /** Positions gained (+) or lost (−); "not in the top 100" counts as 101. */
  delta: z.number().int(),
});
export type RankMover = z.infer<typeof RankMoverSchema>;

/** The cost of checking every tracked keyword on the project's schedule, at the provider's prices. */
export const RankCostEstimateSchema = z.object({
  provider: SearchProviderSchema,
  queries: z.number().int(),
  checksPerMonth: z.number(),
  pricePerQuery: z.number(),
  perCheck: z.number(),
  perMonth: z.number(),
  /** Whether scheduled checks use the provider's cheaper queue. */
  queued: z.boolean(),
});
export type RankCostEstimate = z.infer<typeof RankCostEstimateSchema>;

export const RankingsSchema = z.object({
  /** The provider the keywords are checked with; null: rankings are not tracked. */
  provider: SearchProviderSchema.nullable(),
  /** The providers the workspace connected that can check rankings. */
  available: z.array(SearchProviderSchema),
  /**
   * What checking the keywords on the project's schedule would cost a month at each provider in
   * `available`, at its prices: shown before one is picked. Empty when the project has no schedule.
   */
  estimates: z.array(RankCostEstimateSchema),
  keywords: z.array(RankedKeywordSchema),
  /** The biggest moves of the last 7 days, best first. */
  movers: z.object({ up: z.array(RankMoverSchema), down: z.array(RankMoverSchema) }),
  /** The first day of the history returned. */
  since: z.string(),
});
export type Rankings = z.infer<typeof RankingsSchema>;

export const RankingsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(400).default(90),
});

export const RankSettingsSchema = z.object({
  /** The provider to check the keywords with; null stops tracking (history is kept). */
  provider: SearchProviderSchema.nullable(),
});
export type RankSettings = z.infer<typeof RankSettingsSchema>;

/** "Check now" for rankings: the queued (or already open) live check's job, for GET /jobs/{jobId}. */
export const RankCheckStartedSchema = z.object({ jobId: z.string() });

/** A mover across the workspace's projects: which project it is in. */
export const WorkspaceRankMoverSchema = RankMoverSchema.extend({
  projectId: z.string(),
  projectName: z.string(),
});

/** The dashboard's movers: the week's biggest moves of every project's tracked keywords. */
export const WorkspaceRankMoversSchema = z.object({
  /** Projects with at least one tracked keyword. */
  projects: z.number().int(),
  up: z.array(WorkspaceRankMoverSchema),
  down: z.array(WorkspaceRankMoverSchema),
});
export type WorkspaceRankMovers = z.infer<typeof WorkspaceRankMoversSchema>;
