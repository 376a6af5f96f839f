/**
 * The rendering benchmark (issue 28): the first 2,000 pages of the generated site (100,000 pages
 * by default) crawled twice with `ranklens crawl`, once as HTML and once with `--render` (Debian's
 * Chromium), same politeness (none, loopback) and the same concurrency; the figures are pages/s
 * and peak memory of each, and rendered ÷ raw. Memory is the crawler's own peak (VmHWM) and the
 * peak of the crawler with every process it started (Chromium's browser, GPU and renderer
 * processes), summed at one sample. No budget: the issue asks for the figures; the check is that
 * the rendered crawl reached the same pages and rendered every one of them.
 *
 *   npx tsx bench/run.ts render [--pages N]
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isHtmlPage, issueUrls, parseCrawlJson, runCrawlCli } from "./crawl-cli";
import { DEFAULT_PAGES } from "./generated-site";
import type { MeasuredRun } from "./measured-process";
import { startSiteProcess } from "./site-process";

/** Pages crawled of the generated site: the issue's "first 2,000". */
const CRAWLED_PAGES = 2_000;
/** Pages in flight (and rendered) at once: what two cores can render side by side without thrashing. */
const CONCURRENCY = 4;

export interface RenderRunFigures {
  htmlPages: number;
  wallSeconds: number;
  pagesPerSecond: number;
  crawlerPeakRssMB: number;
  /** The crawler and every process under it (Chromium's), at their largest together. */
  treePeakRssMB: number;
}

export interface RenderBenchFigures {
  name: "render";
  sitePages: number;
  crawledPages: number;
  concurrency: number;
  chromium: string;
  raw: RenderRunFigures;
  rendered: RenderRunFigures;
  /** rendered pages/s ÷ raw pages/s. */
  speedRatio: number;
  /** rendered tree peak ÷ raw tree peak. */
  memoryRatio: number;
  samePages: boolean;
  /** Pages the rendered crawl could not render (its render-failed issue). */
  renderFailures: number;
  ok: boolean;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function figuresOf(run: MeasuredRun): { figures: RenderRunFigures; urls: string[]; failures: number } {
  const json = parseCrawlJson(run);
  const htmlPages = json.pages.filter(isHtmlPage).length;
  return {
    figures: {
      htmlPages,
      wallSeconds: Math.round(run.wallSeconds * 10) / 10,
      pagesPerSecond: Math.round((htmlPages / run.wallSeconds) * 10) / 10,
      crawlerPeakRssMB: mb(run.peakRssBytes),
      treePeakRssMB: mb(run.peakTreeRssBytes),
    },
    urls: json.pages.map((page) => page.url).sort(),
    failures: issueUrls(json, "render-failed", "affected")?.length ?? 0,
  };
}

export async function runRenderBench(options: { pages?: number } = {}): Promise<RenderBenchFigures> {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium)) throw new Error(`render bench: no Chromium at ${chromium} (set CHROMIUM_PATH)`);
  const sitePages = options.pages ?? DEFAULT_PAGES;
  const crawledPages = Math.min(CRAWLED_PAGES, sitePages);
  const dir = mkdtempSync(path.join(os.tmpdir(), "ranklens-render-bench-"));
  const site = await startSiteProcess(sitePages, 1, path.join(dir, "manifest.json"));
  try {
    console.log(
      `render bench: the first ${crawledPages} URLs of a ${sitePages.toLocaleString("en-US")}-page site`,
    );
    const crawl = (render: boolean) =>
      runCrawlCli(
        site.origin,
        {
          db: path.join(dir, `${render ? "rendered" : "raw"}.sqlite`),
          maxPages: crawledPages,
          concurrency: CONCURRENCY,
          externalLinks: false,
          render,
        },
        { echoEvery: 50 },
      );
    const raw = figuresOf(await crawl(false));
    console.log(`  raw: ${raw.figures.pagesPerSecond} pages/s, tree peak ${raw.figures.treePeakRssMB} MB`);
    const rendered = figuresOf(await crawl(true));
    console.log(
      `  rendered: ${rendered.figures.pagesPerSecond} pages/s, tree peak ${rendered.figures.treePeakRssMB} MB`,
    );
    const samePages = JSON.stringify(raw.urls) === JSON.stringify(rendered.urls);
    return {
      name: "render",
      sitePages,
      crawledPages,
      concurrency: CONCURRENCY,
      chromium,
      raw: raw.figures,
      rendered: rendered.figures,
      speedRatio: Math.round((rendered.figures.pagesPerSecond / raw.figures.pagesPerSecond) * 1000) / 1000,
      memoryRatio: Math.round((rendered.figures.treePeakRssMB / raw.figures.treePeakRssMB) * 100) / 100,
      samePages,
      renderFailures: rendered.failures,
      ok: samePages && rendered.failures === 0 && rendered.figures.htmlPages === raw.figures.htmlPages,
    };
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
