import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_RENDERED_SITE } from "../apps/server/test/client-rendered-site";
import { type CrawlSite, startCrawlSite } from "../apps/server/test/crawl-site";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * JavaScript rendering in Chromium (issue 28): a client-rendered local site crawled with "Render
 * JavaScript" switched on in the crawl dialog; what rendering changed is in All pages, on the
 * page's detail and in the issues; on a server without Chromium the switch is off and says why.
 */

const PASSWORD = "rendering password 123";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(server: RunningServer, viewport = DESKTOP) {
  const opened = await newPage(browser, viewport);
  const account = { email: uniqueEmail("renderer"), password: PASSWORD, name: "Ren Derer" };
  await signUpAndSignIn(opened.page, server.url, account, "/site-audit");
  await opened.page.getByRole("heading", { name: "Site Audit", level: 1 }).waitFor();
  return opened;
}

describe("a rendered crawl of a client-rendered site", () => {
  let server: RunningServer;
  let site: CrawlSite;

  beforeAll(async () => {
    server = await startServer({ CRAWL_UNVERIFIED_MAX_RATE: "50" });
    site = await startCrawlSite(CLIENT_RENDERED_SITE);
  });
  afterAll(async () => {
    await site?.close();
    await server?.stop();
  });

  it("is switched on in the dialog, and shows what rendering changed in the grid, the page and the issues", async () => {
    const { page, context, errors } = await signedIn(server);
    await page.getByRole("button", { name: "New site" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Start URL").fill(site.url);
    await dialog.getByLabel("Requests per second").fill("50");
    const render = dialog.getByRole("switch", { name: "Render JavaScript" });
    expect(await render.isEnabled()).toBe(true);
    await render.click();
    // Only a rendered crawl can block trackers: the switch appears with it.
    await dialog.getByRole("switch", { name: "Block analytics and ad hosts" }).waitFor();
    await screenshot(page, "rendering-dialog-desktop");
    await dialog.getByRole("button", { name: "Start crawl" }).click();
    await page.waitForURL(/\/site-audit\/crawls\/[\w-]+$/);
    const crawlId = new URL(page.url()).pathname.split("/").pop() as string;
    await expect
      .poll(() => page.getByRole("heading", { name: "Health score" }).isVisible(), { timeout: 45_000 })
      .toBe(true);
    // The issues a raw crawler could not see, on the overview where the user looks first.
    await expect
      .poll(() => page.getByText("Content only after JavaScript rendering").first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await page.getByText("Links only after JavaScript rendering").first().isVisible()).toBe(true);
    await screenshot(page, "rendering-overview-desktop");

    await page.goto(`${server.url}/site-audit/crawls/${crawlId}/pages`);
    const home = page.getByRole("row").filter({ hasText: "Client Shop" });
    await home.first().waitFor();
    expect(await home.first().textContent()).toContain("title, description, canonical, H1, words, links");
    // The pages only the script links to were crawled.
    await page.getByText(`${site.origin}/products`).first().waitFor();
    await screenshot(page, "rendering-pages-desktop");

    await page.goto(`${server.url}/site-audit/crawls/${crawlId}/page?url=${encodeURIComponent(site.url)}`);
    const card = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "JavaScript rendering" }) });
    await card.waitFor();
    const titleRow = card.getByRole("row", { name: /^Title/ });
    expect(await titleRow.textContent()).toMatch(/Title\s*Changed\s*Loading…\s*Client Shop/);
    expect(await card.getByText("Links only after rendering (2)").isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: `${site.origin}/products` }).isVisible()).toBe(true);
    await screenshot(page, "rendering-page-desktop");

    const phone = await newPage(browser, PHONE);
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto(page.url());
    await phone.page.getByRole("heading", { name: "JavaScript rendering" }).waitFor();
    await screenshot(phone.page, "rendering-page-phone");
    // The table scrolls inside its card; the page itself does not grow sideways.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await phone.context.close();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("renders a single page in the analyzer when asked, and reports what the scripts changed", async () => {
    const { page, context, errors } = await signedIn(server);
    await page.goto(`${server.url}/analyzer`);
    await page.getByLabel("Website URL").fill(site.url);
    const render = page.getByRole("switch", { name: "Render JavaScript" });
    await expect.poll(() => render.isEnabled()).toBe(true);
    await render.click();
    await page.getByRole("button", { name: "Analyze" }).click();
    // The report is the rendered DOM's: the title the script set, not the shell's "Loading…".
    await page.getByRole("heading", { name: "Client Shop", level: 2 }).waitFor({ timeout: 45_000 });
    const card = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "JavaScript rendering" }) });
    await card.waitFor();
    expect(await card.getByRole("row", { name: /^Title/ }).textContent()).toMatch(
      /Title\s*Changed\s*Loading…\s*Client Shop/,
    );
    expect(await card.getByText("Links only after rendering (2)").isVisible()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "rendering-analysis-desktop");
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe("a server without Chromium", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CHROMIUM_PATH: "/nonexistent/chromium" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the switch off and disabled, with the reason", async () => {
    const { page, context, errors } = await signedIn(server, PHONE);
    await page.getByRole("button", { name: "New site" }).click();
    const dialog = page.getByRole("dialog");
    const render = dialog.getByRole("switch", { name: "Render JavaScript" });
    await expect.poll(() => render.isDisabled()).toBe(true);
    expect(await render.getAttribute("aria-checked")).toBe("false");
    expect(
      await dialog.getByText(/Not available here: .*CHROMIUM_PATH \(\/nonexistent\/chromium\)/).isVisible(),
    ).toBe(true);
    await render.scrollIntoViewIfNeeded();
    await screenshot(page, "rendering-unavailable-phone");

    // The analyzer's switch says the same.
    await page.goto(`${server.url}/analyzer`);
    const analyzerRender = page.getByRole("switch", { name: "Render JavaScript" });
    await expect.poll(() => analyzerRender.isDisabled()).toBe(true);
    expect(
      await page.getByText(/Not available here: .*CHROMIUM_PATH \(\/nonexistent\/chromium\)/).isVisible(),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
