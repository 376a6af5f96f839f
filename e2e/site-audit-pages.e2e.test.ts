import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page as sitePage, startCrawlSite } from "../apps/server/test/crawl-site";
import { eventually } from "../apps/server/test/job-queues";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { seedCrawl, seededUrl } from "./support/seed-crawl";
import { type RunningServer, startServer } from "./support/server";

/**
 * The Site Audit's All pages table and Page detail in Chromium: a real crawl of a small local site
 * (filters, sort, detail with inlinks and anchors, CSV export), and a 100,000-page crawl written
 * straight into the server's SQLite file, whose time to first rows and scroll are logged (budget
 * in the issue: first rows < 500 ms; judged from the log, not asserted) while the DOM stays small.
 */

const PASSWORD = "site audit password 123";
/** ROW_HEIGHT of features/site-audit/pages/pages-table.tsx (every row is this tall). */
const ROW_HEIGHT = 40;
const HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Garden tools home</title>
<meta name="description" content="Tools for a tidy garden."></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<h1>Garden tools</h1><p>Read <a href="/about">all about our sheds</a>, see the <a href="/gone">old catalogue</a>
and the <a href="/moved">spring offers</a>.</p></body></html>`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The site is our own on 127.0.0.1: crawled as fast as any crawl may be (the default cap is for other people's).
  server = await startServer({ CRAWL_UNVERIFIED_MAX_RATE: "50" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(viewport = DESKTOP) {
  const opened = await newPage(browser, viewport);
  const email = uniqueEmail("auditor");
  await signUpAndSignIn(opened.page, server.url, { email, password: PASSWORD, name: "Audi Tor" });
  return { ...opened, email };
}

/** The largest data-row-index in the DOM and how many rows are rendered. */
function renderedRows(table: Locator) {
  return table.evaluate((el) => {
    const rows = [...el.querySelectorAll<HTMLElement>("tr[data-row-index]")];
    return { count: rows.length, max: Math.max(-1, ...rows.map((r) => Number(r.dataset.rowIndex))) };
  });
}

/** RFC 4180: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe("All pages and Page detail after a real crawl", () => {
  let site: CrawlSite;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let crawlId: string;

  beforeAll(async () => {
    site = await startCrawlSite({
      "/": HOME,
      "/about": sitePage("About our sheds", ["/"]),
      "/moved": { status: 301, headers: { location: "/about" } },
    });
    ({ context, page, errors } = await signedIn());
    const created = await page.request.post(`${server.url}/api/v1/sites`, {
      data: {
        startUrl: site.url,
        // A custom extraction (each page's first heading) and a custom search, as columns of their own.
        settings: {
          ratePerSecond: 50,
          extraction: [{ name: "First heading", selector: "h1" }],
          search: [{ name: "Sheds", pattern: "shed" }],
        },
      },
      headers: { origin: server.url },
    });
    expect(created.status(), await created.text()).toBe(201);
    const crawl = await page.request.post(`${server.url}/api/v1/sites/${(await created.json()).id}/crawls`, {
      headers: { origin: server.url },
    });
    expect(crawl.status(), await crawl.text()).toBe(201);
    crawlId = (await crawl.json()).id;
    await eventually(
      async () =>
        (await (await page.request.get(`${server.url}/api/v1/crawls/${crawlId}`)).json()).state ===
        "completed",
      "the crawl to complete",
      30_000,
    );
  });
  afterAll(async () => {
    await context?.close();
    await site?.close();
  });

  it("lists every fetched URL, filters by status class and sorts by a column", async () => {
    await page.goto(`${server.url}/site-audit/crawls/${crawlId}/pages`);
    const table = page.getByRole("table", { name: "Pages" });
    await expect.poll(() => page.getByText("4 pages", { exact: true }).isVisible()).toBe(true);
    // The count and the rows come from two requests: under load the rows may follow the count.
    await expect.poll(() => table.getByRole("row").count()).toBe(5);
    const home = table
      .getByRole("row")
      .filter({ hasText: `${site.origin}/` })
      .first();
    expect(await home.textContent()).toContain("Garden tools home");
    // The extraction's column, with the home page's heading in it, and the search's.
    expect(await table.getByRole("columnheader", { name: "First heading" }).count()).toBe(1);
    expect(await table.getByRole("columnheader", { name: "Search: Sheds" }).count()).toBe(1);

    await page.getByLabel("Status").selectOption("4xx");
    await expect.poll(() => page.getByText("1 page matches", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => table.locator("tr[data-row-index]").count()).toBe(1);
    expect(await table.locator("tr[data-row-index]").textContent()).toContain(`${site.origin}/gone`);
    expect(new URL(page.url()).searchParams.get("status")).toBe("4xx");
    await screenshot(page, "site-audit-pages-4xx-desktop");

    await page.getByLabel("Status").selectOption("");
    await expect.poll(() => page.getByText("4 pages", { exact: true }).isVisible()).toBe(true);
    const statusHeader = table.getByRole("columnheader", { name: "Status" });
    expect(await statusHeader.getAttribute("aria-sort")).toBe("none");
    await statusHeader.getByRole("button").click();
    await statusHeader.getByRole("button").click();
    await expect.poll(() => statusHeader.getAttribute("aria-sort")).toBe("descending");
    await expect
      .poll(() => table.locator('tr[data-row-index="0"]').textContent())
      .toContain(`${site.origin}/gone`);
    expect(await table.locator('tr[data-row-index="1"]').textContent()).toContain(`${site.origin}/moved`);
    await screenshot(page, "site-audit-pages-desktop");
    expect(errors).toEqual([]);
  });

  it("filters by depth and by a regex on URL or title, refuses a runaway regex, sorts by inlinks", async () => {
    await page.goto(`${server.url}/site-audit/crawls/${crawlId}/pages`);
    const table = page.getByRole("table", { name: "Pages" });
    // Each filter is a request to the server: wait for its answer, not the default second.
    const WAIT = { timeout: 10_000 };
    await expect.poll(() => page.getByText("4 pages", { exact: true }).isVisible(), WAIT).toBe(true);

    await page.getByLabel("Depth").selectOption("eq:0");
    await expect.poll(() => page.getByText("1 page matches", { exact: true }).isVisible(), WAIT).toBe(true);
    expect(await table.locator("tr[data-row-index]").textContent()).toContain("Garden tools home");
    expect(new URL(page.url()).searchParams.get("depth")).toBe("0");
    await page.getByLabel("Depth").selectOption("max:1");
    await expect.poll(() => page.getByText("4 pages match", { exact: true }).isVisible(), WAIT).toBe(true);
    await page.getByLabel("Depth").selectOption("");

    // A regex the server would refuse (no guaranteed time: a look-ahead) is stopped on the field,
    // in the server's words. Nested repeats such as (a+)+$ are fine now: the engine is linear (ADR 019).
    const search = page.getByLabel("Search URL or title");
    await page.getByLabel("Match").selectOption("regex");
    await search.fill("^(?=.*gone)");
    await search.press("Enter");
    await expect.poll(() => search.getAttribute("aria-invalid"), WAIT).toBe("true");
    expect(await page.getByText(/look-ahead and look-behind .* are not supported/).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("regex")).toBeNull();

    await search.fill("/(GONE|moved)$");
    await search.press("Enter");
    await expect.poll(() => page.getByText("2 pages match", { exact: true }).isVisible(), WAIT).toBe(true);
    const urls = await table.locator("tr[data-row-index]").allTextContents();
    expect(
      urls.map((row) => (row.includes("/gone") ? "gone" : row.includes("/moved") ? "moved" : row)),
    ).toEqual(["gone", "moved"]);
    expect(new URL(page.url()).searchParams.get("regex")).toBe("/(GONE|moved)$");
    await screenshot(page, "site-audit-pages-regex-desktop");
    await search.fill("");
    await search.press("Enter");
    await expect.poll(() => page.getByText("4 pages", { exact: true }).isVisible(), WAIT).toBe(true);

    // Sorted by inlinks, most first: the API's order.
    const inlinks = table.getByRole("columnheader", { name: "Inlinks" });
    await inlinks.getByRole("button").click();
    await inlinks.getByRole("button").click();
    await expect.poll(() => inlinks.getAttribute("aria-sort"), WAIT).toBe("descending");
    const api = await (
      await page.request.get(`${server.url}/api/v1/crawls/${crawlId}/pages?sort=inlinks&order=desc`)
    ).json();
    await expect
      .poll(() => table.locator('tr[data-row-index="0"]').textContent(), WAIT)
      .toContain(api.items[0].url);
    expect(api.items[0].inlinks).toBeGreaterThanOrEqual(api.items[1].inlinks);
    expect(errors).toEqual([]);
  });

  it("opens a page's detail with its inlinks and anchors, and a redirect's chain", async () => {
    await page.goto(`${server.url}/site-audit/crawls/${crawlId}/pages?sort=url`);
    await page
      .getByRole("table", { name: "Pages" })
      .locator("tr[data-row-index]")
      .filter({ hasText: "About our sheds" })
      .getByRole("cell")
      .nth(2)
      .click();
    await page.waitForURL(/\/pages\/\d+$/);
    await page.getByRole("heading", { name: "About our sheds", level: 1 }).waitFor();
    const inlinks = page.getByRole("table", { name: "Inlinks" });
    expect(await page.getByRole("heading", { name: "Inlinks (2)" }).isVisible()).toBe(true);
    const contentLink = inlinks.getByRole("row").filter({ hasText: "all about our sheds" });
    expect(await contentLink.textContent()).toContain(site.url);
    expect(await contentLink.textContent()).toContain("Content");
    expect(await inlinks.getByRole("row").filter({ hasText: "Navigation" }).textContent()).toContain("About");
    // The page has no meta description: the engine's check shows in the Analyzer's row.
    const checks = page.getByRole("list", { name: "Failing checks" });
    expect(await checks.getByRole("button").count()).toBeGreaterThan(0);
    // The anchor-text report groups what links here; the facts give the page's place in the graph.
    const anchors = page.getByRole("table", { name: "Anchor texts" });
    expect(await anchors.getByRole("row").filter({ hasText: "all about our sheds" }).textContent()).toMatch(
      /1\s*1/,
    );
    expect(await page.getByText("Link score (0–100)").isVisible()).toBe(true);
    // The crawl's custom extraction is one of the page's facts.
    expect(await page.getByRole("term").filter({ hasText: "First heading" }).isVisible()).toBe(true);
    // So is its custom search: "About our sheds" has "shed" in its title and heading.
    const search = page.getByRole("term").filter({ hasText: "Search: Sheds" });
    expect(await search.locator("xpath=following-sibling::dd").textContent()).toMatch(/^[1-9]\d*$/);
    await screenshot(page, "site-audit-page-detail-desktop");

    // A link by URL finds the same page (what survives a recrawl); an unknown URL says so, with no Try again.
    await page.goto(
      `${server.url}/site-audit/crawls/${crawlId}/page?${new URLSearchParams({ url: `${site.origin}/about` })}`,
    );
    await page.getByRole("heading", { name: "About our sheds", level: 1 }).waitFor();
    await page.goto(
      `${server.url}/site-audit/crawls/${crawlId}/page?${new URLSearchParams({ url: `${site.origin}/nowhere` })}`,
    );
    await expect.poll(() => page.getByText("Page not found in this crawl.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    await page.goBack();
    await page.goBack();
    await page.getByRole("heading", { name: "About our sheds", level: 1 }).waitFor();

    // The home page's outlinks show each target's status; its 301 opens with its chain.
    await inlinks.getByRole("link", { name: site.url }).first().click();
    await page.getByRole("heading", { name: "Garden tools home", level: 1 }).waitFor();
    const outlinks = page.getByRole("table", { name: "Outlinks" });
    expect(await outlinks.getByRole("row").filter({ hasText: "old catalogue" }).textContent()).toContain(
      "404",
    );
    await outlinks.getByRole("link", { name: `${site.origin}/moved` }).click();
    await page.getByRole("list", { name: "Redirect chain" }).waitFor();
    const hops = await page
      .getByRole("list", { name: "Redirect chain" })
      .getByRole("listitem")
      .allTextContents();
    expect(hops).toHaveLength(2);
    expect(hops[0]).toContain("301");
    expect(hops[1]).toContain(`${site.origin}/about`);
    expect(errors).toEqual([]);
  });

  it("exports the filtered table as CSV from the screen", async () => {
    await page.goto(`${server.url}/site-audit/crawls/${crawlId}/pages?status=2xx`);
    await page.getByText("2 pages match", { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const text = readFileSync((await download.path()) as string, "utf8");
    // A byte order mark first, so spreadsheet programs read the file as UTF-8.
    expect(text.startsWith("\ufeff")).toBe(true);
    const rows = parseCsv(text.slice(1));
    const [header, ...body] = rows;
    expect(header?.slice(0, 2)).toEqual(["url", "status"]);
    expect(body.map((r) => r[0]).sort()).toEqual([`${site.origin}/`, `${site.origin}/about`]);
    const inlinks = header?.indexOf("inlinks") ?? -1;
    expect(body.find((r) => r[0] === `${site.origin}/about`)?.[inlinks]).toBe("2");
  });

  it("starts a fresh analysis of a crawled page with Analyze now and opens its report", async () => {
    await page.goto(`${server.url}/site-audit/crawls/${crawlId}/pages?q=sheds`);
    await page.getByText("1 page matches", { exact: true }).waitFor();
    await page
      .getByRole("table", { name: "Pages" })
      .getByRole("link", { name: `${site.origin}/about` })
      .click();
    await page.getByRole("heading", { name: "About our sheds", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Analyze now" }).click();
    await page.waitForURL(/\/analyzer\/[^/]+$/);
    const id = new URL(page.url()).pathname.split("/").pop();
    const stored = await (await page.request.get(`${server.url}/api/v1/analyses/${id}`)).json();
    expect(stored.report.url).toBe(`${site.origin}/about`);
    await page.getByRole("list", { name: "Scores" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("scrolls the wide table inside its card at phone width", async () => {
    const phone = await newPage(browser, PHONE);
    try {
      await phone.context.addCookies(await context.cookies());
      await phone.page.goto(`${server.url}/site-audit/crawls/${crawlId}/pages`);
      const table = phone.page.getByTestId("pages-table");
      await table.locator('tr[data-row-index="0"]').waitFor();
      const widths = await phone.page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await screenshot(phone.page, "site-audit-pages-phone");
      await table.locator('tr[data-row-index="0"] a').click();
      await phone.page.waitForURL(/\/pages\/\d+$/);
      await phone.page.getByRole("heading", { name: "Facts" }).waitFor();
      const detailWidth = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(detailWidth).toBeLessThanOrEqual(PHONE.width);
      await screenshot(phone.page, "site-audit-page-detail-phone");
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});

describe("a 100,000-page crawl in the All pages table", () => {
  const PAGES = 100_000;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let crawlId: string;

  beforeAll(async () => {
    let email: string;
    ({ context, page, errors, email } = await signedIn());
    const seeded = seedCrawl(path.join(server.dataDir, "ranklens.sqlite"), email, PAGES);
    crawlId = seeded.crawlId;
    console.log(
      `[site-audit-pages] seeded ${PAGES} pages (+${PAGES * 3 + seeded.navTargets} links) in ${seeded.ms} ms`,
    );
  });
  afterAll(async () => {
    await context?.close();
  });

  it("shows the first rows fast, scrolls thousands of rows, and keeps the DOM small", async () => {
    const pagesUrl = `${server.url}/site-audit/crawls/${crawlId}/pages`;
    // Warm the route's code once (a person's second visit): the figure is then the data's, not the download's.
    const coldStarted = Date.now();
    await page.goto(`${pagesUrl}?status=5xx`);
    await page.getByTestId("pages-table").locator('tr[data-row-index="0"]').waitFor();
    const coldMs = Date.now() - coldStarted;

    const started = Date.now();
    await page.goto(pagesUrl);
    const table = page.getByTestId("pages-table");
    await table.locator('tr[data-row-index="0"]').waitFor();
    const firstRowsMs = Date.now() - started;
    await page.getByText("100,000 pages", { exact: true }).waitFor();
    expect(await table.locator('tr[data-row-index="0"]').textContent()).toContain(seededUrl(0));
    // Page 0 is in the navigation of every page (100,000) and in the content of the last three (+3).
    expect(await table.locator('tr[data-row-index="0"] td').nth(9).textContent()).toBe("100,003");

    const sortStarted = Date.now();
    await page.getByRole("columnheader", { name: "Score", exact: true }).getByRole("button").click();
    await page.getByRole("columnheader", { name: "Score", exact: true }).getByRole("button").click();
    const scoreColumn = (await table.getByRole("columnheader").allTextContents()).indexOf("Score");
    await expect
      .poll(() => table.locator('tr[data-row-index="0"] td').nth(scoreColumn).textContent())
      .toBe("100");
    const resortMs = Date.now() - sortStarted;
    await page.goto(pagesUrl);
    await table.locator('tr[data-row-index="0"]').waitFor();

    const TARGET_ROW = 5_000;
    let mostRows = 0;
    const scrollStarted = Date.now();
    for (;;) {
      const { count, max } = await table.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
        const rows = [...el.querySelectorAll<HTMLElement>("tr[data-row-index]")];
        return { count: rows.length, max: Math.max(-1, ...rows.map((r) => Number(r.dataset.rowIndex))) };
      });
      mostRows = Math.max(mostRows, count);
      if (max >= TARGET_ROW) break;
      if (Date.now() - scrollStarted > 60_000) throw new Error(`scrolling stalled at row ${max}`);
      await page.waitForTimeout(10);
    }
    const scrollMs = Date.now() - scrollStarted;
    // Back to that row: it is rendered where it belongs, with its own URL (row i is page i, sorted by URL).
    await table.evaluate((el, top) => el.scrollTo({ top }), TARGET_ROW * ROW_HEIGHT);
    const row = table.locator(`tr[data-row-index="${TARGET_ROW}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(seededUrl(TARGET_ROW));
    const after = await renderedRows(table);
    mostRows = Math.max(mostRows, after.count);

    // Timings of the list API itself, as the screen calls it (200 rows, inlink counts included).
    const apiMs: Record<string, number> = {};
    // Link-count sorts count the whole crawl's links; a regex runs on every URL and title.
    for (const [name, query] of [
      ["url", "sort=url"],
      ["score", "sort=score"],
      ["depth", "sort=depth"],
      ["inlinks", "sort=inlinks&order=desc"],
      ["outlinks", "sort=outlinks&order=desc"],
      ["title length", "sort=title_length"],
      ["regex", `regex=${encodeURIComponent("/p/0+99[0-9]$")}`],
    ]) {
      const t0 = Date.now();
      const res = await page.request.get(`${server.url}/api/v1/crawls/${crawlId}/pages?limit=200&${query}`);
      expect(res.status()).toBe(200);
      apiMs[name!] = Date.now() - t0;
    }
    // The whole crawl as a zip, streamed: its time and size.
    const zipStart = Date.now();
    const zip = await page.request.get(`${server.url}/api/v1/crawls/${crawlId}/export.zip`, {
      timeout: 300_000,
    });
    expect(zip.status()).toBe(200);
    const zipBytes = (await zip.body()).length;
    const zipMs = Date.now() - zipStart;
    console.log(
      `[site-audit-pages] 100,000 pages: export.zip ${(zipBytes / 1e6).toFixed(1)} MB in ${zipMs} ms`,
    );
    console.log(
      `[site-audit-pages] 100,000 pages: first rows ${firstRowsMs} ms after navigation (budget 500 ms; ` +
        `${coldMs} ms on the first visit, route code not yet cached, 5xx filter); ` +
        `re-sort by score ${resortMs} ms; scrolled to row ${TARGET_ROW} in ${scrollMs} ms ` +
        `(${Math.round(TARGET_ROW / (scrollMs / 1000))} rows/s, at most ${mostRows} rows in the DOM); ` +
        `API 200 rows: ${Object.entries(apiMs)
          .map(([sort, ms]) => `${sort} ${ms} ms`)
          .join(", ")}`,
    );
    expect(mostRows).toBeLessThan(100);
    await screenshot(page, "site-audit-pages-100k-desktop");
    expect(errors).toEqual([]);
  });

  it("shows the columns a user picks, remembered per site; keeps the URL in view; moves row to row by keyboard", async () => {
    const pagesUrl = `${server.url}/site-audit/crawls/${crawlId}/pages`;
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(pagesUrl);
    const table = page.getByTestId("pages-table");
    const headers = () => table.getByRole("columnheader").allTextContents();
    await table.locator('tr[data-row-index="0"]').waitFor();
    const defaults = await headers();
    expect(defaults).toContain("Title");
    expect(defaults).not.toContain("Canonical");
    // Full width: at 1600 px the table has all but the sidebar and margins, not the 910 px of other screens.
    expect((await table.boundingBox())?.width ?? 0).toBeGreaterThan(1150);

    // Columns: every column on, then Title off; the table follows at once.
    await page.getByRole("button", { name: /^Columns \(\d+ of \d+\)$/ }).click();
    const dialog = page.getByRole("dialog", { name: "Columns" });
    expect(await dialog.getByRole("checkbox", { name: "URL" }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Show all" }).click();
    await dialog.getByRole("checkbox", { name: "Title", exact: true }).uncheck();
    await screenshot(page, "site-audit-pages-columns-dialog-desktop");
    await dialog.getByRole("button", { name: "Done" }).click();
    const chosen = await headers();
    expect(chosen.length).toBeGreaterThanOrEqual(20);
    expect(chosen).toEqual(expect.arrayContaining(["Canonical", "Description", "Content type", "Fetched"]));
    expect(chosen).not.toContain("Title");
    expect(chosen[0]).toContain("URL");

    // Remembered: a reload with a segment shows the same columns (and is timed: issue 28's budget).
    const where = encodeURIComponent(
      JSON.stringify({ match: "all", conditions: [{ field: "depth", op: "lte", value: 2 }] }),
    );
    const started = Date.now();
    await page.goto(`${pagesUrl}?where=${where}`);
    await table.locator('tr[data-row-index="0"]').waitFor();
    const segmentMs = Date.now() - started;
    expect(await headers()).toEqual(chosen);
    console.log(
      `[site-audit-pages] 100,000 pages: first rows with a segment and ${chosen.length} columns ${segmentMs} ms after navigation (budget 500 ms)`,
    );

    // Scrolled to the far right, the URL column is still at the table's left edge.
    await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const tableBox = await table.boundingBox();
    const urlCell = table.locator('tr[data-row-index="0"] td').first();
    await expect.poll(async () => (await table.evaluate((el) => el.scrollLeft)) > 0).toBe(true);
    const urlBox = await urlCell.boundingBox();
    expect(Math.abs((urlBox?.x ?? -999) - (tableBox?.x ?? 0))).toBeLessThan(3);
    expect(await urlCell.textContent()).toContain(seededUrl(0));
    await screenshot(page, "site-audit-pages-scrolled-right-desktop");

    // Keyboard: Tab passes the sort buttons to the first row's link (one stop for all the rows); the
    // arrows and End move; Enter opens the page.
    await page.goto(pagesUrl);
    await table.locator('tr[data-row-index="0"]').waitFor();
    await page.getByRole("button", { name: /^Columns/ }).focus();
    const focusedRow = () =>
      page.evaluate(() => document.activeElement?.closest<HTMLElement>("tr")?.dataset.rowIndex ?? null);
    const sortButtons = await table.getByRole("columnheader").getByRole("button").count();
    for (let tab = 0; tab <= sortButtons; tab++) await page.keyboard.press("Tab");
    expect(await focusedRow()).toBe("0");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedRow).toBe("2");
    await page.keyboard.press("ArrowUp");
    await expect.poll(focusedRow).toBe("1");
    await page.keyboard.press("End");
    // The last loaded row, and the next rows start loading as the table nears it.
    await expect.poll(async () => Number(await focusedRow())).toBeGreaterThan(100);
    const endRow = Number(await focusedRow());
    await page.keyboard.press("PageUp");
    await expect.poll(async () => Number(await focusedRow())).toBeLessThan(endRow);
    await page.keyboard.press("Home");
    await expect.poll(focusedRow).toBe("0");
    // Tab leaves the table in one step (one stop in the tab order, not one per row).
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect.poll(focusedRow).toBe(null);
    await page.keyboard.press("Shift+Tab");
    await expect.poll(focusedRow).toBe("1");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/pages\/\d+$/);
    await expect.poll(() => page.getByText(seededUrl(1), { exact: true }).first().isVisible()).toBe(true);

    // Another site (or another user) keeps the defaults: the choice is this user's, for this site.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith("ranklens.pages-columns.")),
    );
    expect(stored).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
