import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { svgToPng } from "../apps/server/src/mail/chart-png";
import { renderReportHtml } from "../apps/server/src/reports/render/html/render-report-html";
import { sampleReportDocument } from "../apps/server/test/report-sample-document";
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";

/**
 * The downloaded HTML report in Chromium, from a file:// URL as a user opens an attachment: no
 * server runs, and nothing but the file itself (and its data: logo) may be requested.
 */

let browser: Browser;
let file: string;

/** A real PNG logo (a square and a bar in the brand's colours), so the data: image must render. */
function logoDataUrl(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48">
<rect width="48" height="48" rx="10" fill="#c2410c"/><rect x="56" y="16" width="40" height="16" rx="4" fill="#0f172a"/></svg>`;
  const png = svgToPng(svg, { loadSystemFonts: false });
  return `data:image/png;base64,${png.toString("base64")}`;
}

beforeAll(async () => {
  const dir = path.resolve(".tmp/report-html");
  mkdirSync(dir, { recursive: true });
  file = path.join(dir, "report.html");
  writeFileSync(file, renderReportHtml(sampleReportDocument({ logo: logoDataUrl() })));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the file, recording every request and every console message (a CSP refusal is one). */
async function open(viewport: typeof DESKTOP) {
  const opened = await newPage(browser, viewport);
  const requests: string[] = [];
  const console: string[] = [];
  opened.page.on("request", (request) => requests.push(request.url()));
  opened.page.on("console", (message) => console.push(message.text()));
  await opened.page.goto(pathToFileURL(file).href);
  return { ...opened, requests, console };
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

describe("the HTML report, offline in the browser", () => {
  it("loads nothing but itself and its data: logo, and shows the logo, the contents and the charts", async () => {
    const { context, page, errors, requests, console } = await open(DESKTOP);
    const self = pathToFileURL(file).href;
    expect(requests.filter((url) => url !== self && !url.startsWith("data:"))).toEqual([]);
    expect(console).toEqual([]);
    expect(errors).toEqual([]);

    const logo = page.getByRole("img", { name: "Acme Agency", exact: true });
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(
      0,
    );

    const toc = page.getByRole("navigation", { name: "Contents" });
    expect(await toc.isVisible()).toBe(true);
    expect(await toc.getByRole("link").allTextContents()).toEqual([
      "Site health",
      "Top issues",
      "Rankings and movers",
      "Competitor comparison",
      "Note",
    ]);
    const charts = page.locator("figure.chart svg");
    expect(await charts.count()).toBe(2);
    for (const chart of await charts.all()) expect(await chart.isVisible()).toBe(true);
    expect(await page.getByText("95 more rows in the CSV").isVisible()).toBe(true);
    await screenshot(page, "report-html-desktop");
    await context.close();
  });

  it("a contents link jumps to its section", async () => {
    const { context, page } = await open(DESKTOP);
    const note = section(page, "Note");
    expect(await note.isVisible()).toBe(true);
    expect(await note.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(DESKTOP.height);
    await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Note" }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#section-5");
    // The last section cannot reach the top of the window (the page ends): it is in view.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await note.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(DESKTOP.height);
    // The note's <script> is text on the page, not an element.
    expect(await note.getByText("<script>alert(1)</script>", { exact: false }).isVisible()).toBe(true);
    expect(await page.locator("script").count()).toBe(0);
    await context.close();
  });

  it("on a phone, a wide table scrolls inside its card and the page does not", async () => {
    const { context, page } = await open(PHONE);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
    const scroller = section(page, "Top issues").getByRole("region", { name: "Issues by pages affected" });
    const { client, scroll } = await scroller.evaluate((el) => ({
      client: el.clientWidth,
      scroll: el.scrollWidth,
    }));
    expect(scroll).toBeGreaterThan(client);
    await screenshot(page, "report-html-phone");
    await context.close();
  });
});
