/**
 * How the site-audit benchmarks drive `ranklens crawl` and read what it prints: the one place to
 * change when the command's flags or JSON change. The crawl entry is run directly (not through
 * `ranklens`, which forwards to it in a child process), so the process the benchmark measures
 * and SIGKILLs is the one that crawls.
 */
import { fileURLToPath } from "node:url";
import { CRAWL_ENTRY, CRAWL_NODE_FLAGS, serverEntryPath } from "../../packages/cli/src/commands/operator";
import { ensureServerBuild } from "../../scripts/server-build.mjs";
import { type MeasuredOptions, type MeasuredRun, runMeasured } from "./measured-process";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface CrawlCliOptions {
  db: string;
  maxPages: number;
  /** Politeness off for loopback: far above what the server can answer. */
  ratePerSecond?: number;
  concurrency?: number;
  /** Check the links to other hosts (the command's default); false adds --no-external-links. */
  externalLinks?: boolean;
  /** Render every page in Chromium (--render). */
  render?: boolean;
}

export function crawlCliArgs(url: string, o: CrawlCliOptions): string[] {
  return [
    url,
    "--db",
    o.db,
    "--json",
    "--allow-private-networks",
    "--max-pages",
    String(o.maxPages),
    // The crawl settings allow 100 at most (the CLI's parser would take 1,000; the settings refuse it).
    "--max-depth",
    "100",
    "--rate",
    String(o.ratePerSecond ?? 10_000),
    "--concurrency",
    String(o.concurrency ?? 8),
    ...(o.externalLinks === false ? ["--no-external-links"] : []),
    ...(o.render ? ["--render"] : []),
  ];
}

function crawlEntry(): string {
  const entry = serverEntryPath(CRAWL_ENTRY);
  if (!entry) throw new Error(`the server's crawl entry (${CRAWL_ENTRY}) is missing`);
  return entry;
}

export function runCrawlCli(
  url: string,
  o: CrawlCliOptions,
  measured: MeasuredOptions = {},
): Promise<MeasuredRun> {
  // Built before the clock starts: a run measures the crawl, not a first build of the server.
  ensureServerBuild();
  return runMeasured(process.execPath, [...CRAWL_NODE_FLAGS, crawlEntry(), ...crawlCliArgs(url, o)], {
    cwd: REPO_ROOT,
    ...measured,
  });
}

/** `crawled N · queued …` progress lines on stderr: N, or null for other lines. */
export function crawledSoFar(line: string): number | null {
  const m = /crawled (\d+)/.exec(line);
  return m ? Number(m[1]) : null;
}

// ---- the JSON document of `ranklens crawl --json` ----

export interface CrawlJsonPage {
  url: string;
  status: number | null;
  error?: string | null;
  depth?: number | null;
  resource?: boolean;
  contentType?: string | null;
  score?: number | null;
  wordCount?: number | null;
  redirectTo?: string | null;
}

export interface CrawlJsonIssue {
  id: string;
  severity?: string;
  count?: number;
  affectedUrls?: string[];
  items?: { url: string; relatedUrl?: string | null; [key: string]: unknown }[];
}

export interface CrawlJson {
  crawl?: {
    startedAt?: string | null;
    lastPageAt?: string | null;
    issuesComputedAt?: string | null;
    finishedAt?: string | null;
    pagesCrawled?: number;
  };
  pages: CrawlJsonPage[];
  issues: CrawlJsonIssue[];
}

/**
 * The command's JSON. A run that did not exit 0 is reported with its exit and the end of its
 * stderr, not as the parse error of the JSON it left half written (a process killed by V8's heap
 * limit while printing once read as "Unterminated string in JSON").
 */
export function parseCrawlJson(run: MeasuredRun): CrawlJson {
  const text = run.stdout.trim();
  if (run.code !== 0 || !text) {
    const tail = run.stderr
      .slice(-8)
      .map((l) => l.line)
      .join("\n");
    const what = text ? `${text.length} characters of JSON` : "no JSON";
    throw new Error(`ranklens crawl exited ${run.code ?? run.signal} after printing ${what}:\n${tail}`);
  }
  return JSON.parse(text) as CrawlJson;
}

export const isHtmlPage = (p: CrawlJsonPage) =>
  p.status === 200 && !p.resource && (p.contentType ?? "").toLowerCase().startsWith("text/html");

/** The URLs one issue id reports, from `affectedUrls` or, for `from: "related"`, its items' related URLs. */
export function issueUrls(json: CrawlJson, id: string, from: "affected" | "related"): string[] | null {
  const issues = json.issues.filter((i) => i.id === id);
  if (issues.length === 0) return null;
  const urls = issues.flatMap((i) =>
    from === "affected"
      ? (i.affectedUrls ?? i.items?.map((item) => item.url) ?? [])
      : (i.items ?? []).map((item) => item.relatedUrl ?? "").filter(Boolean),
  );
  return [...new Set(urls)].sort();
}

/** Seconds between two ISO timestamps of the crawl summary, or null when either is missing. */
export function secondsBetween(
  from: string | null | undefined,
  to: string | null | undefined,
): number | null {
  if (!from || !to) return null;
  return Math.round((Date.parse(to) - Date.parse(from)) / 100) / 10;
}
