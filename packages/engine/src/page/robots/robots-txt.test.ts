import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { crawlDelayFor, isAllowed, matchingRule, normalizeOctets, parseRobotsTxt } from "./robots-txt";

const SITE = "https://example.com";
const allowed = (body: string, path: string, agent?: string) =>
  isAllowed(parseRobotsTxt(body), SITE + path, agent);
const theirs = (body: string, path: string, agent?: string) =>
  robotsParser(`${SITE}/robots.txt`, body).isAllowed(SITE + path, agent) ?? true;

describe("robots.txt matching (RFC 9309, Google)", () => {
  it.each([
    // [robots.txt, path, agent, allowed]
    ["User-agent: *\nDisallow: /private", "/private/a", undefined, false],
    ["User-agent: *\nDisallow: /private\nAllow: /private/ok", "/private/ok/x", undefined, true],
    ["User-agent: *\nDisallow: /p\nAllow: /p", "/p", undefined, true],
    ["User-agent: *\nDisallow: /*.pdf$", "/a/b.pdf", undefined, false],
    ["User-agent: *\nDisallow: /*.pdf$", "/a/b.pdf?x=1", undefined, true],
    ["User-agent: *\nDisallow: /", "/robots.txt", undefined, true],
    ["User-agent: GoogleBot/2.1\nDisallow: /", "/a", "Googlebot", false],
    ["User-agent: googlebot\nDisallow: /a\n\nUser-agent: Googlebot\nDisallow: /b", "/b", "Googlebot", false],
    // User-agent lines in a row (blank lines between) form one group.
    ["User-agent: Googlebot\n\nUser-agent: *\nDisallow: /", "/a", "Googlebot", false],
    // The crawler's own group applies even without rules: "*" is not consulted.
    ["User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\n", "/a", "Googlebot", true],
    ["User-agent: Googlebot\nDisallow:\n\nUser-agent: *\nDisallow: /", "/a", "Googlebot", true],
    // A sitemap line inside the user-agent run does not split the group.
    ["User-agent: a\nSitemap: https://example.com/s.xml\nUser-agent: b\nDisallow: /x", "/x", "a", false],
    // Non-ASCII and percent-encoded paths compare as UTF-8 octets.
    ["User-agent: *\nDisallow: /café", "/café", undefined, false],
    ["User-agent: *\nDisallow: /caf%C3%A9", "/café", undefined, false],
    ["User-agent: *\nDisallow: /caf%c3%a9", "/caf%C3%A9", undefined, false],
    ["User-agent: *\nDisallow: /foo/bar/ツ", "/foo/bar/%E3%83%84", undefined, false],
    ["User-agent: *\nDisallow: /foo/bar/%62%61%7A", "/foo/bar/baz", undefined, false],
    ["User-agent: *\nDisallow: /a%2Fb", "/a/b", undefined, true],
    ["User-agent: *\nDisallow: /a b", "/a%20b", undefined, false],
  ] as const)("%j %s (%s) → allowed %s", (body, path, agent, expected) => {
    expect(allowed(body, path, agent)).toBe(expected);
  });

  it("normalises octets as RFC 9309 §2.2.2 says", () => {
    expect(normalizeOctets("/foo/bar/ツ")).toBe("/foo/bar/%E3%83%84");
    expect(normalizeOctets("/foo/bar/%62%61%7A")).toBe("/foo/bar/baz");
    expect(normalizeOctets("/a%2fb%7e")).toBe("/a%2Fb~");
    expect(normalizeOctets("/*.pdf$")).toBe("/*.pdf$");
    expect(normalizeOctets("/100%")).toBe("/100%");
  });

  it("reports the line of the deciding rule", () => {
    const robots = parseRobotsTxt("User-agent: *\n# comment\nDisallow: /a\nAllow: /a/b\n");
    expect(matchingRule(robots, `${SITE}/a/b`)?.line).toBe(4);
    expect(matchingRule(robots, `${SITE}/a/c`)?.line).toBe(3);
  });
});

/**
 * Differential test with robots-parser (what Lighthouse's is-crawlable uses). Where the two
 * may differ, by design: robots-parser does not decode escaped unreserved characters
 * (%62 → b), does not always allow /robots.txt, falls back to "*" for a crawler whose group
 * has no rule, ends a user-agent run at any other record (a sitemap line), and leaves
 * characters such as " or < unencoded in patterns. The generator below avoids those cases;
 * everything else must agree.
 */
