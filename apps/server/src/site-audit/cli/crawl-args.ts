import { parseArgs } from "node:util";
import { CRAWL_LIMITS } from "@ranklens/shared";

/** `ranklens crawl`'s command line, understood. */
export type CrawlCommand =
  | { kind: "help" }
  | { kind: "usage-error"; problem: string }
  | {
      kind: "crawl";
      url: string;
      maxPages: number;
      maxDepth: number;
      ratePerSecond: number;
      concurrency: number;
      dbPath: string | null;
      output: { kind: "json" } | { kind: "csv"; dir: string } | { kind: "summary" };
      allowPrivateNetworks: boolean;
      includeSubdomains: boolean;
      checkExternalLinks: boolean;
      /** --render: analyse each page's DOM after its scripts ran, in Chromium (CHROMIUM_PATH or /usr/bin/chromium). */
      render: boolean;
      /** --list <file>: crawl exactly the URLs in the file; --sitemap <url>: exactly that sitemap's. */
      exact: { mode: "list"; file: string } | { mode: "sitemap"; sitemapUrl: string } | null;
    };

/** `ranklens crawl`'s exit codes. */
export const CRAWL_EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A command-line crawl is the user's own machine crawling: the plans' caps do not apply, these do. */
export const CLI_CRAWL_DEFAULTS = {
  maxPages: CRAWL_LIMITS.maxPages,
  maxDepth: CRAWL_LIMITS.maxDepth,
  ratePerSecond: 5,
  concurrency: 2,
};
const MAX_CLI_RATE = 10_000;
const MAX_CLI_CONCURRENCY = 64;

export const CRAWL_USAGE = `Usage: ranklens crawl <url> [options]

Crawls a site from <url> into a local SQLite file (no server needed), analyses every HTML page
and prints the site's issues. Running the same command on an interrupted crawl's --db resumes it.

Options:
  --max-pages N               Pages to crawl at most (default ${CLI_CRAWL_DEFAULTS.maxPages.toLocaleString("en-US")})
  --max-depth N               Clicks from <url> at most (default ${CLI_CRAWL_DEFAULTS.maxDepth})
  --rate R                    Requests per second per host (default ${CLI_CRAWL_DEFAULTS.ratePerSecond}); a stricter robots.txt Crawl-delay wins
  --concurrency N             Requests in flight per host (default ${CLI_CRAWL_DEFAULTS.concurrency})
  --include-subdomains        Also crawl hosts under <url>'s host
  --list <file>               Crawl exactly the URLs in <file> (one per line, on <url>'s site), no links followed
  --sitemap <sitemap-url>     Crawl exactly the URLs that sitemap lists, no links followed
  --no-external-links         Do not check the links to other sites (checked once each by default)
  --render                    Render each page in headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium)
                              and analyse its DOM after scripts; reports what rendering changed
  --db <file>                 The SQLite file to crawl into (default: a temporary file, deleted at the end)
  --json                      Print one JSON document: { crawl, pages, issues }
  --csv <dir>                 Write pages.csv, issues.csv and issue-urls.csv into <dir>
  --allow-private-networks    Crawl loopback and private addresses (your own local sites)

Progress goes to stderr. Exit codes: 0 crawled, 1 failed, 2 wrong usage.`;

export function parseCrawlArgs(args: string[]): CrawlCommand {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    return { kind: "usage-error", problem: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  if (positionals.length !== 1) {
    return { kind: "usage-error", problem: positionals.length === 0 ? "Missing <url>." : "Give one <url>." };
  }
  const url = positionals[0]!;
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
    return { kind: "usage-error", problem: `Please enter a valid URL (e.g., https://example.com): ${url}` };
  }
  if (values.json && values.csv !== undefined)
    return { kind: "usage-error", problem: "Choose --json or --csv, not both." };
  if (values.list !== undefined && values.sitemap !== undefined)
    return { kind: "usage-error", problem: "Choose --list or --sitemap, not both." };
  const numbers = {
    maxPages: integer(
      values["max-pages"],
      "--max-pages",
      1,
      CRAWL_LIMITS.maxPages,
      CLI_CRAWL_DEFAULTS.maxPages,
    ),
    maxDepth: integer(
      values["max-depth"],
      "--max-depth",
      0,
      CRAWL_LIMITS.maxDepth,
      CLI_CRAWL_DEFAULTS.maxDepth,
    ),
    concurrency: integer(
      values.concurrency,
      "--concurrency",
      1,
      MAX_CLI_CONCURRENCY,
      CLI_CRAWL_DEFAULTS.concurrency,
    ),
    ratePerSecond: rate(values.rate),
  };
  for (const value of Object.values(numbers))
    if (typeof value === "string") return { kind: "usage-error", problem: value };
  return {
    kind: "crawl",
    url,
    ...(numbers as { maxPages: number; maxDepth: number; concurrency: number; ratePerSecond: number }),
    dbPath: values.db ?? null,
    output: values.json
      ? { kind: "json" }
      : values.csv !== undefined
        ? { kind: "csv", dir: values.csv }
        : { kind: "summary" },
    allowPrivateNetworks: values["allow-private-networks"] === true,
    includeSubdomains: values["include-subdomains"] === true,
    checkExternalLinks: values["no-external-links"] !== true,
    render: values.render === true,
    exact:
      values.list !== undefined
        ? { mode: "list", file: values.list }
        : values.sitemap !== undefined
          ? { mode: "sitemap", sitemapUrl: values.sitemap }
          : null,
  };
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      "max-pages": { type: "string" },
      "max-depth": { type: "string" },
      rate: { type: "string" },
      concurrency: { type: "string" },
      "include-subdomains": { type: "boolean" },
      "no-external-links": { type: "boolean" },
      render: { type: "boolean" },
      list: { type: "string" },
      sitemap: { type: "string" },
      db: { type: "string" },
      json: { type: "boolean" },
      csv: { type: "string" },
      "allow-private-networks": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}

/** The number, or the problem with it as text. */
function integer(
  raw: string | undefined,
  flag: string,
  min: number,
  max: number,
  fallback: number,
): number | string {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    return `${flag} must be a whole number from ${min} to ${max.toLocaleString("en-US")}.`;
  return value;
}

function rate(raw: string | undefined): number | string {
  if (raw === undefined) return CLI_CRAWL_DEFAULTS.ratePerSecond;
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value) || value < 0.1 || value > MAX_CLI_RATE) {
    return `--rate must be a number of requests per second from 0.1 to ${MAX_CLI_RATE.toLocaleString("en-US")}.`;
  }
  return value;
}
