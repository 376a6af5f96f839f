import { randomUUID } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GATHER_DEFAULTS } from "@ranklens/engine";
import { createPageRenderer, type PageRenderer } from "@ranklens/engine/render";
import { CRAWL_LIMITS, type StartCrawlRequest } from "@ranklens/shared";
import { createAnalysisPool } from "../../analysis-pool";
import { type Env, EnvSchema } from "../../env";
import { AppError } from "../../errors";
import type { CrawlProgress } from "../crawl/crawl-run";
import { runCrawl } from "../crawl/run-crawl";
import { runSiteChecks } from "../site-checks/run-site-checks";
import { CRAWL_EXIT, type CrawlCommand } from "./crawl-args";
import { type CrawlIssueSet, crawlIssues, issueJsonChunks } from "./crawl-issues";
import { type CrawledPage, type CrawlSummary, crawledPages, crawlSummary } from "./crawl-result";
import { findOrStartCrawl, openCrawlFile } from "./local-crawl-file";
import { writeCrawlCsv } from "./write-crawl-csv";

export interface CrawlCommandIo {
  /**
   * Writes to stdout; a promise when the text waits in memory for the reader (the pipe is full):
   * the JSON of a 100,000-page crawl, written without waiting, once held ~170 MB in the process
   * and took it past its heap limit.
   */
  out(text: string): void | Promise<void>;
  err(text: string): void;
  /** Whether stderr is a terminal (progress then redraws one line). */
  errIsTty: boolean;
  /** Aborted on SIGINT/SIGTERM: the crawl stops where it is, resumable from --db. */
  signal: AbortSignal;
}

/** Runs `ranklens crawl` (already parsed) and resolves to its exit code. */
export async function runCrawlCommand(
  command: Extract<CrawlCommand, { kind: "crawl" }>,
  io: CrawlCommandIo,
): Promise<number> {
  let request: StartCrawlRequest = { mode: "spider" };
  if (command.exact?.mode === "sitemap") request = { mode: "sitemap", sitemapUrl: command.exact.sitemapUrl };
  if (command.exact?.mode === "list") {
    const urls = await readListFile(command.exact.file);
    if (typeof urls === "string") {
      io.err(`ranklens crawl: ${urls}\n`);
      return CRAWL_EXIT.usage;
    }
    request = { mode: "list", urls };
  }
  const pool = analysisPoolSettings(process.env);
  if (typeof pool === "string") {
    io.err(`ranklens crawl: ${pool}\n`);
    return CRAWL_EXIT.usage;
  }
  let renderer: PageRenderer | null = null;
  if (command.render) {
    const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    if (!existsSync(executablePath)) {
      io.err(
        `ranklens crawl: --render needs Chromium, and ${executablePath} does not exist (set CHROMIUM_PATH).\n`,
      );
      return CRAWL_EXIT.usage;
    }
    renderer = createPageRenderer({
      executablePath,
      concurrency: command.concurrency,
      timeoutMs: 15_000,
      maxBytes: GATHER_DEFAULTS.maxBytes,
    });
  }
  const analysis = createAnalysisPool({
    threads: pool.ANALYSIS_THREADS,
    heapMb: pool.ANALYSIS_THREAD_HEAP_MB,
  });
  const temporary = command.dbPath === null;
  const dbPath = command.dbPath ?? path.join(os.tmpdir(), `ranklens-crawl-${randomUUID()}.sqlite`);
  const database = await openCrawlFile(dbPath);
  try {
    const startUrl = new URL(command.url).href;
    let started: Awaited<ReturnType<typeof findOrStartCrawl>>;
    try {
      started = await findOrStartCrawl(
        database,
        startUrl,
        {
          maxPages: command.maxPages,
          maxDepth: command.maxDepth,
          ratePerSecond: command.ratePerSecond,
          concurrency: command.concurrency,
          includeSubdomains: command.includeSubdomains,
          checkExternalLinks: command.checkExternalLinks,
          renderJavaScript: command.render,
        },
        new Date(),
        request,
      );
    } catch (error) {
      // A line of the list that is not a URL on the site: the command's input is wrong, exit 2.
      if (!(error instanceof AppError) || error.code !== "INVALID_REQUEST") throw error;
      io.err(`ranklens crawl: ${error.message}\n`);
      return CRAWL_EXIT.usage;
    }
    const { crawlId, resumed } = started;
    if (resumed) io.err(`Resuming the crawl of ${startUrl} in ${dbPath}\n`);
    const result = await runCrawl(
      {
        db: database.db,
        dialect: database.dialect,
        now: () => new Date(),
        publicUrl: "https://ranklens.app",
        fetch: { allowPrivateNetworks: command.allowPrivateNetworks },
        renderer,
        analysis,
        computeIssues: async (id) => {
          await runSiteChecks(database.db, id);
        },
      },
      {
        crawlId,
        exclusive: true,
        signal: io.signal,
        politeness: { ratePerSecond: command.ratePerSecond, concurrency: command.concurrency },
        onProgress: (progress) => io.err(progressLine(progress, io.errIsTty)),
      },
    );
    if (io.errIsTty) io.err("\n");
    if (result === "stopped") {
      io.err(temporary ? "Stopped.\n" : `Stopped. Run the same command to resume the crawl in ${dbPath}.\n`);
      return CRAWL_EXIT.failed;
    }
    const summary = await crawlSummary(database.db, crawlId);
    if (result !== "completed") {
      const what = result === "failed" ? "The crawl failed" : `The crawl is ${result}`;
      io.err(`${what}${summary.stateReason ? `: ${summary.stateReason}` : "."}\n`);
      if (result === "failed" && !command.allowPrivateNetworks) {
        io.err("If the site is on this machine or your own network, add --allow-private-networks.\n");
      }
      return CRAWL_EXIT.failed;
    }
    const issues = await crawlIssues(database.db, crawlId);
    if (command.output.kind === "json")
      await writeCrawlJson(io, summary, crawledPages(database.db, crawlId), issues);
    else if (command.output.kind === "csv")
      await writeCrawlCsv(command.output.dir, crawledPages(database.db, crawlId), issues);
    else io.out(summaryText(summary, issues));
    io.err(
      `Crawled ${summary.pagesCrawled} URLs; ${issues.summaries.filter((issue) => issue.count > 0).length} kinds of issues.\n`,
    );
    if (summary.pagesCrawled > 0 && summary.pagesAnswered === 0) {
      io.err("No page answered: every request failed without a response.\n");
      return CRAWL_EXIT.failed;
    }
    return CRAWL_EXIT.ok;
  } finally {
    await renderer?.close();
    await analysis.close();
    await database.close();
    if (temporary) for (const suffix of ["", "-wal", "-shm"]) rmSync(`${dbPath}${suffix}`, { force: true });
  }
}

