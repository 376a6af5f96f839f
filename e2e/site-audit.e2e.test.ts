import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CRAWL_LIMITS, MESSAGES, PLANS } from "@ranklens/shared";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/** A small site on 127.0.0.1 whose pages the test changes between crawls; `delayMs` slows every answer. */
interface LocalSite {
  url: string;
  pages: Record<string, string>;
  close(): Promise<void>;
}

async function startLocalSite(pages: Record<string, string>, delayMs = 0): Promise<LocalSite> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://site.test").pathname;
    setTimeout(() => {
      const page = pages[path];
      if (page === undefined) {
        res.writeHead(404, { "content-type": "text/html" }).end("<!doctype html><title>Not found</title>");
        return;
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
    }, delayMs);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="description" content="${title}, a page of the garden shed site used to test site audits."></head>` +
  `<body><h1>${title}</h1><p>Words about sheds, tools and tidy shelves for the crawler to count.</p>${body}</body></html>`;

const BROKEN_BLOG = html("Shed blog", '<a href="/">Home</a> <a href="/old-post">Old post</a>');
const FIXED_BLOG = html("Shed blog", '<a href="/">Home</a> <a href="/about">About the shed</a>');

const PASSWORD = "site audit password 123";

async function signedIn(
  browser: Browser,
  server: RunningServer,
  viewport?: { width: number; height: number },
) {
  const opened = await newPage(browser, viewport);
  const account = { email: uniqueEmail("auditor"), password: PASSWORD, name: "Audi Tor" };
  await signUpAndSignIn(opened.page, server.url, account, "/site-audit");
  await opened.page.getByRole("heading", { name: "Site Audit", level: 1 }).waitFor();
  return opened;
}

const visible = (page: Page, text: string | RegExp) => () =>
  page
    .getByText(text)
    .first()
    .isVisible()
    .catch(() => false);

/** Fills the dialog's fields that the test sets; the rest keep their defaults. */
async function fillDialog(page: Page, fields: { startUrl?: string; maxPages?: string; rate?: string }) {
  const dialog = page.getByRole("dialog");
  if (fields.startUrl !== undefined) await dialog.getByLabel("Start URL").fill(fields.startUrl);
  if (fields.maxPages !== undefined) await dialog.getByLabel("Max pages").fill(fields.maxPages);
  if (fields.rate !== undefined) await dialog.getByLabel("Requests per second").fill(fields.rate);
}

async function startCrawlFromDialog(page: Page): Promise<string> {
  await page.getByRole("dialog").getByRole("button", { name: "Start crawl" }).click();
  await page.waitForURL(/\/site-audit\/crawls\/[\w-]+$/);
  return new URL(page.url()).pathname.split("/").pop() as string;
}

/** Waits for the overview, i.e. the crawl finished and its issues are in. */
async function waitForOverview(page: Page) {
  await expect
    .poll(() => page.getByRole("heading", { name: "Health score" }).isVisible(), { timeout: 45_000 })
    .toBe(true);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("Site Audit (no plans on this server)", () => {
  let server: RunningServer;
  let site: LocalSite;
  let slow: LocalSite;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    server = await startServer({ BILLING: "off", SECRETS_KEY: randomBytes(32).toString("base64") });
    site = await startLocalSite({
      "/": html("Garden shed", '<a href="/about">About the shed</a> <a href="/blog">Blog</a>'),
      "/about": html("About the shed", '<a href="/">Home</a>'),
      "/blog": BROKEN_BLOG,
    });
    // Forty pages in a line, each answer 300 ms late: a crawl that takes long enough to pause.
    const slowPages: Record<string, string> = {};
    for (let i = 0; i < 40; i++)
      slowPages[i === 0 ? "/" : `/p${i}`] = html(`Slow page ${i}`, `<a href="/p${i + 1}">Next</a>`);
    slow = await startLocalSite(slowPages, 300);
    ({ context, page, errors } = await signedIn(browser, server));
  });
  afterAll(async () => {
    await context?.close();
    await site?.close();
    await slow?.close();
    await server?.stop();
  });

  it("creates a site, watches the crawl finish, opens the broken link, fixes it and compares", async () => {
    // Empty state: what a site audit does, and a way to start one.
    await page.getByRole("heading", { name: "Audit a whole site" }).waitFor();
    await page.getByRole("button", { name: "New site" }).click();
    expect(await page.getByRole("dialog").getByText("No plan limit on this server.").isVisible()).toBe(true);
    await screenshot(page, "site-audit-dialog-desktop");

    // The server refuses a URL it cannot crawl, on the Start URL field, in its own words.
    await fillDialog(page, { startUrl: "ftp://example.com/", maxPages: "50", rate: "20" });
    await page.getByRole("dialog").getByRole("button", { name: "Start crawl" }).click();
    const startUrl = page.getByRole("dialog").getByLabel("Start URL");
    await expect.poll(async () => startUrl.getAttribute("aria-invalid")).toBe("true");
    const errorId = (await startUrl.getAttribute("aria-describedby"))
      ?.split(" ")
      .find((id) => id.endsWith("-error"));
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(MESSAGES.invalidUrl("example.com"));

    // An include pattern that can match no path: refused on its field, with how to write it.
    await fillDialog(page, { startUrl: `${site.url}/` });
    const include = page.getByRole("dialog").getByLabel("Include patterns");
    await include.fill(`${site.url}/blog/*`);
    await page.getByRole("dialog").getByRole("button", { name: "Start crawl" }).click();
    await expect.poll(async () => include.getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true");
    expect(
      await page
        .getByRole("dialog")
        .getByText(`Pattern "${site.url}/blog/*" matches nothing: write the path without the site`)
        .isVisible(),
    ).toBe(true);
    await include.fill("");
    // 20 requests a second is more than a site whose ownership is not verified may be crawled at.
    await page.getByRole("dialog").getByRole("button", { name: "Start crawl" }).click();
    const rate = page.getByRole("dialog").getByLabel("Requests per second");
    await expect.poll(async () => rate.getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true");
    expect(
      await page
        .getByRole("dialog")
        .getByText(/^Rate must be at most 10 requests per second for a site whose ownership is not verified/)
        .isVisible(),
    ).toBe(true);
    await rate.fill("10");
    const firstId = await startCrawlFromDialog(page);
    await waitForOverview(page);
    const crawl = await (await page.request.get(`${server.url}/api/v1/crawls/${firstId}`)).json();
    expect(crawl.state).toBe("completed");
    const summary = await (await page.request.get(`${server.url}/api/v1/crawls/${firstId}/issues`)).json();
    // The health score on the page is the API's. Polled: the overview appears while the crawl is
    // still finishing (score N/A) and takes the score at its next refresh (a loaded run read N/A once).
    await expect
      .poll(() => page.getByTitle(summary.healthScoreFormula).first().textContent(), { timeout: 15_000 })
      .toContain(String(summary.healthScore));
    await page.getByText("How is this computed?").click();
    expect(await page.getByText(summary.healthScoreFormula).last().isVisible()).toBe(true);
    // The charts draw the API's counts: 3 pages answered 2xx and the broken link's target 4xx.
    const stats = await (await page.request.get(`${server.url}/api/v1/crawls/${firstId}/stats`)).json();
    expect(stats.statusClasses.map((b: { count: number }) => b.count)).toEqual([3, 0, 1, 0, 0]);
    const statusChart = page.getByRole("img", { name: /^Status codes/ });
    await statusChart.waitFor();
    expect(await statusChart.getAttribute("aria-label")).toBe(
      "Status codes (every fetched URL): 2xx 3, 3xx 0, 4xx 1, 5xx 0, failed 0",
    );
    // Response times and indexability draw the API's buckets too (every page of this site is indexable).
    const times = stats.responseTimes as { label: string; count: number }[];
    expect(await page.getByRole("img", { name: /^Response times/ }).getAttribute("aria-label")).toBe(
      `Response times (pages): ${times.map((b) => `${b.label} ${b.count}`).join(", ")}`,
    );
    expect(times.reduce((sum, b) => sum + b.count, 0)).toBe(4);
    expect(await page.getByRole("img", { name: /^Indexability/ }).getAttribute("aria-label")).toBe(
      "Indexability (HTML pages answering 2xx): Indexable 3, noindex 0, Canonicalised 0, robots.txt 0",
    );

    // The whole crawl as a zip of the API's CSVs, downloaded from the button.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export all (zip)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`crawl-${firstId}.zip`);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(files)).toEqual(["pages.csv", "issues.csv", "issue-urls.csv", "links.csv"]);
    const pagesCsv = strFromU8(files["pages.csv"]!);
    for (const path of ["/", "/about", "/blog", "/old-post"])
      expect(pagesCsv).toContain(`${site.url}${path},`);
    expect(strFromU8(files["issue-urls.csv"]!)).toContain(
      `broken-internal-links,${site.url}/old-post,${site.url}/blog,`,
    );
    expect(strFromU8(files["links.csv"]!)).toContain(
      `${site.url}/blog,${site.url}/old-post,404,,Old post,false,false`,
    );
    const critical = page.getByRole("region", { name: "Critical issues" });
    expect(await critical.isVisible()).toBe(true);
    await screenshot(page, "site-audit-overview-desktop");

    // The broken link: the broken URL, its status, the page linking to it and the anchor.
    await critical.getByRole("link", { name: /Broken internal links/ }).click();
    await page.waitForURL(/\/issues\/broken-internal-links$/);
    const table = page.getByRole("table").filter({ hasText: "Broken URL" });
    await table.waitFor();
    const row = table.getByRole("row").filter({ hasText: `${site.url}/old-post` });
    expect(await row.count()).toBe(1);
    const cells = await row.getByRole("cell").allTextContents();
    expect(cells).toEqual([
      `${site.url}/old-post`,
      `${site.url}/blog`,
      "404",
      "N/A",
      "Old post",
      "Ignore URL",
    ]);
    expect(await page.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      `/api/v1/crawls/${firstId}/issues.csv?check=broken-internal-links`,
    );
    await screenshot(page, "site-audit-issue-desktop");

    // Ignore the broken URL for this issue: it leaves the table and the counts, the rule says what it
    // does and who made it; deleting the rule brings the row back.
    await row.getByRole("button", { name: "Ignore URL" }).click();
    await expect.poll(visible(page, "1 row is ignored by the rules below"), { timeout: 15_000 }).toBe(true);
    await expect.poll(visible(page, "Every row of this issue is ignored by the site's rules.")).toBe(true);
    const rules = page.getByRole("list", { name: "Rules for this issue" });
    expect(await rules.textContent()).toContain(`Ignores ${site.url}/old-post`);
    const ignoredSummary = await (
      await page.request.get(`${server.url}/api/v1/crawls/${firstId}/issues`)
    ).json();
    expect(ignoredSummary.checks.find((c: { id: string }) => c.id === "broken-internal-links")).toMatchObject(
      { count: 0, ignored: 1 },
    );
    await screenshot(page, "site-audit-issue-ignored-desktop");
    await rules.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText("No rules for this issue on this site.").isVisible()).toBe(true);

    // Fix the site, crawl again from the sites list (the dialog keeps the site's settings).
    site.pages["/blog"] = FIXED_BLOG;
    await page.getByRole("link", { name: "Site Audit" }).click();
    await page.getByRole("button", { name: /New crawl of/ }).click();
    expect(await page.getByRole("dialog").getByLabel("Start URL").inputValue()).toBe(`${site.url}/`);
    expect(await page.getByRole("dialog").getByLabel("Max pages").inputValue()).toBe("50");
    const secondId = await startCrawlFromDialog(page);
    expect(secondId).not.toBe(firstId);
    await waitForOverview(page);

    await page.getByRole("link", { name: "Compare with previous crawl" }).click();
    await page.waitForURL(new RegExp(`/compare/${firstId}$`));
    const fixed = page.locator("section", { has: page.getByRole("heading", { name: /^Fixed issues/ }) });
    await expect.poll(() => fixed.textContent()).toContain(`${site.url}/old-post`);
    expect(await fixed.textContent()).toContain(`from ${site.url}/blog`);
    expect(await page.getByRole("heading", { name: "New issues (0)" }).isVisible()).toBe(true);
    const byCheck = page.getByRole("row").filter({ hasText: "Broken internal links" });
    expect(await byCheck.getByRole("cell").allTextContents()).toEqual(["0", "1", "0"]);
    await screenshot(page, "site-audit-compare-desktop");

    // The sites list shows the last crawl with its health change.
    await page.getByRole("link", { name: "Site Audit" }).click();
    await expect.poll(visible(page, /since the previous crawl/)).toBe(true);
    await screenshot(page, "site-audit-sites-desktop");
    expect(errors).toEqual([]);
  });

  it("pauses and resumes a slow crawl, then cancels it", async () => {
    await page.goto(`${server.url}/site-audit`);
    await page.getByRole("button", { name: "New site" }).click();
    await fillDialog(page, { startUrl: `${slow.url}/`, maxPages: "40", rate: "2" });
    const id = await startCrawlFromDialog(page);
    const bar = page.getByRole("progressbar", { name: "Crawl progress" });
    await expect
      .poll(() => bar.getAttribute("aria-valuenow").catch(() => null), { timeout: 20_000 })
      .not.toBe("0");
    // The latest URLs fetched, with their status, newest first.
    const latest = page.getByRole("region", { name: "Latest URLs fetched" });
    await expect.poll(() => latest.getByRole("listitem").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await latest.getByRole("listitem").first().textContent()).toMatch(
      new RegExp(`^200${slow.url.replace(/[.]/g, "\\.")}/(p\\d+)?\\d+ ms`),
    );
    await screenshot(page, "site-audit-progress-desktop");

    await page.getByRole("button", { name: "Pause" }).click();
    await expect.poll(visible(page, "Crawl paused")).toBe(true);
    const paused = await (await page.request.get(`${server.url}/api/v1/crawls/${id}`)).json();
    expect(paused.state).toBe("paused");
    await page.getByRole("button", { name: "Resume" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Pause" }).isVisible()).toBe(true);
    const resumed = await (await page.request.get(`${server.url}/api/v1/crawls/${id}`)).json();
    expect(["queued", "running"]).toContain(resumed.state);

    await page.getByRole("button", { name: "Cancel crawl" }).click();
    await expect
      .poll(async () => (await (await page.request.get(`${server.url}/api/v1/crawls/${id}`)).json()).state)
      .toBe("cancelled");
    // The page stops polling and says so.
    await expect.poll(() => page.getByRole("button", { name: "Cancel crawl" }).isVisible()).toBe(false);
    expect(await page.getByText(/· Cancelled ·/).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("reads on a phone: overview, issue table scrolling inside its card, compare", async () => {
    const phone = await newPage(browser, PHONE);
    try {
      // Same session: copy the cookies of the signed-in context.
      await phone.context.addCookies(await context.cookies());
      await phone.page.goto(`${server.url}/site-audit`);
      await phone.page.getByRole("heading", { name: "Site Audit", level: 1 }).waitFor();
      await screenshot(phone.page, "site-audit-sites-phone");
      await phone.page
        .getByRole("link", { name: /Open the last crawl of/ })
        .first()
        .click();
      await waitForOverview(phone.page);
      await screenshot(phone.page, "site-audit-overview-phone");
      const crawlPath = new URL(phone.page.url()).pathname;
      const list = await (await phone.page.request.get(`${server.url}/api/v1/sites`)).json();
      const crawls = await (
        await phone.page.request.get(`${server.url}/api/v1/sites/${list.items[0].id}/crawls`)
      ).json();
      const first = crawls.items.at(-1).id;
      await phone.page.goto(`${server.url}/site-audit/crawls/${first}/issues/broken-internal-links`);
      await phone.page.getByRole("table").filter({ hasText: "Broken URL" }).waitFor();
      // The page itself does not scroll sideways; the table's own box does.
      const widths = await phone.page.evaluate(() => ({
        doc: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(widths.doc).toBeLessThanOrEqual(widths.view);
      await screenshot(phone.page, "site-audit-issue-phone");
      await phone.page.goto(`${server.url}${crawlPath}`);
      await phone.page.getByRole("link", { name: "Compare with previous crawl" }).click();
      await phone.page.getByRole("heading", { name: "Compare crawls" }).waitFor();
      await screenshot(phone.page, "site-audit-compare-phone");
      await phone.page.goto(`${server.url}/site-audit`);
      await phone.page.getByRole("button", { name: "New site" }).click();
      await screenshot(phone.page, "site-audit-dialog-phone");
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it("crawls exactly a pasted list: a line off the site is refused on the field, the rest is crawled alone", async () => {
    await page.goto(`${server.url}/site-audit`);
    await page.getByRole("button", { name: `New crawl of ${new URL(site.url).host}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: /Exactly a list of URLs/ }).check();
    // A list crawl has no depth or patterns, and its list is its page cap.
    expect(await dialog.getByLabel("Max depth (clicks)").count()).toBe(0);
    expect(await dialog.getByLabel("Max pages").count()).toBe(0);
    const urls = dialog.getByLabel("URLs", { exact: true });
    // A crawler's or Search Console's CSV export: the first cell of each line that is a URL.
    await dialog.getByLabel("Or upload a .txt or .csv file").setInputFiles({
      name: "export.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`"Address","Status"\n"${site.url}/about",200\n"${site.url}/blog",200\n`),
    });
    await expect.poll(() => urls.inputValue()).toBe(`${site.url}/about\n${site.url}/blog`);
    await urls.fill(`${site.url}/about\nhttps://example.org/elsewhere`);
    await screenshot(page, "site-audit-list-dialog-desktop");
    await dialog.getByRole("button", { name: "Start crawl" }).click();
    await expect.poll(async () => urls.getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true");
    expect(
      await dialog
        .getByText(`Line 2 is not on ${new URL(site.url).host}: https://example.org/elsewhere`)
        .isVisible(),
    ).toBe(true);
    // Nothing was lost: the list is still there to fix.
    expect(await urls.inputValue()).toBe(`${site.url}/about\nhttps://example.org/elsewhere`);

    await urls.fill(`${site.url}/about\n${site.url}/blog\n${site.url}/about`);
    const id = await startCrawlFromDialog(page);
    await waitForOverview(page);
    await expect.poll(visible(page, "List of 2 URLs")).toBe(true);
    // The list is the crawl's cap: no word of the plan lowering what was asked.
    expect(await page.getByText(/the server capped this crawl/).count()).toBe(0);
    // The issues load after the health score: polled, as everything this page fetches apart.
    await expect
      .poll(visible(page, /^Not checked: this crawl fetched only the URLs it was given/))
      .toBe(true);
    const pages = await (await page.request.get(`${server.url}/api/v1/crawls/${id}/pages?limit=50`)).json();
    expect(pages.items.map((p: { url: string }) => p.url).sort()).toEqual([
      `${site.url}/about`,
      `${site.url}/blog`,
    ]);
    await screenshot(page, "site-audit-list-crawl-desktop");
    // The sites list says the last crawl was a list, beside its score.
    await page.getByRole("link", { name: "Site Audit" }).click();
    await expect.poll(visible(page, "List of 2 URLs")).toBe(true);

    const phone = await newPage(browser, PHONE);
    try {
      await phone.context.addCookies(await context.cookies());
      await phone.page.goto(`${server.url}/site-audit`);
      await phone.page.getByRole("button", { name: `New crawl of ${new URL(site.url).host}` }).click();
      await phone.page
        .getByRole("dialog")
        .getByRole("radio", { name: /Exactly a list of URLs/ })
        .check();
      await phone.page.getByRole("dialog").getByLabel("URLs", { exact: true }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(phone.page, "site-audit-list-dialog-phone");
    } finally {
      await phone.context.close();
    }
    expect(errors).toEqual([]);
  });

  it("keeps a staging site's access: names shown, values never, refusals on the field they are about", async () => {
    await page.goto(`${server.url}/site-audit`);
    const host = new URL(site.url).host;
    await page.getByRole("button", { name: `Access to ${host}` }).click();
    const dialog = page.getByRole("dialog", { name: `Access to ${host}` });
    await expect.poll(() => dialog.getByText("No staging access stored").isVisible()).toBe(true);
    // Ownership: not verified, where to put the token, and what a check found.
    expect(await dialog.getByText("Not verified").isVisible()).toBe(true);
    expect(await dialog.getByText(/^ranklens-site-verification: [0-9a-f]{32}$/).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Verify now" }).click();
    await expect.poll(() => dialog.getByText(/answered 404/).isVisible(), { timeout: 15_000 }).toBe(true);
    const headers = dialog.getByLabel("Request headers");
    // A line that is no header is refused before anything is sent; the server refuses a header it owns.
    await headers.fill("X-Staging-Token preview-7f3a");
    await dialog.getByRole("button", { name: "Save access" }).click();
    await expect.poll(() => headers.getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.getByText("“X-Staging-Token preview-7f3a” is not “Name: value”").isVisible()).toBe(
      true,
    );
    await headers.fill("Host: elsewhere.example");
    await dialog.getByRole("button", { name: "Save access" }).click();
    await expect
      .poll(() =>
        dialog.getByText("The Host header is set by the crawler and cannot be replaced").isVisible(),
      )
      .toBe(true);
    await headers.fill("X-Staging-Token: preview-7f3a");
    await dialog.getByLabel("Basic auth user").fill("preview");
    await dialog.getByLabel("Basic auth password").fill("hunter2-staging");
    await dialog.getByRole("button", { name: "Save access" }).click();
    await expect.poll(() => dialog.getByText("Headers: X-Staging-Token · Basic auth").isVisible()).toBe(true);
    // The form empties: the values are not kept in the page, and never come back.
    expect(await headers.inputValue()).toBe("");
    await screenshot(page, "site-audit-staging-access-desktop");
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.reload();
    await page.getByRole("button", { name: `Access to ${host}` }).click();
    await expect.poll(() => dialog.getByText("Headers: X-Staging-Token · Basic auth").isVisible()).toBe(true);
    const html = await page.content();
    expect(html).not.toContain("preview-7f3a");
    expect(html).not.toContain("hunter2-staging");
    await dialog.getByRole("button", { name: "Remove access" }).click();
    await expect.poll(() => dialog.getByText("No staging access stored").isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Done" }).click();

    const phone = await newPage(browser, PHONE);
    try {
      await phone.context.addCookies(await context.cookies());
      await phone.page.goto(`${server.url}/site-audit`);
      await phone.page.getByRole("button", { name: `Access to ${host}` }).click();
      await phone.page.getByRole("dialog").getByLabel("Basic auth password").waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(phone.page, "site-audit-staging-access-phone");
    } finally {
      await phone.context.close();
    }
    expect(errors).toEqual([]);
  });
});

describe("Site Audit on the Basic plan", () => {
  let server: RunningServer;
  let site: LocalSite;

  beforeAll(async () => {
    server = await startServer();
    site = await startLocalSite({ "/": html("Small site", "<p>One page.</p>") });
  });
  afterAll(async () => {
    await site?.close();
    await server?.stop();
  });

  it("caps a crawl asking for more than the plan's pages, refuses a second site with the server's message", async () => {
    const { context, page, errors } = await signedIn(browser, server);
    try {
      const cap = PLANS.basic.pagesPerCrawl;
      await page.getByRole("button", { name: "New site" }).click();
      const dialog = page.getByRole("dialog");
      expect(
        await dialog
          .getByText(`The Basic plan crawls at most ${cap.toLocaleString("en-US")} pages`)
          .isVisible(),
      ).toBe(true);

      // Out of any crawl's range: the server's message on the Max pages field.
      await fillDialog(page, { startUrl: `${site.url}/`, maxPages: String(CRAWL_LIMITS.maxPages + 1) });
      await dialog.getByRole("button", { name: "Start crawl" }).click();
      await expect
        .poll(visible(page, `Max pages must be at most ${CRAWL_LIMITS.maxPages.toLocaleString("en-US")}`))
        .toBe(true);
      expect(await dialog.getByLabel("Max pages").getAttribute("aria-invalid")).toBe("true");

      // Above the plan's cap: the crawl runs, capped, and the page says so with the server's number.
      await fillDialog(page, { maxPages: "1000" });
      const id = await startCrawlFromDialog(page);
      await expect
        .poll(
          visible(
            page,
            `You asked for 1,000 pages; the server capped this crawl at ${cap.toLocaleString("en-US")}`,
          ),
        )
        .toBe(true);
      const crawl = await (await page.request.get(`${server.url}/api/v1/crawls/${id}`)).json();
      expect(crawl.settings.maxPages).toBe(cap);
      await screenshot(page, "site-audit-basic-capped-desktop");
      await waitForOverview(page);

      // A second site is over the Basic plan's one: the server's refusal with an upgrade link.
      await page.getByRole("link", { name: "Site Audit" }).click();
      await page.getByRole("button", { name: "New site" }).click();
      await fillDialog(page, { startUrl: `${site.url}/other` });
      await page.getByRole("dialog").getByRole("button", { name: "Start crawl" }).click();
      const alert = page.getByRole("dialog").getByRole("alert");
      await expect.poll(() => alert.textContent().catch(() => "")).toContain("The Basic plan audits 1 site");
      expect(await alert.getByRole("link", { name: "Upgrade to Pro" }).isVisible()).toBe(true);
      await screenshot(page, "site-audit-basic-site-limit-desktop");

      // This server has no SECRETS_KEY (as `npm start` out of the box): it says so and stores nothing.
      await page.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("button", { name: `Access to ${new URL(site.url).host}` }).click();
      const access = page.getByRole("dialog", { name: /^Access to/ });
      await expect
        .poll(() => access.getByText("its administrator must set SECRETS_KEY first").isVisible())
        .toBe(true);
      expect(await access.getByRole("button", { name: "Save access" }).isDisabled()).toBe(true);
      expect(await access.getByLabel("Request headers").isDisabled()).toBe(true);
      await screenshot(page, "site-audit-staging-access-no-key-desktop");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
