import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGoogle, startFakeGoogle } from "../apps/server/test/fake-google";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

let server: RunningServer;
let google: FakeGoogle;
let browser: Browser;

beforeAll(async () => {
  google = await startFakeGoogle({ email: "owner@bakery.example" });
  google.sites = [
    { siteUrl: "sc-domain:bakery.example", permissionLevel: "siteOwner" },
    { siteUrl: "https://other.example/", permissionLevel: "siteFullUser" },
  ];
  server = await startServer({
    SECRETS_KEY: randomBytes(32).toString("base64"),
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_OAUTH_BASE: google.url,
    GSC_API_BASE: google.url,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await google?.close();
});

/**
 * Connecting Google Search Console in Settings through (the fake) Google's consent page, which
 * approves at once and sends the browser back to the callback, then linking a property to a
 * project and reading the import's newest day, labelled with its source.
 */
describe("Search Console in the browser", () => {
  it("connects through Google's consent page, lists the properties, links one to a project, and disconnects", async () => {
    const { context, page, errors } = await newPage(browser);
    const account = { email: uniqueEmail("console"), password: "search console 12345", name: "Con Sole" };
    await signUpAndSignIn(page, server.url, account, "/settings");
    const card = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Search Console" }) });
    await card.getByRole("link", { name: "Connect with Google" }).click();
    await expect.poll(() => card.getByRole("status").textContent()).toBe("Search Console is connected.");
    expect(await card.textContent()).toContain("Google account owner@bakery.example.");
    await expect.poll(() => card.getByText("sc-domain:bakery.example").isVisible()).toBe(true);
    expect(await card.textContent()).toContain("https://other.example/");
    // No token ever reaches the page.
    for (const token of [...google.refreshTokens(), ...google.accessTokens()])
      expect(await page.content()).not.toContain(token);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "search-console-settings-desktop");

    // A project on the property's site: its page offers the properties, the covering one first.
    const created = await page.request.post(`${server.url}/api/v1/projects`, {
      headers: { origin: server.url },
      data: { siteUrl: "https://www.bakery.example/", name: "Bakery" },
    });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as { id: string };
    await page.goto(`${server.url}/projects/${project.id}`);
    const projectCard = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Search Console", exact: true }) });
    await expect.poll(() => projectCard.getByLabel("Property").inputValue()).toBe("sc-domain:bakery.example");
    await projectCard.getByRole("button", { name: "Link property" }).click();
    await expect.poll(() => projectCard.textContent()).toContain("Reads sc-domain:bakery.example.");
    // The first import (queued on linking) reads 90 days from the fake; the card names the newest.
    await expect
      .poll(
        async () => {
          await page.reload();
          return projectCard.textContent();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/Search Console, about 2 days behind: newest day \d{4}-\d{2}-\d{2}\./);
    await projectCard.scrollIntoViewIfNeeded();
    await screenshot(page, "search-console-project-desktop");

    // Disconnected: Google is asked to revoke the grant.
    await page.goto(`${server.url}/settings`);
    await card.getByRole("button", { name: "Disconnect" }).click();
    await expect.poll(() => card.getByRole("link", { name: "Connect with Google" }).isVisible()).toBe(true);
    expect(google.revokedThroughEndpoint).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits the card on a phone", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const account = { email: uniqueEmail("phone"), password: "search console 12345", name: "Pho Ne" };
    await signUpAndSignIn(page, server.url, account, "/settings");
    const card = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Search Console" }) });
    await card.getByRole("link", { name: "Connect with Google" }).click();
    await expect.poll(() => card.getByText("sc-domain:bakery.example").isVisible()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await card.screenshot({ path: ".tmp/screenshots/search-console-settings-phone.png" });
    await context.close();
  });
});
