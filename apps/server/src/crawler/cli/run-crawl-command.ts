import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type CrawlProgress, runCrawl } from "../run-crawl";
import { runSiteChecks } from "../run-site-checks";
import type { CrawlCommand } from "./crawl-args";
import { crawlIssues } from "./crawl-issues";
import { crawledPages, crawlSummary } from "./crawl-result";
import { findOrStartCrawl, openCrawlFile } from "./local-crawl-file";
import { writeCrawlCsv } from "./write-crawl-csv";

export interface CrawlCommandIo {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress then redraws one line). */
  errIsTty: boolean;
  /** Aborted on SIGINT/SIGTERM: the crawl stops where it is, resumable from --db. */
  signal: AbortSignal;
}

export const CRAWL_EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Runs `ranklens crawl` (already parsed) and resolves to its exit code. */
export async function runCrawlCommand(
  command: Extract<CrawlCommand, { kind: "crawl" }>,
  io: CrawlCommandIo,
): Promise<number> {
  const temporary = command.dbPath === null;
  const dbPath = command.dbPath ?? path.join(os.tmpdir(), `ranklens-crawl-${randomUUID()}.sqlite`);
  const database = await openCrawlFile(dbPath);
  try {
    const startUrl = new URL(command.url).href;
    const { crawlId, resumed } = await findOrStartCrawl(
      database,
      startUrl,
      {
        maxPages: command.maxPages,
        maxDepth: command.maxDepth,
        ratePerSecond: command.ratePerSecond,
        concurrency: command.concurrency,
        includeSubdomains: command.includeSubdomains,
      },
      new Date(),
    );
    if (resumed) io.err(`Resuming the crawl of ${startUrl} in ${dbPath}\n`);
    const result = await runCrawl(
      {
        db: database.db,
        dialect: database.dialect,
        now: () => new Date(),
        publicUrl: "https://ranklens.app",
        fetch: { allowPrivateNetworks: command.allowPrivateNetworks },
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
      io.err(`The crawl is ${result}${summary.stateReason ? `: ${summary.stateReason}` : "."}\n`);
      return CRAWL_EXIT.failed;
    }
    const pages = await crawledPages(database.db, crawlId);
    const issues = await crawlIssues(database.db, crawlId);
    if (command.output.kind === "json") io.out(`${JSON.stringify({ crawl: summary, pages, issues })}\n`);
    else if (command.output.kind === "csv") await writeCrawlCsv(command.output.dir, pages, issues);
    else io.out(summaryText(summary, pages.length, issues));
    io.err(
      `Crawled ${summary.pagesCrawled} URLs; ${issues.filter((issue) => issue.count > 0).length} kinds of issues.\n`,
    );
    if (pages.length > 0 && pages.every((page) => page.status === null)) {
      io.err(`No page answered: ${pages[0]!.error ?? "no response"}.\n`);
      return CRAWL_EXIT.failed;
    }
    return CRAWL_EXIT.ok;
  } finally {
    await database.close();
    if (temporary) for (const suffix of ["", "-wal", "-shm"]) rmSync(`${dbPath}${suffix}`, { force: true });
  }
}

function progressLine(progress: CrawlProgress, tty: boolean): string {
  const rate = progress.pagesPerSecond === null ? "" : ` · ${progress.pagesPerSecond} pages/s`;
  const line = `crawled ${progress.done} · queued ${progress.queued + progress.claimed} · skipped ${progress.skipped}${rate}`;
  return tty ? `\r\u001b[2K${line}` : `${line}\n`;
}

function summaryText(
  summary: Awaited<ReturnType<typeof crawlSummary>>,
  pages: number,
  issues: Awaited<ReturnType<typeof crawlIssues>>,
): string {
  const lines = [`${summary.startUrl}: ${pages} URLs crawled, health score ${summary.healthScore ?? "N/A"}`];
  for (const issue of issues)
    if (issue.count > 0)
      lines.push(`  ${issue.severity.padEnd(7)} ${issue.count.toString().padStart(6)}  ${issue.title}`);
  return `${lines.join("\n")}\n`;
}
