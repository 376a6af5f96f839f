import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeDataForSeo, startFakeDataForSeo } from "../apps/server/test/fake-dataforseo";
import {
  FAKE_SERPAPI_ACCOUNT_EMAIL,
  type FakeSerpApi,
  startFakeSerpApi,
} from "../apps/server/test/fake-serpapi";
import { startTargetSite, type TargetSite } from "../apps/server/test/target-site";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const CREDENTIALS = { login: "seo@bakery.example", password: "dfs-browser-password" };
const SERPAPI_KEY = "serpapi-browser-key-9c2e";

let server: RunningServer;
let fake: FakeDataForSeo;
let serpApi: FakeSerpApi;
let site: TargetSite;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeDataForSeo(CREDENTIALS);
  fake.keywords.set("sourdough", {
    searchVolume: 301_000,
    competitionIndex: 42,
    difficulty: 67,
    intent: { label: "commercial", probability: 0.71 },
  });
  serpApi = await startFakeSerpApi(SERPAPI_KEY);
  site = await startTargetSite();
  server = await startServer({
    SECRETS_KEY: randomBytes(32).toString("base64"),
    DATAFORSEO_API_BASE: fake.url,
    SERPAPI_API_BASE: serpApi.url,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
  await fake?.close();
  await serpApi?.close();
});

/**
 * Connecting the workspace's DataForSEO and SerpApi accounts in Settings (issue 30) and reading
 * DataForSEO's numbers in the analyzer, against local fakes speaking each provider's protocol.
 */
describe("Search data in the browser", () => {
  it("connects DataForSEO and SerpApi, tests them, and shows DataForSEO's numbers and intent labelled in the analyzer", async () => {
    const { context, page, errors } = await newPage(browser);
    const account = { email: uniqueEmail("searcher"), password: "search data 12345", name: "Sea Rcher" };
    await signUpAndSignIn(page, server.url, account, "/settings");
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Search data" }) });
    const dataForSeo = card.getByRole("region", { name: "DataForSEO" });
    await expect.poll(() => dataForSeo.getByLabel("DataForSEO API login").isVisible()).toBe(true);

    // A wrong password is stored (storing calls nobody), and the test says DataForSEO refused it.
    await dataForSeo.getByLabel("DataForSEO API login").fill(CREDENTIALS.login);
    await dataForSeo.getByLabel("DataForSEO API password").fill("not the password");
    await dataForSeo.getByLabel("Market").selectOption({ label: "United Kingdom" });
    await dataForSeo.getByRole("button", { name: "Connect DataForSEO" }).click();
    await expect.poll(() => dataForSeo.getByText("Connected", { exact: true }).isVisible()).toBe(true);
    expect(await dataForSeo.textContent()).toContain("market United Kingdom");
    await dataForSeo.getByRole("button", { name: "Test connection" }).click();
    await expect
      .poll(() => dataForSeo.getByRole("alert").textContent())
      .toContain("refused the login and password");

    // Connected again with the right password: the test reads the account.
    await dataForSeo.getByRole("button", { name: "Disconnect" }).click();
    await expect.poll(() => dataForSeo.getByLabel("DataForSEO API password").isVisible()).toBe(true);
    await dataForSeo.getByLabel("DataForSEO API login").fill(CREDENTIALS.login);
    await dataForSeo.getByLabel("DataForSEO API password").fill(CREDENTIALS.password);
    await dataForSeo.getByRole("button", { name: "Connect DataForSEO" }).click();
    await dataForSeo.getByRole("button", { name: "Test connection" }).click();
    await expect
      .poll(() => dataForSeo.getByRole("status").textContent())
      .toBe(`Connected as ${CREDENTIALS.login}; balance $42.50.`);
    // The password never comes back to the page.
    expect(await page.content()).not.toContain(CREDENTIALS.password);

    // SerpApi with its key: shown by its last four characters, tested against the account.
    const serp = card.getByRole("region", { name: "SerpApi" });
    await serp.getByLabel("SerpApi API key").fill(SERPAPI_KEY);
    await serp.getByRole("button", { name: "Connect SerpApi" }).click();
    await expect.poll(() => serp.getByText("Connected", { exact: true }).isVisible()).toBe(true);
    expect(await serp.textContent()).toContain("SerpApi account …9c2e.");
    await serp.getByRole("button", { name: "Test connection" }).click();
    await expect
      .poll(() => serp.getByRole("status").textContent())
      .toBe(`Connected as ${FAKE_SERPAPI_ACCOUNT_EMAIL}; 250 searches left this month.`);
    expect(await page.content()).not.toContain(SERPAPI_KEY);
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
    // DataForSEO's SERP-based intent, labelled as its own.
    expect(await row.textContent()).toContain("71% probability · DataForSEO");
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
    expect(await card.getByRole("button", { name: "Connect SerpApi" }).isVisible()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await card.screenshot({ path: ".tmp/screenshots/search-data-settings-phone.png" });
    await context.close();
  });
});
