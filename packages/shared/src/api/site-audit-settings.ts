import { z } from "zod";

/**
 * How a site is crawled (issue 15): scope, limits, query-string rule, user agent and politeness.
 * A crawl keeps a copy of these as they were when it started, so editing a site never changes a
 * crawl that ran. Every field has a default; the plan's page cap is applied on top by the server.
 */
export const CRAWL_LIMITS = {
  /**
   * The most a crawl may be set to: the command line's ceiling (a user's own machine). On the
   * server, the workspace's plan caps it further (plans.ts: 100,000 on Pro) when a crawl starts.
   */
  maxPages: 1_000_000,
  maxDepth: 100,
  patterns: 50,
  patternLength: 500,
  /** Requests per second per host: politeness allows at most this, at least 0.1 (one per 10 s). */
  maxRatePerSecond: 50,
  maxConcurrency: 8,
  /** Custom extraction rules per site, and a selector's length. */
  extractionRules: 10,
  selectorLength: 300,
  /** Custom search rules per site, and a search's length (text or regex). */
  searchRules: 10,
  searchLength: 200,
} as const;

export const CRAWL_DEFAULTS = {
  includeSubdomains: false,
  include: [] as string[],
  exclude: [] as string[],
  maxPages: 500,
  maxDepth: 10,
  query: { mode: "drop-listed" as const, patterns: ["utm_*", "fbclid", "gclid", "msclkid"] },
  userAgent: null as string | null,
  ratePerSecond: 5,
  concurrency: 2,
  checkResources: true,
  checkExternalLinks: true,
  ignoreRobots: false,
  extraction: [] as ExtractionRuleSetting[],
  search: [] as SearchRuleSetting[],
  renderJavaScript: false,
  blockTrackers: false,
};

/** How an extraction rule reads a page: a CSS selector, an XPath 1.0 expression, or a regex over its HTML. */
export const EXTRACTION_KINDS = ["css", "xpath", "regex"] as const;

/**
 * A custom extraction rule: a named CSS selector (its matches' text, or one attribute), XPath
 * expression (what it selects) or regex (its first group, else the match, line by line) whose values
 * become a column of the crawl's pages. The server checks that the rule compiles. Rules saved
 * before XPath and regex are CSS rules.
 */
export const ExtractionRuleSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "An extraction needs a name")
      .max(40, "An extraction's name may be at most 40 characters"),
    kind: z.enum(EXTRACTION_KINDS).default("css"),
    selector: z
      .string()
      .trim()
      .min(1, "An extraction needs a CSS selector, an XPath or a regex")
      .max(
        CRAWL_LIMITS.selectorLength,
        `A selector may be at most ${CRAWL_LIMITS.selectorLength} characters`,
      ),
    /** The attribute a CSS rule reads; null for the element's text (XPath selects attributes itself). */
    attribute: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[^\s"'>/=]+$/, "An attribute name cannot hold spaces, quotes, > / or =")
      .nullable()
      .default(null),
  })
  .refine((rule) => rule.kind === "css" || rule.attribute === null, {
    message:
      "Only a CSS extraction reads an @attribute: an XPath selects it with /@name, a regex with a group",
    path: ["attribute"],
  });
export type ExtractionRuleSetting = z.output<typeof ExtractionRuleSchema>;

/**
 * A custom search rule (Screaming Frog's custom search): how often a text, or a regular expression,
 * occurs in each page's HTML, as a column; "contains" is a count above 0, "does not contain" 0.
 * Text matches in any case; a regex is RE2's (linear time), matched line by line as grep does.
 * The server checks that a regex compiles.
 */
export const SearchRuleSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "A search needs a name")
    .max(40, "A search's name may be at most 40 characters")
    // The name is a key of each page's stored counts, which segments read by a JSON path.
    .regex(/^[^"\\]+$/, "A search's name cannot hold \" or \\"),
  pattern: z
    .string()
    .min(1, "A search needs a text or a regex")
    .max(CRAWL_LIMITS.searchLength, `A search may be at most ${CRAWL_LIMITS.searchLength} characters`),
  /** The pattern is a regular expression (RE2 syntax), not a plain text. */
  regex: z.boolean().default(false),
});
export type SearchRuleSetting = z.output<typeof SearchRuleSchema>;

/** Occurrences a custom search counts on one page; a page with more shows this many ("1,000+"). The engine's SEARCH_LIMITS.countCap. */
export const SEARCH_COUNT_CAP = 1_000;

/** Each rule names a column of its own: no two names alike in any case. */
const namesDiffer = (rules: readonly { name: string }[]) =>
  new Set(rules.map((rule) => rule.name.toLowerCase())).size === rules.length;

