/**
 * The real-site crawl benchmark (issue 15, "A real site"; issue 32): a Debian documentation
 * package's HTML (installed with apt when missing) served on 127.0.0.1 by static-server.ts, walked
 * by `wget --spider -r -l inf` and crawled by `ranklens crawl` (every HTML page fully analysed),
 * one after the other on the same server. Reports both wall clocks and page counts, and the
 * HTML page sets, which must be equal. Goal: RankLens no slower than wget's spider; at most 1.5× on
 * two cores (issue 32).
 *
 * Two sites ({@link DOCS_SITES}): postgresql-doc-15 (1,169 DocBook pages of prose) and the large
 * one, libstdc++-12-doc (3,906 pages, 149 MB: the GCC manual and Doxygen's API reference, whose
 * pages hold up to 3.7 MB and thousands of links each, and 213 links to files Debian leaves out).
 *
 * RankLens is run with 0 analysis threads (inline), 1, and one per core (ANALYSIS_THREADS), each
 * with `--no-external-links`: wget's spider asks no other host either, and checking them measures
 * those hosts (here: names that do not resolve), not the crawler. The engine's analysis of the same
 * HTML files alone, on one core, gives the crawl's cost-to-analysis ratio: what a crawl spends per
 * page beyond analysing it (fetching, storing, links, bookkeeping), 1.3× at most being the goal.
 *
 * wget keeps its defaults otherwise: it asks for robots.txt as RankLens does (the sites have none,
 * 404), follows links only on the host, and fetches HTML with GET (to parse it) and other files
 * with HEAD.
 *
 *   npx tsx bench/site-audit/docs-site.ts [postgresql-doc-15|libstdc++-12-doc] [--no-ranklens]
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { defaultAnalysisThreads } from "../../apps/server/src/analysis-pool";
import { analyzeHtmlSync } from "../../packages/engine/src/index";
import { isHtmlPage, parseCrawlJson, runCrawlCli } from "./crawl-cli";
import { runMeasured } from "./measured-process";
import { serveDirectory } from "./static-server";

export const POSTGRES_DOCS = "/usr/share/doc/postgresql-doc-15/html";

/** A documentation site: the Debian package that installs it and the directory served as its root. */
export interface DocsSite {
  package: string;
  dir: string;
}

export const POSTGRES_DOCS_SITE: DocsSite = { package: "postgresql-doc-15", dir: POSTGRES_DOCS };

/** The large one: GCC's C++ library manual and its Doxygen API reference (the package's symlink's target). */
export const LIBSTDCXX_DOCS_SITE: DocsSite = {
  package: "libstdc++-12-doc",
  dir: "/usr/share/doc/gcc-12-base/libstdc++",
};

export const DOCS_SITES: readonly DocsSite[] = [POSTGRES_DOCS_SITE, LIBSTDCXX_DOCS_SITE];

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

export interface DocsSiteFigures {
  name: "docs-site";
  /** The Debian package served. */
  site: string;
  htmlFiles: number;
  wget: CrawlerFigures & { broken: string[] };
  /**
   * The run with the product's default analysis threads (cores − 2, none on two cores). `analysed`
   * counts HTML URLs with a score; `htmlUrls` every HTML URL (`/` and `/index.html` both).
   */
  ranklens: RanklensRun | null;
  /** Every RankLens run: inline (0 threads), 1 thread, one per core. */
  threadRuns: RanklensRun[];
  /** The engine's analysis of the same HTML files alone, one core, one pass after a warm-up. */
  analysisSeconds: number;
  /** RankLens inline ÷ the analysis alone: what a crawl costs per page beyond analysing it (goal ≤ 1.3). */
  costRatio: number | null;
  /**
   * What any crawl costs whatever its size, inline: `ranklens crawl` of a one-page site (starting
   * the process and loading its modules, creating the crawl file, the site checks, the output),
   * median of three.
   */
  fixedSeconds: number;
  /** (RankLens inline − the fixed cost) ÷ the analysis alone: the cost ratio of the pages themselves. */
  perPageCostRatio: number | null;
  /** The default run ÷ wget's spider (goal ≤ 1, at most 1.5 on two cores). */
  wgetRatio: number | null;
  onlyWget: string[];
  onlyRanklens: string[];
  samePages: boolean;
  /** RankLens (analysing every page) no slower than wget's spider (analysing nothing). */
  noSlowerThanWget: boolean;
  withinBudget: boolean;
}

