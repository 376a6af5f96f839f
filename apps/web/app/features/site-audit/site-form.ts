import {
  CRAWL_DEFAULTS,
  type CrawlMode,
  type CrawlSettings,
  type CreateSite,
  type ExtractionRuleSetting,
  type SearchRuleSetting,
  type Site,
  type StartCrawlRequest,
} from "@ranklens/shared";

/**
 * The "New site / crawl" dialog's fields as typed text (and one switch), and the request they become. Numbers are
 * sent as typed (the server says what is out of range); patterns are one per line.
 */
export interface SiteFormValues {
  startUrl: string;
  maxPages: string;
  maxDepth: string;
  include: string;
  exclude: string;
  queryMode: CrawlSettings["query"]["mode"];
  queryPatterns: string;
  ratePerSecond: string;
  userAgent: string;
  checkExternalLinks: boolean;
  /** Only a site whose ownership is verified may (the server judges). */
  ignoreRobots: boolean;
  /** Analyse each page's DOM after its scripts ran (only on a server with Chromium). */
  renderJavaScript: boolean;
  /** While rendering, refuse analytics and advertising hosts. */
  blockTrackers: boolean;
  /** Custom extraction, one rule a line: `Name: selector`, or `Name: selector @attribute`. */
  extraction: string;
  /** Custom search, one a line: `Name: text`, or `Name: /regex/` (`/regex/i` in any case). */
  search: string;
  /** What the crawl fetches (not a site setting: chosen per crawl). */
  mode: CrawlMode;
  /** List mode: one URL a line. */
  listUrls: string;
  sitemapUrl: string;
}

export type SiteFormField = keyof SiteFormValues;

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

export function formValuesOf(site: Pick<Site, "startUrl" | "settings"> | null): SiteFormValues {
  const settings = site?.settings ?? CRAWL_DEFAULTS;
  return {
    startUrl: site?.startUrl ?? "",
    maxPages: String(settings.maxPages),
    maxDepth: String(settings.maxDepth),
    include: settings.include.join("\n"),
    exclude: settings.exclude.join("\n"),
    queryMode: settings.query.mode,
    queryPatterns: settings.query.mode === "drop-listed" ? settings.query.patterns.join("\n") : "",
    ratePerSecond: String(settings.ratePerSecond),
    userAgent: settings.userAgent ?? "",
    checkExternalLinks: settings.checkExternalLinks,
    ignoreRobots: settings.ignoreRobots,
    renderJavaScript: settings.renderJavaScript,
    blockTrackers: settings.blockTrackers,
    extraction: settings.extraction.map(extractionLine).join("\n"),
    search: settings.search.map(searchLine).join("\n"),
    mode: "spider",
    listUrls: "",
    sitemapUrl: "",
  };
}

/** `Price: .price`, `Author: meta[name=author] @content`: a rule as the form shows it. */
function extractionLine(rule: ExtractionRuleSetting): string {
  return `${rule.name}: ${rule.selector}${rule.attribute === null ? "" : ` @${rule.attribute}`}`;
}

/**
 * A line back into a rule: the name up to the first colon, an attribute after a final " @". A line
 * without a name is sent as it is (name empty), and the server's refusal names it.
 */
export function extractionRuleOf(line: string): ExtractionRuleSetting {
  const colon = line.indexOf(":");
  const name = colon < 0 ? "" : line.slice(0, colon).trim();
  let selector = colon < 0 ? line : line.slice(colon + 1).trim();
  let attribute: string | null = null;
  const at = selector.match(/\s@([^\s@]+)$/);
  if (at) {
    attribute = at[1]!;
    selector = selector.slice(0, at.index).trim();
  }
  return { name, selector, attribute };
}

/** A regex written as `(?i)…` in RE2 is shown with JavaScript's flag instead, as it was typed. */
const ANY_CASE = "(?i)";

