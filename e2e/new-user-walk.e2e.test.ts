import { GATHER_DEFAULTS } from "@ranklens/engine";
import { DEFAULT_SUPPORT_EMAIL } from "@ranklens/shared/api/contact";
import { PLANS } from "@ranklens/shared/plans";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpThroughApi as createAccount, submitLoginForm } from "./support/accounts";
import { launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * A new user on a fresh install, as `npm start` runs it: no mail server (SMTP),
 * no payments, no repository URL. Every screen must say what this server really
 * does: the Pro intent survives the way to the upgrade page, which then says
 * payments are not set up (and nothing about paying); the contact page says a
 * message stays on the server; help and docs quote the fetcher's real limits.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ SMTP_URL: "" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PASSWORD = "new user password 123";
const PAYMENTS_NOT_SET_UP = "Payments are not set up on this server. Ask your administrator.";
const YOU_SET_THE_LIMITS = "This server takes no payments, and you run it: you can lift its limits yourself.";
const SECURE_PAYMENT = "Secure payment processing by a payment provider. Cancel anytime.";
const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

async function signIn(page: Page, email: string) {
  await submitLoginForm(page, email, PASSWORD);
}

async function signUpThroughApi(page: Page, email: string) {
  await createAccount(page, server.url, { email, password: PASSWORD, name: "Returning Visitor" });
}

/**
 * The upgrade page on a server without payments: one message, no promise about paying. The
 * server's first account (who installed it) is told how to lift limits; anyone else whom to ask.
 */
async function expectUpgradeWithoutPayments(page: Page, who: "administrator" | "member") {
  await expect
    .poll(visible(page, who === "administrator" ? YOU_SET_THE_LIMITS : PAYMENTS_NOT_SET_UP))
    .toBe(true);
  expect(await page.getByRole("button", { name: "Upgrade Now" }).isDisabled()).toBe(true);
  expect(await page.getByText(SECURE_PAYMENT).count()).toBe(0);
}

describe("a new user walks the site and the account screens", () => {
  it("registers from the Pro price and lands on the upgrade page, which says payments are not set up", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    await page.locator("#pricing").getByRole("link", { name: "Upgrade to Pro" }).click();
    await page.waitForURL(`${server.url}/register?plan=pro`);
    const email = `pro-curious-${Date.now()}@example.com`;
    await page.getByLabel("Full name").fill("Pro Curious");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${server.url}/login?plan=pro`);
    await signIn(page, email);
    await page.waitForURL(`${server.url}/upgrade`);
    // The first account on a fresh install is the person who installed it.
    await expectUpgradeWithoutPayments(page, "administrator");

    // Every feature that is not built carries "Coming soon"; the others do not.
    const plan = page.locator("section", { has: page.getByRole("heading", { name: "Pro Plan" }) });
    const notBuilt = PLANS.pro.features.filter((feature) => !feature.available);
    // Custom and e-mail reports (issue 31) were the last: every feature is built now.
    expect(notBuilt).toEqual([]);
    expect(await plan.getByText("Coming soon").count()).toBe(notBuilt.length);
    expect(
      await plan.getByRole("listitem").filter({ hasText: "Custom reports" }).textContent(),
    ).not.toContain("Coming soon");
    for (const feature of notBuilt) {
      expect(await plan.getByRole("listitem").filter({ hasText: feature.label }).textContent()).toContain(
        "Coming soon",
      );
    }
    // The summary under the title promises only what Pro adds today.
    await expect
      .poll(
        visible(
          page,
          `Unlimited analyses, up to ${PLANS.pro.maxCompetitors} competitors per analysis and API access.`,
        ),
      )
      .toBe(true);
    await screenshot(page, "walk-upgrade-no-payments-desktop");

    // Once taken, the intent is used up: the next sign-in goes to the dashboard.
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/login`);
    await signIn(page, email);
    await page.waitForURL(`${server.url}/dashboard`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the Pro intent for someone who follows 'Sign in' from a Pro link, and for someone already signed in", async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    const email = `has-account-${Date.now()}@example.com`;
    await signUpThroughApi(page, email);
    await page.goto(`${server.url}/register?plan=premium`);
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/login?plan=pro`);
    await signIn(page, email);
    await page.waitForURL(`${server.url}/upgrade`);
    await expectUpgradeWithoutPayments(page, "member");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "walk-upgrade-no-payments-phone");

    // Signed in already: the Pro link still ends on the upgrade page, not the dashboard.
    await page.goto(`${server.url}/dashboard`);
    await page.goto(`${server.url}/register?plan=pro`);
    await page.waitForURL(`${server.url}/upgrade`);
    await expectUpgradeWithoutPayments(page, "member");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("contact: says a message stays on this server when no mail server is set up", async () => {
    for (const viewport of [undefined, PHONE]) {
      const { context, page, errors } = await newPage(browser, viewport);
      await page.goto(`${server.url}/contact`);
      const delivery = page.getByTestId("contact-delivery");
      await expect.poll(() => delivery.textContent()).toContain("No mail server is set up here");
      expect(await delivery.textContent()).toContain(`not e-mailed on to ${DEFAULT_SUPPORT_EMAIL}`);
      expect(await page.getByText(/forwarded to/).count()).toBe(0);
      await page.getByTestId("contact-delivery").scrollIntoViewIfNeeded();
      await screenshot(page, `walk-contact-${viewport ? "phone" : "desktop"}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("help and docs state the page fetcher's own limits", async () => {
    const { context, page, errors } = await newPage(browser);
    const answer = GATHER_DEFAULTS.timeouts.headersMs / 1000;
    const total = GATHER_DEFAULTS.timeouts.totalMs / 1000;
    await page.goto(`${server.url}/help`);
    await expect
      .poll(
        visible(page, `not start answering within ${answer} seconds (or not finish within ${total} seconds`),
      )
      .toBe(true);
    await page.goto(`${server.url}/docs`);
    const text = (await page.getByRole("main").textContent()) ?? "";
    expect(text).toContain(`more than ${answer} seconds to start answering`);
    expect(text).toContain(`takes more than ${total} seconds`);
    expect(text).not.toContain("compare it with a later run");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("links no social network's home page, and without a repository URL 'Open source' links nowhere", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    const footer = page.getByRole("contentinfo");
    await expect.poll(() => footer.getByRole("link", { name: "Privacy" }).isVisible()).toBe(true);
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.filter((href) => /linkedin\.com|x\.com|twitter\.com|github\.com/.test(href))).toEqual([]);
    expect(await footer.getByRole("link", { name: "Source code" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Open source" }).count()).toBe(0);
    expect(await page.getByText("Open source", { exact: false }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("analyzer shows where each keyword appears; Settings says what each notification sends", async () => {
    const { context, page, errors } = await newPage(browser);
    const email = `analyst-${Date.now()}@example.com`;
    await signUpThroughApi(page, email);
    await page.goto(`${server.url}/login?redirectTo=%2Fanalyzer`);
    await signIn(page, email);
    await page.waitForURL(`${server.url}/analyzer`);
    await page.getByLabel("Website URL").fill(`${server.url}/blog/keyword-density-myths`);
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    const table = page.getByRole("table");
    await expect.poll(() => table.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await table.getByRole("columnheader", { name: "Prominence" }).isVisible()).toBe(true);
    // "keyword" is in this article's title and H1 (the engine's prominence, shown as places).
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "keyword", exact: true }) });
    expect(await row.textContent()).toMatch(/Title, H1/);
    await page.getByRole("heading", { name: "Keyword Analysis" }).scrollIntoViewIfNeeded();
    await screenshot(page, "walk-keyword-prominence-desktop");

    await page.goto(`${server.url}/settings`);
    await expect
      .poll(visible(page, "A daily digest e-mail of the warnings and infos"), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByText("Hear about changes in your pages' rankings.").count()).toBe(0);
    await screenshot(page, "walk-settings-desktop");
    expect(errors).toEqual([]);
    await context.close();
  });
});
