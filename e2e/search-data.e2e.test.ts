import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeDataForSeo, startFakeDataForSeo } from "../apps/server/test/fake-dataforseo";
import { startTargetSite, type TargetSite } from "../apps/server/test/target-site";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const CREDENTIALS = { login: "seo@bakery.example", password: "dfs-browser-password" };

let server: RunningServer;
let fake: FakeDataForSeo;
let site: TargetSite;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeDataForSeo(CREDENTIALS);
  fake.keywords.set("sourdough", { searchVolume: 301_000, competitionIndex: 42, difficulty: 67 });
  site = await startTargetSite();
  server = await startServer({
    SECRETS_KEY: randomBytes(32).toString("base64"),
    DATAFORSEO_API_BASE: fake.url,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
  await fake?.close();
});

/**
 * Connecting the workspace's DataForSEO account in Settings (issue 30) and reading its numbers in
 * the analyzer, against a local fake speaking DataForSEO's protocol.
 */
describe("Search data in the browser", () => {
  it("connects DataForSEO, tests it, and shows its numbers labelled in the analyzer", async () => {
    const { context, page, errors } = await newPage(browser);
    const account = { email: uniqueEmail("searcher"), password: "search data 12345", name: "Sea Rcher" };
    await signUpAndSignIn(page, server.url, account, "/settings");
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Search data" }) });
    await expect.poll(() => card.getByLabel("DataForSEO API login").isVisible()).toBe(true);

    // A wrong password is stored (storing calls nobody), and the test says DataForSEO refused it.
    await card.getByLabel("DataForSEO API login").fill(CREDENTIALS.login);
    await card.getByLabel("DataForSEO API password").fill("not the password");
    await card.getByLabel("Market").selectOption({ label: "United Kingdom" });
    await card.getByRole("button", { name: "Connect DataForSEO" }).click();
    await expect.poll(() => card.getByText("Connected", { exact: true }).isVisible()).toBe(true);
    expect(await card.textContent()).toContain("market United Kingdom");
    await card.getByRole("button", { name: "Test connection" }).click();
    await expect
      .poll(() => card.getByRole("alert").textContent())
      .toContain("refused the login and password");

    // Connected again with the right password: the test reads the account.
    await card.getByRole("button", { name: "Disconnect" }).click();
    await expect.poll(() => card.getByLabel("DataForSEO API password").isVisible()).toBe(true);
    await card.getByLabel("DataForSEO API login").fill(CREDENTIALS.login);
    await card.getByLabel("DataForSEO API password").fill(CREDENTIALS.password);
    await card.getByRole("button", { name: "Connect DataForSEO" }).click();
    await card.getByRole("button", { name: "Test connection" }).click();
    await expect
      .poll(() => card.getByRole("status").textContent())
      .toBe(`Connected as ${CREDENTIALS.login}; balance $42.50.`);
    // The password never comes back to the page.
    expect(await page.content()).not.toContain(CREDENTIALS.password);
    await screenshot(page, "search-data-settings-desktop");

    await page.goto(`${server.url}/analyzer`);
    await page.getByLabel("Website URL").fill(`${site.url}/`);
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    const source = page.getByTestId("keyword-data-source");
    await expect
      .poll(() => source.textContent(), { timeout: 20_000 })
      .toContain("DataForSEO · United States");
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "sourdough", exact: true }) });
    expect(await row.textContent()).toContain("301,000");
    expect(await row.textContent()).toContain("4.2/10");
    expect(await row.textContent()).toContain("67/100");
    await screenshot(page, "search-data-analyzer-desktop");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits the card on a phone", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const account = { email: uniqueEmail("phone"), password: "search data 12345", name: "Pho Ne" };
    await signUpAndSignIn(page, server.url, account, "/settings");
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Search data" }) });
    await expect.poll(() => card.getByRole("button", { name: "Connect DataForSEO" }).isVisible()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await card.screenshot({ path: ".tmp/screenshots/search-data-settings-phone.png" });
    await context.close();
  });
});