describe("robots.txt matching agrees with robots-parser", () => {
  it("on random files and paths outside the documented differences", () => {
    let seed = 5;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pick = <T>(items: readonly T[]) => items[next(items.length)]!;
    const pieces = ["/", "a", "b", "ü", "ツ", "*", "%C3%BC", "%c3%bc", ".", "-", "?", "=", "x"];
    const agents = ["*", "Googlebot", "bingbot", "GPTBot"];
    const pattern = () => {
      let p = pick(["/", "*", "/a"]);
      for (let i = next(4); i > 0; i--) p += pick(pieces);
      return next(5) === 0 ? `${p}$` : p;
    };
    const path = () => {
      let p = "/";
      for (let i = next(6); i > 0; i--) p += pick(pieces.filter((x) => x !== "*"));
      return p;
    };
    const disagreements: string[] = [];
    for (let round = 0; round < 3000; round++) {
      const lines: string[] = [];
      for (let g = 1 + next(3); g > 0; g--) {
        lines.push(`User-agent: ${pick(agents)}`);
        // Every group gets a rule, so no crawler falls back differently.
        for (let r = 1 + next(3); r > 0; r--) lines.push(`${pick(["Allow", "Disallow"])}: ${pattern()}`);
      }
      const body = lines.join("\n");
      const target = path();
      if (target === "/robots.txt") continue;
      for (const agent of agents) {
        const ours = allowed(body, target, agent === "*" ? undefined : agent);
        if (ours !== theirs(body, target, agent === "*" ? undefined : agent))
          disagreements.push(`${JSON.stringify(body)} ${target} ${agent}: ours ${ours}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it("differs where RFC 9309 and Google say otherwise", () => {
    const body = "User-agent: *\nDisallow: /foo/bar/%62%61%7A\nDisallow: /\n";
    expect(allowed(body, "/robots.txt")).toBe(true);
    expect(theirs(body, "/robots.txt")).toBe(false);
    expect(allowed(body, "/foo/bar/baz")).toBe(false);
    expect(theirs("User-agent: *\nDisallow: /foo/bar/%62%61%7A\n", "/foo/bar/baz")).toBe(true);
    const ownEmptyGroup = "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\n";
    expect(allowed(ownEmptyGroup, "/a", "Googlebot")).toBe(true);
    expect(theirs(ownEmptyGroup, "/a", "Googlebot")).toBe(false);
    const sitemapInside = "User-agent: a\nSitemap: https://example.com/s.xml\nUser-agent: b\nDisallow: /x";
    expect(allowed(sitemapInside, "/x", "a")).toBe(false);
    expect(theirs(sitemapInside, "/x", "a")).toBe(true);
  });
});

describe("robots.txt Crawl-delay and Sitemap lines", () => {
  const body = [
    "Sitemap: https://example.com/sitemap.xml",
    "User-agent: *",
    "Crawl-delay: 10",
    "Crawl-delay: 99",
    "Disallow: /private",
    "",
    "User-agent: bingbot",
    "Crawl-delay: 2.5",
    "User-agent: slurp",
    "Disallow: /x",
    "",
    "User-agent: Googlebot",
    "Disallow: /y",
    "",
    "User-agent: odd",
    "Crawl-delay: soon",
    "Crawl-delay: -1",
    "Sitemap: https://example.com/news.xml # comment",
  ].join("\n");
  const robots = parseRobotsTxt(body);

  it("reads the delay of the crawler's own group, else the * group's; the first value in a group counts", () => {
    expect(crawlDelayFor(robots)).toBe(10);
    expect(crawlDelayFor(robots, "bingbot/2.0")).toBe(2.5);
    // slurp joined bingbot's group after the delay line: one group, one delay.
    expect(crawlDelayFor(robots, "Slurp")).toBe(2.5);
    // Googlebot has a group without a delay: "*" is not consulted, as for rules.
    expect(crawlDelayFor(robots, "Googlebot")).toBeNull();
    expect(crawlDelayFor(robots, "unknownbot")).toBe(10);
    // Unreadable values are ignored.
    expect(crawlDelayFor(robots, "odd")).toBeNull();
  });

  it("a delay line does not split or end a group", () => {
    expect(isAllowed(robots, `${SITE}/private/a`)).toBe(false);
    expect(isAllowed(robots, `${SITE}/x`, "bingbot")).toBe(false);
  });

  it("collects sitemap lines wherever they stand", () => {
    expect(robots.sitemaps).toEqual(["https://example.com/sitemap.xml", "https://example.com/news.xml"]);
  });

  it("no delay anywhere is null", () => {
    expect(crawlDelayFor(parseRobotsTxt("User-agent: *\nDisallow: /a"))).toBeNull();
  });
});
