/**
 * The real-site crawl benchmark (issue 15, "A real site"): Debian's postgresql-doc-15 HTML
 * (installed with apt when missing) served on 127.0.0.1 by static-server.ts, walked by
 * `wget --spider -r -l inf` and crawled by `ranklens crawl` (every HTML page fully analysed),
 * one after the other on the same server. Reports both wall clocks and page counts, and the
 * HTML page sets, which must be equal. Goal: RankLens no slower than wget's spider.
 *
 * wget keeps its defaults otherwise: it asks for robots.txt as RankLens does (the site has none,
 * 404), follows links only on the host, and fetches HTML with GET (to parse it) and other files
 * with HEAD.
 *
 *   npx tsx bench/site-audit/postgres-docs.ts [--no-ranklens]
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isHtmlPage, parseCrawlJson, runCrawlCli } from "./crawl-cli";
import { runMeasured } from "./measured-process";
import { serveDirectory } from "./static-server";

export const POSTGRES_DOCS = "/usr/share/doc/postgresql-doc-15/html";
const PACKAGE = "postgresql-doc-15";

export interface CrawlerFigures {
  seconds: number;
  /** Distinct HTML pages (a directory URL and its index.html counted once). */
  htmlPages: number;
  /** Every URL fetched successfully or not (HTML under both names, stylesheet, images, broken). */
  urls: number;
  /** The URLs that are not HTML pages. */
  otherUrls: string[];
  pagesPerSecond: number;
  peakRssMB: number;
}

export interface PostgresDocsFigures {
  name: "postgres-docs";
  htmlFiles: number;
  wget: CrawlerFigures & { broken: string[] };
  /** `analysed` counts HTML URLs with a score; `htmlUrls` every HTML URL (`/` and `/index.html` both). */
  ranklens: (CrawlerFigures & { htmlUrls: number; analysed: number; error: string | null }) | null;
  onlyWget: string[];
  onlyRanklens: string[];
  samePages: boolean;
  /** RankLens (analysing every page) no slower than wget's spider (analysing nothing). */
  noSlowerThanWget: boolean;
  withinBudget: boolean;
}

export function ensurePostgresDocs(): void {
  ensureDebianDocs(POSTGRES_DOCS, PACKAGE);
}

/** Installs the Debian package `pkg` with apt-get when `dir`, which it provides, is missing. */
export function ensureDebianDocs(dir: string, pkg: string): void {
  if (existsSync(dir)) return;
  console.log(`installing ${pkg} with apt-get`);
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], {
    stdio: "inherit",
  });
  if (install.status !== 0 || !existsSync(dir)) throw new Error(`apt-get install ${pkg} failed`);
}

export function countHtmlFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html")).length;
}

/** A directory URL and its index.html are one page; compare pages by their file. */
const pageKey = (url: string) => (url.endsWith("/") ? `${url}index.html` : url);
const isHtmlUrl = (url: string) => url.endsWith(".html") || url.endsWith("/");

/**
 * The URLs wget fetched successfully, from its --no-verbose log: `URL:<url> [n/n] -> "…"` for a
 * GET (HTML it parsed) and `URL: <url> 200 OK` for a HEAD; and the broken links it listed.
 */
