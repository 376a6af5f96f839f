/**
 * robots.txt: Lighthouse's validation rules and the matching rules of the
 * `robots-parser` package that Lighthouse's is-crawlable uses (groups by
 * lower-cased user-agent token with "*" as fallback; longest pattern wins;
 * on a tie "allow" wins; `*` wildcards and a trailing `$`).
 */

export interface RobotsRule {
  allow: boolean;
  pattern: string;
  line: number;
}

export interface ParsedRobotsTxt {
  groups: Map<string, RobotsRule[]>;
}

const DIRECTIVE_SAFELIST = new Set([
  "user-agent",
  "disallow",
  "allow",
  "sitemap",
  "crawl-delay",
  "clean-param",
  "host",
  "request-rate",
  "visit-time",
  "noindex",
  "content-signal",
]);

function userAgentToken(agent: string): string {
  const lower = agent.trim().toLowerCase();
  const slash = lower.indexOf("/");
  return slash === -1 ? lower : lower.slice(0, slash);
}

/** Parses robots.txt into user-agent groups. */
export function parseRobotsTxt(body: string): ParsedRobotsTxt {
  const groups = new Map<string, RobotsRule[]>();
  let current: string[] = [];
  let lastWasAgent = false;
  body.split(/\r\n|\r|\n/).forEach((rawLine, index) => {
    const hash = rawLine.indexOf("#");
    const line = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
    const colon = line.indexOf(":");
    if (colon === -1) return;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "user-agent") {
      if (!lastWasAgent) current = [];
      const token = userAgentToken(value);
      current.push(token);
      if (!groups.has(token)) groups.set(token, []);
      lastWasAgent = true;
      return;
    }
    lastWasAgent = false;
    if (key !== "allow" && key !== "disallow") return;
    if (key === "disallow" && value === "") return;
    for (const agent of current)
      groups.get(agent)!.push({ allow: key === "allow", pattern: value, line: index + 1 });
  });
  return { groups };
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const parts = body.split("*");
  let pos = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i === 0) {
      if (!path.startsWith(part)) return false;
      pos = part.length;
      continue;
    }
    const isLast = i === parts.length - 1;
    if (isLast && anchored) {
      return path.length - part.length >= pos && path.endsWith(part);
    }
    const found = path.indexOf(part, pos);
    if (found === -1) return false;
    pos = found + part.length;
  }
  return anchored ? pos === path.length : true;
}

/** The rule that decides `url` for `userAgent` (undefined → "*"), or null when none matches. */
export function matchingRule(robots: ParsedRobotsTxt, url: string, userAgent?: string): RobotsRule | null {
  let path: string;
  try {
    const u = new URL(url);
    path = u.pathname + u.search;
  } catch {
    return null;
  }
  const rules = robots.groups.get(userAgentToken(userAgent ?? "*")) ?? robots.groups.get("*") ?? [];
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    if (
      !best ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)
    ) {
      best = rule;
    }
  }
  return best;
}

/** Whether `userAgent` may crawl `url`. */
export function isAllowed(robots: ParsedRobotsTxt, url: string, userAgent?: string): boolean {
  const rule = matchingRule(robots, url, userAgent);
  return !rule || rule.allow;
}

export interface RobotsTxtError {
  line: number;
  content: string;
  message: string;
}

function isValidSitemap(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:" || u.protocol === "ftp:";
  } catch {
    return false;
  }
}

/** Lighthouse's robots-txt validation: one error per invalid line. */
export function validateRobotsTxt(body: string): RobotsTxtError[] {
  const errors: RobotsTxtError[] = [];
  let inGroup = false;
  const lines = body.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const rawLine = lines[index]!;
    const hash = rawLine.indexOf("#");
    const line = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
    if (line === "") continue;
    const fail = (message: string): void => {
      errors.push({ line: index + 1, content: rawLine.trim(), message });
    };
    const colon = line.indexOf(":");
    if (colon === -1) {
      fail("Syntax not understood");
      continue;
    }
    const directive = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (!DIRECTIVE_SAFELIST.has(directive)) {
      fail("Unknown directive");
      continue;
    }
    if (directive === "user-agent") {
      if (!value) {
        fail("No user-agent specified");
        continue;
      }
      inGroup = true;
    } else if (directive === "allow" || directive === "disallow") {
      if (!inGroup) {
        fail("No user-agent specified");
        continue;
      }
      if (value !== "" && value[0] !== "/" && value[0] !== "*") {
        fail('Pattern should either be empty, start with "/" or "*"');
        continue;
      }
      const dollar = value.indexOf("$");
      if (dollar !== -1 && dollar !== value.length - 1) {
        fail('"$" should only be used at the end of the pattern');
      }
    } else if (directive === "sitemap") {
      if (!isValidSitemap(value)) {
        fail("Invalid sitemap URL");
      }
    }
  }
  return errors;
}
