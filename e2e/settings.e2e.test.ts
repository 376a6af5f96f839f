import type { Browser, Page } from "playwright-core";
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

const PASSWORD = "settings reader 123";

async function signIn(page: Page) {
  await signUpAndSignIn(page, server.url, {
    email: uniqueEmail("settings"),
    password: PASSWORD,
    name: "Settings Reader",
  });
}

/** A settings card: the innermost section around its heading. */
const card = (page: Page, title: string) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .last();

describe("Settings as a new user reads it", () => {
  it("promises no e-mail RankLens does not send and names the AI provider's key as such", async () => {
    const { context, page, errors } = await newPage(browser);
    await signIn(page);
    await page.goto(`${server.url}/settings`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Notification Settings" }).isVisible())
      .toBe(true);

    // The switches say what RankLens sends, ranking alerts included (issue 30).
    const notifications = card(page, "Notification Settings");
    await expect.poll(() => notifications.getByRole("switch").count()).toBe(3);
    const said = (await notifications.textContent()) ?? "";
    expect(said).not.toContain("RankLens sends no notifications yet");
    expect(said).toContain("A daily digest e-mail of the warnings and infos");
    expect(said).toContain("An immediate e-mail for each critical change on your own pages");
    expect(said).toContain("Password reset e-mails are always sent.");
    expect(said).toContain("An e-mail when a keyword a project tracks drops or falls out of the top 100");
    expect(said).not.toContain("Coming soon");
    expect(said).not.toContain("Receive account e-mails");
    expect(await notifications.getByRole("switch").count()).toBe(3);
    for (const toggle of await notifications.getByRole("switch").all()) {
      expect(await toggle.getAttribute("aria-checked")).toBe("true");
    }

    // A switch is stored per workspace on the server: off survives a reload.
    const contentAlerts = notifications.getByRole("switch", { name: "Content Alerts" });
    await contentAlerts.click();
    const stored = async () =>
      (await (await page.request.get(`${server.url}/api/v1/alerts/settings`)).json()) as Record<
        string,
        boolean
      >;
    await expect.poll(async () => (await stored()).contentAlerts).toBe(false);
    expect((await stored()).emailNotifications).toBe(true);
    await page.reload();
    await expect.poll(() => contentAlerts.getAttribute("aria-checked").catch(() => null)).toBe("false");
    await screenshot(page, "settings-notifications-desktop");

    // "API keys" are the RankLens keys of the card above; the AI card speaks of the provider's key.
    const ai = card(page, "API Settings");
    const aiText = (await ai.textContent()) ?? "";
    expect(aiText).toContain("The AI provider's address, key and model are kept in the server's environment");
    expect(aiText).not.toContain("API keys are kept");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens /settings#api-keys at the API keys card, also on a phone", async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await signIn(page);
    await page.goto(`${server.url}/settings#api-keys`);
    await expect.poll(() => page.getByRole("heading", { name: "API keys" }).isVisible()).toBe(true);
    // At the card, just below the header, or as far down as the page goes when less is below it.
    const position = () =>
      page.evaluate(() => ({
        top: document.getElementById("api-keys")?.getBoundingClientRect().top ?? -1,
        atEnd: window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1,
        scrolled: window.scrollY > 0,
      }));
    await expect.poll(async () => (await position()).scrolled).toBe(true);
    const { top, atEnd } = await position();
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top < 150 || atEnd, `card top ${top}`).toBe(true);
    await screenshot(page, "settings-api-keys-phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});
