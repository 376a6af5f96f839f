import { memoizedLast } from "../../text/memoized";
import type { PageFacts } from "../extract/page-facts";
import { isAllowed, matchingRule, type ParsedRobotsTxt, parseRobotsTxt } from "../robots/robots-txt";

/** Bots Lighthouse's is-crawlable checks; `undefined` is a generic crawler (meta robots, "*"). */
export const BOT_USER_AGENTS: readonly (string | undefined)[] = [
  undefined,
  "Googlebot",
  "bingbot",
  "DuckDuckBot",
  "archive.org_bot",
];
const BLOCKING = new Set(["noindex", "none"]);

function isUnavailable(directive: string, now: number): boolean {
  const parts = directive.split(":");
  if (parts.length <= 1 || parts[0] !== "unavailable_after") return false;
  const date = Date.parse(parts.slice(1).join(":"));
  return !Number.isNaN(date) && date < now;
}

/** Whether a comma-separated directive list blocks indexing (noindex, none, a past unavailable_after). */
export function hasBlockingDirective(directives: string, now = Date.now()): boolean {
  return directives
    .split(",")
    .map((d) => d.toLowerCase().trim())
    .some((d) => BLOCKING.has(d) || isUnavailable(d, now));
}

function headerUserAgent(value: string): string | undefined {
  const m = value.match(/^([^,:]+):/);
  if (m && m[1]!.toLowerCase() !== "unavailable_after") return m[1];
  return undefined;
}

/** The facts that say whether a crawler may index the page. */
export type CrawlabilityFacts = Pick<PageFacts, "metas" | "headers" | "robotsTxt" | "finalUrl">;

/** Where a bot is blocked from indexing the page (meta robots, X-Robots-Tag, robots.txt); Lighthouse's is-crawlable rules. */
export function blockingSources(facts: CrawlabilityFacts, userAgent: string | undefined): string[] {
  const sources: string[] = [];
  // Lighthouse (and search engines) read the robots meta tags of <head> only.
  let meta = userAgent ? facts.metas.find((m) => m.inHead && m.name === userAgent.toLowerCase()) : undefined;
  meta ??= facts.metas.find((m) => m.inHead && m.name === "robots");
  if (meta && hasBlockingDirective(meta.content))
    sources.push(`<meta name="${meta.name}" content="${meta.content}">`);
  const header = facts.headers?.["x-robots-tag"];
  if (header !== undefined) {
    const agent = headerUserAgent(header);
    if (agent === userAgent || agent === undefined) {
      let directives = header.trim();
      if (userAgent && header.startsWith(`${userAgent}:`)) directives = header.replace(`${userAgent}:`, "");
      if (hasBlockingDirective(directives)) sources.push(`x-robots-tag: ${header}`);
    }
  }
  const body = facts.robotsTxt?.body;
  if (body) {
    const rule = matchingRule(robotsTxtOf(body), facts.finalUrl, userAgent);
    if (rule && !rule.allow) sources.push(`robots.txt line ${rule.line}`);
  }
  return sources;
}

/** Whether robots.txt lets a generic crawler fetch the page; null when there is no robots.txt body. */
export function robotsTxtAllows(facts: Pick<PageFacts, "robotsTxt" | "finalUrl">): boolean | null {
  const body = facts.robotsTxt?.body;
  if (!body) return null;
  return isAllowed(robotsTxtOf(body), facts.finalUrl, undefined);
}

/**
 * The page's robots.txt parsed, for the checks that read it (several crawlers each): parsed once
 * for all of them, and once for the pages of a site in a row, which share the file. Read only.
 */
export const robotsTxtOf: (body: string) => ParsedRobotsTxt = memoizedLast(parseRobotsTxt);