function progressLine(progress: CrawlProgress, tty: boolean): string {
  const rate = progress.pagesPerSecond === null ? "" : ` · ${progress.pagesPerSecond} pages/s`;
  const line = `crawled ${progress.done} · queued ${progress.queued + progress.claimed} · skipped ${progress.skipped}${rate}`;
  return tty ? `\r\u001b[2K${line}` : `${line}\n`;
}

/**
 * `--json`: one document, `{ crawl, pages, issues }`, written a batch of pages and of issue rows
 * at a time, each when the reader has taken the one before, so a 100,000-page crawl is never one
 * string, or one array of rows, in memory.
 */
async function writeCrawlJson(
  io: CrawlCommandIo,
  summary: CrawlSummary,
  pages: AsyncIterable<CrawledPage[]>,
  issues: CrawlIssueSet,
): Promise<void> {
  for await (const chunk of crawlJsonChunks(summary, pages, issues)) await io.out(chunk);
}

async function* crawlJsonChunks(
  summary: CrawlSummary,
  pages: AsyncIterable<CrawledPage[]>,
  issues: CrawlIssueSet,
): AsyncGenerator<string> {
  yield `{"crawl":${JSON.stringify(summary)},"pages":[`;
  let first = true;
  for await (const batch of pages) {
    if (batch.length === 0) continue;
    yield `${first ? "" : ","}${batch.map((page) => JSON.stringify(page)).join(",")}`;
    first = false;
  }
  yield `],"issues":[`;
  for (const [index, issue] of issues.summaries.entries()) {
    if (index > 0) yield ",";
    yield* issueJsonChunks(issues, issue);
  }
  yield "]}\n";
}

function summaryText(summary: CrawlSummary, issues: CrawlIssueSet): string {
  const lines = [
    `${summary.startUrl}: ${summary.pagesCrawled} URLs crawled, health score ${summary.healthScore ?? "N/A"}`,
  ];
  for (const issue of issues.summaries)
    if (issue.count > 0)
      lines.push(`  ${issue.severity.padEnd(7)} ${issue.count.toString().padStart(6)}  ${issue.title}`);
  return `${lines.join("\n")}\n`;
}

/** What each analysis-pool setting must be, as a refusal says it. */
const POOL_SETTINGS = {
  ANALYSIS_THREADS: "a whole number from 0 to 64",
  ANALYSIS_THREAD_HEAP_MB: "a whole number of MB from 32 to 4096",
} as const;

/**
 * The analysis threads of the server, read by the server's own rules (EnvSchema: ANALYSIS_THREADS,
 * else the machine's cores less two; ANALYSIS_THREAD_HEAP_MB, else 256 MB), or the refusal of the
 * first setting out of range. Empty counts as unset, as in the server's .env.
 */
function analysisPoolSettings(env: NodeJS.ProcessEnv): Pick<Env, keyof typeof POOL_SETTINGS> | string {
  const schema = EnvSchema.pick({ ANALYSIS_THREADS: true, ANALYSIS_THREAD_HEAP_MB: true });
  const raw = {
    ANALYSIS_THREADS: env.ANALYSIS_THREADS || undefined,
    ANALYSIS_THREAD_HEAP_MB: env.ANALYSIS_THREAD_HEAP_MB || undefined,
  };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues[0]!.path[0] as keyof typeof POOL_SETTINGS;
  return `${key} must be ${POOL_SETTINGS[key]} (it is "${raw[key]}").`;
}

/**
 * `--list <file>`: one URL a line; blank lines and lines starting with # are skipped. The lines,
 * or what is wrong with the file, in words.
 */
async function readListFile(file: string): Promise<string[] | string> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    return `Cannot read the --list file ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`;
  }
  const urls = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  if (urls.length === 0) return `The --list file ${file} holds no URL.`;
  if (urls.length > CRAWL_LIMITS.maxPages)
    return `The --list file ${file} holds ${urls.length.toLocaleString("en-US")} URLs; a crawl takes at most ${CRAWL_LIMITS.maxPages.toLocaleString("en-US")}.`;
  return urls;
}
