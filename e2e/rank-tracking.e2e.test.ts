import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeDataForSeo, startFakeDataForSeo } from "../apps/server/test/fake-dataforseo";
import { startTargetSite, type TargetSite } from "../apps/server/test/target-site";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const CREDENTIALS = { login: "ranks@bakery.example", password: "dfs-rank-password" };

let server: RunningServer;
let fake: FakeDataForSeo;
let site: TargetSite;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeDataForSeo(CREDENTIALS);
  site = await startTargetSite();
  const others = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://rival${i}.example/` }));
  fake.serps.set("sourdough starter", {
    organic: [
      ...others(2),
      { url: `${site.url}/starter` },
      { url: `${site.url}/blog/starter` },
      ...others(3),
    ],
    features: ["people_also_ask"],
  });
  fake.serps.set("rye bread", { organic: others(10) });
  server = await startServer({
    SECRETS_KEY: randomBytes(32).toString("base64"),
    DATAFORSEO_API_BASE: fake.url,
    BILLING: "off",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
  await fake?.close();
});

/** A JSON call from the signed-in page, as the app's own code makes it (same origin, session cookie). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/**
 * Rank tracking in the browser (issue 30): a project without a provider says where to connect
 * one; with the workspace's (fake) DataForSEO it shows the month's cost before tracking, adds
 * keywords, checks them live and reads each keyword's position, page, flags and history.
 */
describe("Rank tracking in the browser", () => {
  it("connects a provider, adds keywords, checks now and reads the history", async () => {
    const { context, page, errors } = await newPage(browser);
    const account = { email: uniqueEmail("ranker"), password: "rank tracking 12345", name: "Ran Ker" };
    await signUpAndSignIn(page, server.url, account, "/projects");
    const created = await api(page, "POST", "/api/v1/projects", {
      siteUrl: `${site.url}/`,
      name: "Bakery",
      pageSchedule: "daily",
    });
    expect(created.status).toBe(201);
    const projectId = created.body.id as string;

    // Empty: no provider is connected, the card says where to connect one.
    await page.goto(`${server.url}/projects/${projectId}`);
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Rankings" }) });
    await expect
      .poll(() => card.getByRole("link", { name: /Connect one in Settings/ }).isVisible())
      .toBe(true);
    await screenshot(page, "rankings-empty-desktop");

    expect((await api(page, "PUT", "/api/v1/providers/dataforseo", CREDENTIALS)).status).toBe(200);
    await page.reload();
    await card.getByLabel("Keywords", { exact: true }).fill("Sourdough starter\nrye bread");
    await card.getByRole("button", { name: "Track keywords" }).click();
    await expect
      .poll(() => card.getByRole("rowheader", { name: /sourdough starter/ }).isVisible())
      .toBe(true);

    // The month's cost shows before the provider is saved.
    await card.getByLabel("Checked with").selectOption({ label: "DataForSEO" });
    await expect
      .poll(() => card.getByTestId("rank-estimate").textContent())
      .toMatch(
        /^2 queries × 30 checks a month × \$0\.00465 a query, standard queue: about \$0\.28 a month at DataForSEO\.$/,
      );
    await card.getByRole("button", { name: "Track with this provider" }).click();
    await expect.poll(() => card.getByRole("button", { name: "Check rankings now" }).isEnabled()).toBe(true);

    await card.getByRole("button", { name: "Check rankings now" }).click();
    const starter = card
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: /sourdough starter/ }) });
    await expect.poll(() => starter.textContent(), { timeout: 20_000 }).toContain("#3");
    const text = (await starter.textContent()) ?? "";
    expect(text).toContain("DataForSEO,");
    expect(text).toContain("/starter");
    expect(text).toContain("2 pages of the site compete");
    expect(text).toContain("People also ask");
    const rye = card.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /rye bread/ }) });
    expect(await rye.textContent()).toContain("Not in top 100");

    // Removing takes a second click: the keyword's history goes with it.
    await rye.getByRole("button", { name: /^Remove rye bread/ }).click();
    await rye.getByRole("button", { name: /^Remove with its history/ }).click();
    await expect.poll(() => card.getByRole("rowheader", { name: /rye bread/ }).count()).toBe(0);
    await starter.getByRole("button", { name: "History" }).click();
    await expect.poll(() => card.getByRole("figure").first().isVisible()).toBe(true);
    await screenshot(page, "rankings-desktop");
    expect(errors).toEqual([]);

    // The same on a phone: the table scrolls inside the card, the page does not.
    const phone = await newPage(browser, PHONE);
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto(`${server.url}/projects/${projectId}`);
    const phoneCard = phone.page
      .locator("section")
      .filter({ has: phone.page.getByRole("heading", { name: "Rankings" }) });
    await expect.poll(() => phoneCard.getByText("#3").first().isVisible()).toBe(true);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await phoneCard.screenshot({ path: ".tmp/screenshots/rankings-phone.png" });
    await phone.context.close();
    await context.close();
  });
});