/** `GA4 tag: G-ABC123`, `Stock: /out of stock|sold out/i`: a search as the form shows it. */
function searchLine(rule: SearchRuleSetting): string {
  if (!rule.regex) return `${rule.name}: ${rule.pattern}`;
  const anyCase = rule.pattern.startsWith(ANY_CASE);
  return `${rule.name}: /${anyCase ? rule.pattern.slice(ANY_CASE.length) : rule.pattern}/${anyCase ? "i" : ""}`;
}

/**
 * A line back into a search: the name up to the first colon; `/…/` or `/…/i` is a regex (the
 * flag sent as RE2's `(?i)`), anything else a text. A line without a name is sent as it is (name
 * empty), and the server's refusal names it.
 */
export function searchRuleOf(line: string): SearchRuleSetting {
  const colon = line.indexOf(":");
  const name = colon < 0 ? "" : line.slice(0, colon).trim();
  const pattern = colon < 0 ? line : line.slice(colon + 1).trim();
  const regex = /^\/(.+)\/(i?)$/s.exec(pattern);
  if (!regex) return { name, pattern, regex: false };
  return { name, pattern: `${regex[2] ? ANY_CASE : ""}${regex[1]}`, regex: true };
}

/** The crawl the dialog starts: the site by its links, a list's lines, or a sitemap. */
export function crawlRequestOf(values: SiteFormValues): StartCrawlRequest {
  if (values.mode === "list") return { mode: "list", urls: lines(values.listUrls) };
  if (values.mode === "sitemap") return { mode: "sitemap", sitemapUrl: values.sitemapUrl.trim() };
  return { mode: "spider" };
}

/** A number as typed; empty or not a number goes out as null (JSON has no NaN), so the server refuses it in its own words. */
const numberOf = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

export function requestOf(
  values: SiteFormValues,
): CreateSite & { settings: NonNullable<CreateSite["settings"]> } {
  const query: CrawlSettings["query"] =
    values.queryMode === "drop-listed"
      ? { mode: "drop-listed", patterns: lines(values.queryPatterns) }
      : { mode: values.queryMode };
  return {
    startUrl: values.startUrl,
    settings: {
      maxPages: numberOf(values.maxPages),
      maxDepth: numberOf(values.maxDepth),
      include: lines(values.include),
      exclude: lines(values.exclude),
      query,
      ratePerSecond: numberOf(values.ratePerSecond),
      userAgent: values.userAgent.trim() === "" ? null : values.userAgent.trim(),
      checkExternalLinks: values.checkExternalLinks,
      ignoreRobots: values.ignoreRobots,
      renderJavaScript: values.renderJavaScript,
      blockTrackers: values.blockTrackers,
      extraction: lines(values.extraction).map(extractionRuleOf),
      search: lines(values.search).map(searchRuleOf),
    },
  };
}

/**
 * The form field a server refusal names (`details.field`: "startUrl", "settings.maxPages",
 * "settings.include.2", "settings.query.patterns.0", a list crawl's "urls"), or null when it names none of them.
 */
export function fieldOfServerError(field: unknown): SiteFormField | null {
  if (typeof field !== "string") return null;
  const path = field.split(".");
  if (path[0] === "startUrl") return "startUrl";
  if (path[0] === "urls") return "listUrls";
  if (path[0] === "sitemapUrl") return "sitemapUrl";
  if (path[0] !== "settings") return null;
  if (path[1] === "query") return path[2] === "patterns" ? "queryPatterns" : "queryMode";
  const known: Record<string, SiteFormField> = {
    maxPages: "maxPages",
    maxDepth: "maxDepth",
    include: "include",
    exclude: "exclude",
    ratePerSecond: "ratePerSecond",
    userAgent: "userAgent",
    ignoreRobots: "ignoreRobots",
    renderJavaScript: "renderJavaScript",
    extraction: "extraction",
    search: "search",
  };
  return known[path[1] ?? ""] ?? null;
}
