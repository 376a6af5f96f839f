import { defineCheck } from "../../check";
import type { PageFacts } from "../../extract/page-facts";
import { isAllowed, matchingRule, parseRobotsTxt } from "../../robots/robots-txt";
import { failed, listSome, passed, warned } from "../outcome";

/** Bots Lighthouse checks; `undefined` is a generic crawler (meta robots, "*"). */
const BOT_USER_AGENTS: readonly (string | undefined)[] = [
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

/** Where each bot is blocked; the same rules as Lighthouse's is-crawlable. */
export function blockingSources(facts: PageFacts, userAgent: string | undefined): string[] {
  const sources: string[] = [];
  let meta = userAgent ? facts.metas.find((m) => m.name === userAgent.toLowerCase()) : undefined;
  meta ??= facts.metas.find((m) => m.name === "robots");
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
    const robots = parseRobotsTxt(body);
    if (!isAllowed(robots, facts.finalUrl, userAgent)) {
      const line = matchingRule(robots, facts.finalUrl, userAgent)?.line ?? 1;
      sources.push(`robots.txt line ${line}`);
    }
  }
  return sources;
}

export default defineCheck({
  id: "is-crawlable",
  category: "crawlability",
  title: "Page isn’t blocked from indexing",
  failureTitle: "Page is blocked from indexing",
  description:
    "Search engines cannot list a page they are told not to index or not to crawl. A stray noindex (meta robots, X-Robots-Tag header) or a robots.txt Disallow removes the page from search results.",
  learnMoreUrl: "https://developer.chrome.com/docs/lighthouse/seo/is-crawlable/",
  requiredFacts: ["metas", "headers", "robotsTxt"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run(facts) {
    const blocked: string[] = [];
    let generic: string[] = [];
    for (const agent of BOT_USER_AGENTS) {
      const sources = blockingSources(facts, agent);
      if (sources.length > 0) blocked.push(agent ?? "all crawlers");
      if (agent === undefined) generic = sources;
    }
    if (blocked.length === BOT_USER_AGENTS.length) {
      return failed(
        `Remove the directive that blocks indexing: ${listSome(generic)}.`,
        generic.map((value) => ({ value })),
      );
    }
    if (blocked.length > 0) {
      return warned(
        `Some crawlers are blocked (${blocked.join(", ")}); make sure that is intended.`,
        blocked.map((value) => ({ value })),
        `Blocked: ${blocked.join(", ")}`,
        1,
      );
    }
    return passed();
  },
});