const PatternList = z
  .array(z.string().trim().min(1).max(CRAWL_LIMITS.patternLength))
  .max(CRAWL_LIMITS.patterns, `At most ${CRAWL_LIMITS.patterns} patterns`);

export const QueryRuleSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("keep") }),
  z.object({ mode: z.literal("drop-all") }),
  z.object({
    mode: z.literal("drop-listed"),
    patterns: z.array(z.string().trim().min(1).max(100)).max(CRAWL_LIMITS.patterns),
  }),
]);

export const CrawlSettingsSchema = z.object({
  /** Also crawl hosts under the start host (blog.example.com for example.com). */
  includeSubdomains: z.boolean().default(CRAWL_DEFAULTS.includeSubdomains),
  /** Globs (or `re:` regular expressions) on path and query; empty includes everything. */
  include: PatternList.default(CRAWL_DEFAULTS.include),
  exclude: PatternList.default(CRAWL_DEFAULTS.exclude),
  maxPages: z
    .number()
    .int()
    .min(1, "Max pages must be at least 1")
    .max(CRAWL_LIMITS.maxPages, `Max pages must be at most ${CRAWL_LIMITS.maxPages.toLocaleString("en-US")}`)
    .default(CRAWL_DEFAULTS.maxPages),
  maxDepth: z
    .number()
    .int()
    .min(0)
    .max(CRAWL_LIMITS.maxDepth, `Max depth must be at most ${CRAWL_LIMITS.maxDepth}`)
    .default(CRAWL_DEFAULTS.maxDepth),
  query: QueryRuleSchema.default(CRAWL_DEFAULTS.query),
  /** Null: `RankLens/<version> (+<PUBLIC_URL>/bot)`. */
  userAgent: z.string().trim().min(1).max(200).nullable().default(CRAWL_DEFAULTS.userAgent),
  /** Requests per second per host; a stricter robots.txt Crawl-delay wins. */
  ratePerSecond: z
    .number()
    .min(0.1, "Rate must be at least 0.1 requests per second")
    .max(
      CRAWL_LIMITS.maxRatePerSecond,
      `Rate must be at most ${CRAWL_LIMITS.maxRatePerSecond} requests per second`,
    )
    .default(CRAWL_DEFAULTS.ratePerSecond),
  /** Requests in flight per host. */
  concurrency: z.number().int().min(1).max(CRAWL_LIMITS.maxConcurrency).default(CRAWL_DEFAULTS.concurrency),
  /** Check the status of images, scripts, stylesheets and PDFs the pages link to. */
  checkResources: z.boolean().default(CRAWL_DEFAULTS.checkResources),
  /**
   * Check each distinct external URL the pages link to once, after the pages (as the desktop
   * crawlers do): broken and redirecting external links are site issues.
   */
  checkExternalLinks: z.boolean().default(CRAWL_DEFAULTS.checkExternalLinks),
  /**
   * Fetch what robots.txt disallows and ignore its Crawl-delay: only for a site whose ownership is
   * verified (site-audit-ownership.ts); robots.txt is still read for its sitemaps.
   */
  ignoreRobots: z.boolean().default(CRAWL_DEFAULTS.ignoreRobots),
  /** Custom extraction: each rule's values become a column of the crawl's pages. */
  extraction: z
    .array(ExtractionRuleSchema)
    .max(CRAWL_LIMITS.extractionRules, `At most ${CRAWL_LIMITS.extractionRules} extractions`)
    .refine(namesDiffer, { message: "Each extraction needs its own name" })
    .default(CRAWL_DEFAULTS.extraction),
  /** Custom search: texts or regexes counted in each page's HTML (after rendering, when rendered). */
  search: z
    .array(SearchRuleSchema)
    .max(CRAWL_LIMITS.searchRules, `At most ${CRAWL_LIMITS.searchRules} searches`)
    .refine(namesDiffer, { message: "Each search needs its own name" })
    .default(CRAWL_DEFAULTS.search),
  /**
   * Render each HTML page in headless Chromium and analyse the DOM its scripts built, reporting
   * what rendering changed. Only on a server with Chromium (CHROMIUM_PATH); refused otherwise.
   */
  renderJavaScript: z.boolean().default(CRAWL_DEFAULTS.renderJavaScript),
  /** While rendering, refuse requests to analytics and advertising hosts (they change no indexed content). */
  blockTrackers: z.boolean().default(CRAWL_DEFAULTS.blockTrackers),
});

export type CrawlSettingsInput = z.input<typeof CrawlSettingsSchema>;
export type CrawlSettings = z.output<typeof CrawlSettingsSchema>;

export const CRAWL_STATES = [
  "queued",
  "running",
  "paused",
  "finishing",
  "completed",
  "cancelled",
  "failed",
] as const;
export type CrawlState = (typeof CRAWL_STATES)[number];
