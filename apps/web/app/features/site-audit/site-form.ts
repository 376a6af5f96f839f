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
  /** Custom extraction, one rule a line: `Name: selector` (`@attribute` after it), `Name: xpath:…`, `Name: /regex/`. */
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

/** What marks an XPath rule in the form: `Title: xpath://h1`. */
const XPATH_PREFIX = "xpath:";

/** A regex written as `(?i)…` in RE2 is shown with JavaScript's flag instead, as it was typed. */
const ANY_CASE = "(?i)";

/** A regex as the form shows it: `/…/`, or `/…/i` for RE2's `(?i)…`. */
function regexText(pattern: string): string {
  const anyCase = pattern.startsWith(ANY_CASE);
  return `/${anyCase ? pattern.slice(ANY_CASE.length) : pattern}/${anyCase ? "i" : ""}`;
}

/** A typed `/…/` or `/…/i` as RE2's pattern (the flag as `(?i)`); null when the text is not a regex. */
function regexOfText(text: string): string | null {
  const regex = /^\/(.+)\/(i?)$/s.exec(text);
  return regex ? `${regex[2] ? ANY_CASE : ""}${regex[1]}` : null;
}

/** The name up to a line's first colon, and what follows it; a line without one has no name. */
function namedLine(line: string): { name: string; rest: string } {
  const colon = line.indexOf(":");
  return colon < 0
    ? { name: "", rest: line.trim() }
    : { name: line.slice(0, colon).trim(), rest: line.slice(colon + 1).trim() };
}

/**
 * A rule as the form shows it: `Author: meta[name=author] @content` (CSS, with an attribute),
 * `Title: xpath://h1`, `SKU: /"sku":"(\w+)"/` (a regex, its first group kept).
 */
function extractionLine(rule: ExtractionRuleSetting): string {
  if (rule.kind === "xpath") return `${rule.name}: ${XPATH_PREFIX}${rule.selector}`;
  if (rule.kind === "regex") return `${rule.name}: ${regexText(rule.selector)}`;
  return `${rule.name}: ${rule.selector}${rule.attribute === null ? "" : ` @${rule.attribute}`}`;
}

/**
 * A line back into a rule: the name up to the first colon; then `xpath:…` is an XPath, `/…/` or
 * `/…/i` a regex, anything else a CSS selector with an attribute after a final " @". A line
 * without a name is sent as it is (name empty), and the server's refusal names it.
 */
export function extractionRuleOf(line: string): ExtractionRuleSetting {
  const { name, rest } = namedLine(line);
  if (rest.toLowerCase().startsWith(XPATH_PREFIX))
    return { name, kind: "xpath", selector: rest.slice(XPATH_PREFIX.length).trim(), attribute: null };
  const regex = regexOfText(rest);
  if (regex !== null) return { name, kind: "regex", selector: regex, attribute: null };
  const at = rest.match(/\s@([^\s@]+)$/);
  if (!at) return { name, kind: "css", selector: rest, attribute: null };
  return { name, kind: "css", selector: rest.slice(0, at.index).trim(), attribute: at[1]! };
}

/** `GA4 tag: G-ABC123`, `Stock: /out of stock|sold out/i`: a search as the form shows it. */
function searchLine(rule: SearchRuleSetting): string {
  return `${rule.name}: ${rule.regex ? regexText(rule.pattern) : rule.pattern}`;
}

/**
 * A line back into a search: the name up to the first colon; `/…/` or `/…/i` is a regex (the
 * flag sent as RE2's `(?i)`), anything else a text. A line without a name is sent as it is (name
 * empty), and the server's refusal names it.
 */
export function searchRuleOf(line: string): SearchRuleSetting {
  const { name, rest } = namedLine(line);
  const regex = regexOfText(rest);
  return regex === null ? { name, pattern: rest, regex: false } : { name, pattern: regex, regex: true };
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