export function parseWgetLog(log: string): { ok: string[]; broken: string[] } {
  const ok = new Set<string>();
  for (const m of log.matchAll(/ URL:(\S+) \[\d+(?:\/\d+)?\] -> /g)) ok.add(m[1]!);
  for (const m of log.matchAll(/ URL: (\S+) 200 OK/g)) ok.add(m[1]!);
  // The list follows wget's closing "Found N broken link(s)." line, up to the blank line after it.
  const brokenAt = log.search(/Found \d+ broken links?\./);
  const broken =
    brokenAt < 0
      ? []
      : log
          .slice(brokenAt)
          .split("\n\nFINISHED")[0]!
          .split("\n")
          .slice(1)
          .map((l) => l.trim())
          .filter((l) => /^https?:\/\//.test(l));
  return { ok: [...ok], broken };
}

export async function runPostgresDocsBench(
  options: { ranklens?: boolean } = {},
): Promise<PostgresDocsFigures> {
  ensurePostgresDocs();
  const htmlFiles = countHtmlFiles(POSTGRES_DOCS);
  const server = await serveDirectory(POSTGRES_DOCS);
  const dir = mkdtempSync(path.join(os.tmpdir(), "ranklens-pgdocs-"));
  try {
    console.log(`postgres-docs: ${htmlFiles} HTML files served at ${server.origin}`);
    const wgetRun = await runMeasured(
      "wget",
      ["--spider", "-r", "-l", "inf", "--no-verbose", "-o", path.join(dir, "wget.log"), server.origin],
      { cwd: dir },
    );
    const log = readFileSync(path.join(dir, "wget.log"), "utf8");
    const wgetUrls = parseWgetLog(log);
    const relative = (url: string) => url.replace(server.origin, "/");
    const wgetPages = new Set(wgetUrls.ok.filter(isHtmlUrl).map(pageKey));
    const wget = {
      seconds: round(wgetRun.wallSeconds),
      htmlPages: wgetPages.size,
      urls: wgetUrls.ok.length + wgetUrls.broken.length,
      otherUrls: [...wgetUrls.ok.filter((u) => !isHtmlUrl(u)), ...wgetUrls.broken].map(relative),
      pagesPerSecond: Math.round(wgetPages.size / wgetRun.wallSeconds),
      peakRssMB: Math.round(wgetRun.peakRssBytes / 1024 / 1024),
      broken: wgetUrls.broken,
    };
    console.log(`  wget --spider: ${wget.htmlPages} HTML pages (${wget.urls} URLs) in ${wget.seconds} s`);

    let ranklens: PostgresDocsFigures["ranklens"] = null;
    let ranklensPages = new Set<string>();
    if (options.ranklens !== false) {
      const run = await runCrawlCli(server.origin, { db: path.join(dir, "crawl.sqlite"), maxPages: 10_000 });
      let error: string | null = null;
      try {
        const json = parseCrawlJson(run);
        const html = json.pages.filter(isHtmlPage);
        ranklensPages = new Set(html.map((p) => pageKey(p.url)));
        ranklens = {
          seconds: round(run.wallSeconds),
          htmlPages: ranklensPages.size,
          urls: json.pages.length,
          otherUrls: json.pages
            .filter((p) => !isHtmlPage(p))
            .map((p) => `${relative(p.url)} ${p.status ?? p.error}`),
          pagesPerSecond: Math.round(ranklensPages.size / run.wallSeconds),
          peakRssMB: Math.round(run.peakRssBytes / 1024 / 1024),
          htmlUrls: html.length,
          analysed: html.filter((p) => p.score !== null && p.score !== undefined).length,
          error,
        };
      } catch (e) {
        error = (e as Error).message;
        ranklens = {
          seconds: round(run.wallSeconds),
          htmlPages: 0,
          urls: 0,
          otherUrls: [],
          pagesPerSecond: 0,
          peakRssMB: Math.round(run.peakRssBytes / 1024 / 1024),
          htmlUrls: 0,
          analysed: 0,
          error,
        };
      }
      console.log(
        `  ranklens crawl: ${ranklens.htmlPages} HTML pages (${ranklens.urls} URLs) in ${ranklens.seconds} s`,
      );
    }
    const onlyWget = [...wgetPages].filter((u) => !ranklensPages.has(u)).sort();
    const onlyRanklens = [...ranklensPages].filter((u) => !wgetPages.has(u)).sort();
    const samePages = ranklens !== null && onlyWget.length === 0 && onlyRanklens.length === 0;
    const noSlowerThanWget = ranklens !== null && ranklens.error === null && ranklens.seconds <= wget.seconds;
    return {
      name: "postgres-docs",
      htmlFiles,
      wget,
      ranklens,
      onlyWget: onlyWget.slice(0, 20),
      onlyRanklens: onlyRanklens.slice(0, 20),
      samePages,
      noSlowerThanWget,
      withinBudget: samePages && noSlowerThanWget && ranklens?.analysed === ranklens?.htmlUrls,
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await runPostgresDocsBench({ ranklens: !process.argv.includes("--no-ranklens") });
  console.log(JSON.stringify(figures, null, 2));
}
