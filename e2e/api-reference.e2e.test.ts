import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PASSWORD = "reference reader 123";

/** The reference is read from the live document: wait until its sections exist. */
async function openReference(page: Page, hash = "") {
  await page.goto(`${server.url}/api${hash}`);
  await expect.poll(() => page.getByRole("heading", { name: "Analyses", level: 2 }).isVisible()).toBe(true);
}

const endpoint = (page: Page, anchor: string): Locator => page.locator(`section#${anchor}`);

/** Where an element's top is in the viewport, in px (0 = the top edge). */
const topInViewport = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? -1, id);

describe("API reference (/api)", () => {
  it("shows every group, the Analyses endpoints with a curl example, and links that stay on this site", async () => {
    const { context, page, errors } = await newPage(browser);
    await openReference(page);
    expect(await page.getByRole("heading", { name: "RankLens API reference", level: 1 }).isVisible()).toBe(
      true,
    );

    // Groups come in reading order, the analyses first.
    const groups = await page
      .getByRole("navigation", { name: "Endpoints" })
      .getByRole("link")
      .allTextContents();
    expect(groups.slice(0, 3)).toEqual(["Analyses", "Content", "Assistant"]);

    const create = endpoint(page, "post-api-v1-analyses");
    expect(await create.getByRole("heading", { level: 3 }).textContent()).toBe("post/api/v1/analyses");
    const curl = await create.locator("pre").textContent();
    expect(curl).toContain(`curl -X POST '${server.url}/api/v1/analyses'`);
    expect(curl).toContain('-H "Authorization: Bearer $RANKLENS_API_KEY"');
    expect(curl).toContain(`-d '{"url":`);
    // Limits are numbers from the plans, and `code` in the document shows as code, not backticks.
    const createText = (await create.textContent()) ?? "";
    expect(createText).toContain("up to 3 competitors on Basic, 10 on Pro");
    expect(createText).not.toContain("`");
    expect(
      await create.locator("code", { hasText: "details: {limit, used, resetsAt, upgradeUrl}" }).count(),
    ).toBe(1);

    // An endpoint that refuses API keys says so and offers no curl with a key.
    const account = endpoint(page, "get-api-v1-account");
    expect(
      await account.getByText("Signed-in session only (not available with an API key).").isVisible(),
    ).toBe(true);
    expect(await account.locator("pre").count()).toBe(0);

    // Every link of the reference stays on this server; the only one that is not a page is the raw document.
    const hrefs = await page
      .locator("main a")
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(5);
    const origin = new URL(server.url).origin;
    for (const href of hrefs) expect(new URL(href).origin, href).toBe(origin);
    const apiLinks = hrefs.map((href) => new URL(href).pathname).filter((path) => path.startsWith("/api/"));
    expect([...new Set(apiLinks)]).toEqual(["/api/openapi.json"]);
    const raw = await page.request.get(`${server.url}/api/openapi.json`);
    expect(raw.headers()["content-type"]).toMatch(/^application\/json/);

    // Where keys work is read from the document's security: site audits, monitoring and reports take keys too.
    const authentication = page.locator("section[aria-labelledby=authentication]");
    const summary = (await authentication.textContent()) ?? "";
    expect(summary).toContain(
      "Keys work for analyses, content, site audits, monitoring, search data, and reports, and for GET /api/v1/usage;",
    );
    expect(summary).toMatch(
      /the assistant, account, API keys, workspaces, support, and system endpoints and the rest of plans and billing need the web app's session cookie/,
    );
    expect(await authentication.locator("code", { hasText: "GET /api/v1/usage" }).count()).toBe(1);

    await screenshot(page, "api-reference-desktop");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a deep link at its endpoint once the document has loaded", async () => {
    const { context, page, errors } = await newPage(browser);
    await openReference(page, "#post-api-v1-analyses");
    // Just below the sticky header, not at the top of the page.
    await expect.poll(() => topInViewport(page, "post-api-v1-analyses")).toBeGreaterThanOrEqual(0);
    expect(await topInViewport(page, "post-api-v1-analyses")).toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits a 390 px phone: no sideways scrolling, field descriptions on screen", async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await openReference(page, "#post-api-v1-analyses");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The request body's limits are readable without scrolling a table sideways.
    const limit = endpoint(page, "post-api-v1-analyses").getByText("1–2048 characters");
    expect(await limit.isVisible()).toBe(true);
    const box = await limit.boundingBox();
    expect((box?.x ?? PHONE.width) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "api-reference-phone");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes a signed-in reader from 'Settings → API keys' to that card", async () => {
    const { context, page, errors } = await newPage(browser);
    await signUpAndSignIn(page, server.url, {
      email: uniqueEmail("reader"),
      password: PASSWORD,
      name: "Reference Reader",
    });

    await openReference(page);
    await page.getByRole("link", { name: "Settings → API keys" }).click();
    await page.waitForURL(`${server.url}/settings#api-keys`);
    // The card renders after the account loads; the page still scrolls to it.
    await expect.poll(() => page.getByRole("heading", { name: "API keys" }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await topInViewport(page, "api-keys");
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
    expect(errors).toEqual([]);
    await context.close();
  });
});