/** RankLens's crawl at most this many times wget's spider (issue 32: on two cores; the goal is 1). */
export const WGET_BUDGET_RATIO = 1.5;

export type RanklensRun = CrawlerFigures & {
  threads: number;
  htmlUrls: number;
  analysed: number;
  error: string | null;
};

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

export async function runDocsSiteBench(
  site: DocsSite,
  options: { ranklens?: boolean } = {},
): Promise<DocsSiteFigures> {
  ensureDebianDocs(site.dir, site.package);
  const htmlFiles = countHtmlFiles(site.dir);
  const server = await serveDirectory(site.dir);
  const dir = mkdtempSync(path.join(os.tmpdir(), "ranklens-docs-site-"));
  try {
    console.log(`${site.package}: ${htmlFiles} HTML files served at ${server.origin}`);
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

    const threadRuns: RanklensRun[] = [];
    let ranklensPages = new Set<string>();
    const cores = os.availableParallelism();
    const defaultThreads = defaultAnalysisThreads(cores);
    if (options.ranklens !== false) {
      for (const threads of [...new Set([0, 1, defaultThreads, cores])]) {
        const run = await runCrawlCli(
          server.origin,
          { db: path.join(dir, `crawl-${threads}.sqlite`), maxPages: 10_000, externalLinks: false },
          { env: { ...process.env, ANALYSIS_THREADS: String(threads) } },
        );
        const figures = ranklensFigures(run, threads, relative);
        if (threads === defaultThreads) ranklensPages = figures.pages;
        threadRuns.push(figures.run);
        console.log(
          `  ranklens crawl, ${threads} analysis threads: ${figures.run.htmlPages} HTML pages (${figures.run.urls} URLs) in ${figures.run.seconds} s, peak ${figures.run.peakRssMB} MB`,
        );
      }
    }
    const ranklens = threadRuns.find((r) => r.threads === defaultThreads) ?? null;
    const analysisSeconds = round(analysisAlone(site.dir));
    console.log(`  the engine alone on the same ${htmlFiles} files, one core: ${analysisSeconds} s`);
    const fixedSeconds = options.ranklens === false ? 0 : round(await fixedCost(dir));
    console.log(`  ranklens crawl of a one-page site (the fixed cost of any crawl): ${fixedSeconds} s`);
    const inline = threadRuns.find((r) => r.threads === 0);
    const inlineOk = inline !== undefined && inline.error === null;
    const onlyWget = [...wgetPages].filter((u) => !ranklensPages.has(u)).sort();
    const onlyRanklens = [...ranklensPages].filter((u) => !wgetPages.has(u)).sort();
    const samePages = ranklens !== null && onlyWget.length === 0 && onlyRanklens.length === 0;
    const noSlowerThanWget = ranklens !== null && ranklens.error === null && ranklens.seconds <= wget.seconds;
    return {
      name: "docs-site",
      site: site.package,
      htmlFiles,
      wget,
      ranklens,
      threadRuns,
      analysisSeconds,
      costRatio: inlineOk ? round(inline.seconds / analysisSeconds) : null,
      fixedSeconds,
      perPageCostRatio: inlineOk ? round((inline.seconds - fixedSeconds) / analysisSeconds) : null,
      wgetRatio: ranklens && ranklens.error === null ? round(ranklens.seconds / wget.seconds) : null,
      onlyWget: onlyWget.slice(0, 20),
      onlyRanklens: onlyRanklens.slice(0, 20),
      samePages,
      noSlowerThanWget,
      withinBudget:
        samePages &&
        ranklens !== null &&
        ranklens.error === null &&
        ranklens.seconds <= WGET_BUDGET_RATIO * wget.seconds &&
        ranklens.analysed === ranklens.htmlUrls,
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;

/** One `ranklens crawl` run's figures and its HTML page set (a directory and its index.html as one). */
function ranklensFigures(
  run: Awaited<ReturnType<typeof runCrawlCli>>,
  threads: number,
  relative: (url: string) => string,
): { run: RanklensRun; pages: Set<string> } {
  const peakRssMB = Math.round(run.peakRssBytes / 1024 / 1024);
  const seconds = round(run.wallSeconds);
  try {
    const json = parseCrawlJson(run);
    const html = json.pages.filter(isHtmlPage);
    const pages = new Set(html.map((p) => pageKey(p.url)));
    return {
      pages,
      run: {
        threads,
        seconds,
        htmlPages: pages.size,
        urls: json.pages.length,
        otherUrls: json.pages
          .filter((p) => !isHtmlPage(p))
          .map((p) => `${relative(p.url)} ${p.status ?? p.error}`),
        pagesPerSecond: Math.round(pages.size / run.wallSeconds),
        peakRssMB,
        htmlUrls: html.length,
        analysed: html.filter((p) => p.score !== null && p.score !== undefined).length,
        error: null,
      },
    };
  } catch (e) {
    const error = (e as Error).message;
    const empty = { htmlPages: 0, urls: 0, otherUrls: [], pagesPerSecond: 0, htmlUrls: 0, analysed: 0 };
    return { pages: new Set(), run: { threads, seconds, peakRssMB, ...empty, error } };
  }
}

/** The wall clock of `ranklens crawl` (inline) of a site of one small page, the median of three runs. */
async function fixedCost(dir: string): Promise<number> {
  const site = mkdtempSync(path.join(dir, "one-page-"));
  writeFileSync(
    path.join(site, "index.html"),
    "<!doctype html><html lang=en><head><title>One page</title></head><body><h1>One page</h1><p>A site of one page, linking nowhere.</p></body></html>",
  );
  const server = await serveDirectory(site);
  try {
    const seconds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const run = await runCrawlCli(
        server.origin,
        { db: path.join(dir, `one-page-${i}.sqlite`), maxPages: 10, externalLinks: false },
        { env: { ...process.env, ANALYSIS_THREADS: "0" } },
      );
      if (run.code !== 0) throw new Error(`the one-page crawl failed: exit ${run.code}`);
      seconds.push(run.wallSeconds);
    }
    return seconds.sort((a, b) => a - b)[1]!;
  } finally {
    await server.close();
  }
}

/**
 * Seconds the engine takes to analyse every HTML file under `dir` once, on this thread, after a
 * warm-up over the first hundred (the crawl's analyses run warm too, after its first pages).
 */
function analysisAlone(dir: string): number {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".html"))
    .sort()
    .map((f) => readFileSync(path.join(dir, f)));
  const analyse = (bytes: Buffer, i: number) =>
    analyzeHtmlSync(bytes.toString("utf8"), { url: `http://127.0.0.1/${i}.html`, bytes: bytes.length });
  files.slice(0, 100).forEach(analyse);
  const start = performance.now();
  files.forEach(analyse);
  return (performance.now() - start) / 1000;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const named = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? POSTGRES_DOCS_SITE.package;
  const site = DOCS_SITES.find((s) => s.package === named);
  if (!site) throw new Error(`unknown site ${named}: ${DOCS_SITES.map((s) => s.package).join(", ")}`);
  const figures = await runDocsSiteBench(site, { ranklens: !process.argv.includes("--no-ranklens") });
  console.log(JSON.stringify(figures, null, 2));
}
