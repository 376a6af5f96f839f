import { strFromU8, unzipSync } from "fflate";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page as sitePage, startCrawlSite } from "../apps/server/test/crawl-site";
import { eventually } from "../apps/server/test/job-queues";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Segments in Chromium (issue 28): in All pages, "Site issue: meta description missing AND depth
 * ≤ 2" built in the segment bar gives the right rows, is saved under a name, drives the CSV
 * export, and is offered on Compare.
 */

const DESCRIBED = '<meta name="description" content="A page that says what it is about, for searchers.">';
const PASSWORD = "segments password 123";
const WAIT = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
let site: CrawlSite;

beforeAll(async () => {
  server = await startServer({ CRAWL_UNVERIFIED_MAX_RATE: "50" });
  browser = await launchBrowser();
  site = await startCrawlSite({
    "/": sitePage("Home", ["/a", "/b"], DESCRIBED),
    "/a": sitePage("Alpha", ["/a/deep"]),
    "/b": sitePage("Bravo", ["/"], DESCRIBED),
    "/a/deep": sitePage("Deep", ["/a/deep/deeper"]),
    "/a/deep/deeper": sitePage("Deeper", ["/"]),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
});

describe("segments in All pages", () => {
  it("builds AND conditions, applies and saves them, exports them, and offers them on Compare", async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signUpAndSignIn(page, server.url, {
      email: uniqueEmail("segmenter"),
      password: PASSWORD,
      name: "Seg Menter",
    });
    const headers = { origin: server.url };
    const created = await page.request.post(`${server.url}/api/v1/sites`, {
      data: { startUrl: site.url, settings: { ratePerSecond: 50 } },
      headers,
    });
    const siteId = (await created.json()).id;
    const crawlOnce = async () => {
      const crawl = await (
        await page.request.post(`${server.url}/api/v1/sites/${siteId}/crawls`, { headers })
      ).json();
      await eventually(
        async () =>
          (await (await page.request.get(`${server.url}/api/v1/crawls/${crawl.id}`)).json()).state ===
          "completed",
        "the crawl to complete",
        30_000,
      );
      return crawl.id as string;
    };
    const first = await crawlOnce();
    const second = await crawlOnce();

    await page.goto(`${server.url}/site-audit/crawls/${second}/pages`);
    await page.getByText("5 pages", { exact: true }).waitFor(WAIT);
    const bar = page.getByRole("region", { name: "Segment" });
    await bar.getByRole("button", { name: "Add conditions" }).click();
    // Condition 1: the site issue; condition 2: depth ≤ 2.
    await bar.getByLabel("Condition 1: field").selectOption("check");
    await bar
      .getByLabel("Condition 1: site issue")
      .selectOption({ label: "Meta description missing or empty" });
    await bar.getByRole("button", { name: "Add condition" }).click();
    await bar.getByLabel("Condition 2: field").selectOption("depth");
    await bar.getByLabel("Condition 2: operator").selectOption("lte");
    await bar.getByLabel("Condition 2: value").fill("2");
    await bar.getByRole("button", { name: "Apply" }).click();
    await page.getByText("2 pages match", { exact: true }).waitFor(WAIT);
    const rows = page.locator("tr[data-row-index]");
    const texts = await rows.allTextContents();
    expect(texts).toHaveLength(2);
    expect(texts.filter((row) => row.includes(`${site.origin}/a/deep`)).length).toBe(1);
    expect(texts.some((row) => row.includes("/a/deep/deeper"))).toBe(false);
    expect(await bar.textContent()).toContain(
      "Site issue has it: Meta description missing or empty AND Depth (clicks) ≤ 2",
    );
    await screenshot(page, "segments-applied-desktop");

    // Saved under a name: the address now names the segment, and the CSV is the segment's.
    await bar.getByRole("button", { name: "Edit conditions" }).click();
    await bar.getByLabel("Segment name").fill("Missing descriptions near the top");
    await bar.getByRole("button", { name: "Save segment" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("segment"), WAIT).not.toBeNull();
    // The address changes first; the picker shows the segment once React has drawn the new filters.
    const savedId = new URL(page.url()).searchParams.get("segment");
    await expect.poll(() => bar.getByLabel("Segment", { exact: true }).inputValue(), WAIT).toBe(savedId);
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    const csv = await (await page.request.get(`${server.url}${href}`)).text();
    const csvRows = csv.trim().split(/\r?\n/).slice(1);
    expect(csvRows.map((row) => row.split(",")[0]).sort()).toEqual([
      `${site.origin}/a`,
      `${site.origin}/a/deep`,
    ]);

    // The issues on the crawl's overview, counted within it: the check has its two pages there.
    await page.goto(`${server.url}/site-audit/crawls/${second}`);
    const overviewPicker = page.getByLabel("Segment", { exact: true });
    await overviewPicker.waitFor(WAIT);
    await overviewPicker.selectOption({ label: "Missing descriptions near the top" });
    const issueLink = page.getByRole("link", { name: /Meta description missing or empty/ });
    await expect.poll(() => issueLink.textContent(), WAIT).toMatch(/2 URLs/);
    // The export follows the segment: the zip's pages are the segment's two.
    const exportLink = page.getByRole("link", { name: "Export segment (zip)" });
    const zipHref = await exportLink.getAttribute("href");
    expect(zipHref).toContain(`segment=${savedId}`);
    const zip = unzipSync(new Uint8Array(await (await page.request.get(`${server.url}${zipHref}`)).body()));
    const zipPages = strFromU8(zip["pages.csv"]!).trim().split(/\r?\n/).slice(1);
    expect(zipPages.map((row) => row.split(",")[0]).sort()).toEqual([
      `${site.origin}/a`,
      `${site.origin}/a/deep`,
    ]);
    await issueLink.click();
    await page.waitForURL(/\/issues\/description-missing\?segment=/);
    await expect.poll(() => page.locator("table tbody tr").count(), WAIT).toBe(2);
    await screenshot(page, "segments-issue-desktop");

    // Compare offers it, and the comparison reads through it.
    await page.goto(`${server.url}/site-audit/crawls/${second}/compare/${first}`);
    const picker = page.getByLabel("Segment", { exact: true });
    await picker.waitFor(WAIT);
    await picker.selectOption({ label: "Missing descriptions near the top" });
    await expect.poll(() => new URL(page.url()).searchParams.get("segment"), WAIT).not.toBeNull();
    await screenshot(page, "segments-compare-desktop");

    const phone = await newPage(browser, PHONE);
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto(`${server.url}/site-audit/crawls/${second}/pages`);
    const phoneBar = phone.page.getByRole("region", { name: "Segment" });
    await phoneBar.getByRole("button", { name: "Add conditions" }).click();
    await phoneBar.getByRole("button", { name: "Add condition" }).click();
    await screenshot(phone.page, "segments-editor-phone");
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await phone.context.close();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
