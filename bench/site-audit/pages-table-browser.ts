/**
 * Time to the first rows of the All pages table in Chromium (issue 28: < 500 ms "with any segment
 * and 20 columns"): the real server as `npm start` runs it, a 100,000-page crawl written into its
 * SQLite file, every column turned on through the Columns dialog as a user does, then each segment
 * view opened by URL: navigation to the first row in the DOM, median of three after a warm-up visit
 * (the route's code cached, as on a professional's second look). Then each segment saved and picked
 * in the grid's segment picker, as a professional slices a crawl: the pick to the segment's first
 * rows in the DOM. The budget is the grid's (the pick); a cold navigation also pays the app's boot
 * and sign-in check, the same on every screen, and is reported beside it.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { signUpAndSignIn, uniqueEmail } from "../../e2e/support/accounts";
import { launchBrowser, newPage } from "../../e2e/support/browser";
import { seedCrawl } from "../../e2e/support/seed-crawl";
import { startServer } from "../../e2e/support/server";
import { FIRST_ROWS_BUDGET_MS, SEGMENT_VIEWS } from "./pages-table";

export interface PagesTableBrowserFigures {
  pages: number;
  columns: number;
  /** Cold navigations: the address typed, the app booted, the first row drawn. */
  views: Array<{ view: string; medianMs: number; worstMs: number }>;
  worstNavigationMs: number;
  /** Segments picked in the grid: the pick to the segment's first rows. */
  picks: Array<{ view: string; medianMs: number; worstMs: number }>;
  worstMs: number;
  budgetMs: number;
  withinBudget: boolean;
}

const RUNS = 3;

export async function runPagesTableBrowserBench(pages = 100_000): Promise<PagesTableBrowserFigures> {
  const built = spawnSync(process.execPath, ["scripts/web-build.mjs"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("the web build failed");
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, { width: 1920, height: 1080 });
    const email = uniqueEmail("bench");
    await signUpAndSignIn(page, server.url, { email, password: "bench password 123", name: "Bench" });
    const { crawlId, siteId } = seedCrawl(path.join(server.dataDir, "ranklens.sqlite"), email, pages);
    const pagesUrl = `${server.url}/site-audit/crawls/${crawlId}/pages`;
    const firstRow = page.getByTestId("pages-table").locator('tr[data-row-index="0"]');

    // Every column on, through the dialog (remembered for this user and site).
    await page.goto(pagesUrl);
    await firstRow.waitFor();
    await page.getByRole("button", { name: /^Columns/ }).click();
    await page.getByRole("button", { name: "Show all" }).click();
    await page.getByRole("button", { name: "Done" }).click();
    const columns = await page.getByTestId("pages-table").getByRole("columnheader").count();

    const views: PagesTableBrowserFigures["views"] = [];
    for (const [view, query] of Object.entries({ "no segment": "", ...SEGMENT_VIEWS })) {
      const url = query ? `${pagesUrl}?${query}` : pagesUrl;
      const timings: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        const started = performance.now();
        await page.goto(url);
        await firstRow.waitFor();
        if (run > 0) timings.push(performance.now() - started);
      }
      timings.sort((a, b) => a - b);
      views.push({
        view,
        medianMs: Math.round(timings[Math.floor(RUNS / 2)]!),
        worstMs: Math.round(timings.at(-1)!),
      });
    }
    const picks = await segmentPicks(page, server.url, siteId, pagesUrl);
    const worstMs = Math.max(...picks.map((v) => v.medianMs));
    return {
      pages,
      columns,
      views,
      worstNavigationMs: Math.max(...views.map((v) => v.medianMs)),
      picks,
      worstMs,
      budgetMs: FIRST_ROWS_BUDGET_MS,
      withinBudget: columns >= 20 && worstMs < FIRST_ROWS_BUDGET_MS,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * Each segment view saved as a segment of the site, then picked in the grid (no segment between
 * two picks): the time from the pick to the first row of the segment's rows in the DOM, median of
 * RUNS after a warm-up pick.
 */
async function segmentPicks(
  page: Page,
  origin: string,
  siteId: string,
  pagesUrl: string,
): Promise<PagesTableBrowserFigures["picks"]> {
  const saved: Array<{ view: string; id: string; sort: string | null }> = [];
  for (const [view, query] of Object.entries(SEGMENT_VIEWS)) {
    const params = new URLSearchParams(query);
    const definition = JSON.parse(params.get("where")!);
    const response = await page.request.post(`${origin}/api/v1/sites/${siteId}/segments`, {
      data: { name: view.replace(/^segment: /, "").slice(0, 60), ...definition },
      headers: { origin },
    });
    if (!response.ok())
      throw new Error(`saving the segment failed: ${response.status()} ${await response.text()}`);
    const sort = params.get("sort") ? `sort=${params.get("sort")}&order=${params.get("order")}` : null;
    saved.push({ view, id: (await response.json()).id, sort });
  }
  const picker = page.getByRole("region", { name: "Segment" }).getByLabel("Segment", { exact: true });
  const table = page.getByTestId("pages-table");
  const count = page.getByTestId("pages-count");
  const picks: PagesTableBrowserFigures["picks"] = [];
  for (const { view, id, sort } of saved) {
    const timings: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await page.goto(sort ? `${pagesUrl}?${sort}` : pagesUrl);
      await picker.locator(`option[value="${id}"]`).waitFor({ state: "attached" });
      await table.locator('tr[data-row-index="0"]').waitFor();
      const whole = (await count.textContent()) ?? "";
      const started = performance.now();
      await picker.selectOption(id);
      // The previous rows stay, marked busy, until the segment's arrive: its count replaces the whole crawl's.
      await page.waitForFunction(
        ([selector, before]) => {
          const text = document.querySelector(selector)?.textContent ?? "";
          const busy = document.querySelector('[data-testid="pages-table"][aria-busy="true"]');
          return /match/.test(text) && !text.startsWith(before) && !busy;
        },
        ['[data-testid="pages-count"]', whole] as const,
        { polling: "raf" },
      );
      await table.locator('tr[data-row-index="0"]').waitFor();
      if (run > 0) timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    picks.push({
      view,
      medianMs: Math.round(timings[Math.floor(RUNS / 2)]!),
      worstMs: Math.round(timings.at(-1)!),
    });
  }
  return picks;
}
