import { PLANS } from "@ranklens/shared/plans";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndSignIn as signUpAndSignInOn } from "./support/accounts";
import { launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type FakeStripeCheckout, startFakeStripeCheckout } from "./support/fake-stripe-checkout";
import { type RunningServer, startServer } from "./support/server";

const WEBHOOK_SECRET = "whsec_e2e_billing_secret";
const PRICE_ID = "price_e2e_pro_monthly";
const PASSWORD = "billing password 123";

let stripe: FakeStripeCheckout;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  stripe = await startFakeStripeCheckout({ webhookSecret: WEBHOOK_SECRET });
  server = await startServer({
    STRIPE_SECRET_KEY: "sk_test_e2e_billing",
    STRIPE_PRICE_ID: PRICE_ID,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  stripe.webhookUrl = `${server.url}/api/v1/billing/webhook`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe?.close();
});

/** Registers through the API and signs in through the login form, like a person would. */
async function signUpAndSignIn(page: Page, email: string) {
  await signUpAndSignInOn(page, server.url, { email, password: PASSWORD, name: "Paying Customer" });
}

/** GET /api/v1/usage from Node (not the browser), with an API key and no cookie. */
const usageWithKey = (key: string) =>
  fetch(`${server.url}/api/v1/usage`, { headers: { authorization: `Bearer ${key}` } });

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

describe("plans, payment and API keys in the browser", () => {
  it("Basic → Upgrade Now → checkout → Pay → Pro badge → create an API key → it works → revoke → 401", async () => {
    const { context, page, errors } = await newPage(browser);
    const email = `payer-${Date.now()}@example.com`;
    await signUpAndSignIn(page, email);

    // Basic: Settings show the quota and what API access is, with the way to Pro.
    await page.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL(`${server.url}/settings`);
    await expect
      .poll(visible(page, /^0 of 5 analyses used this month · resets on [A-Z][a-z]+ 1$/))
      .toBe(true);
    await expect.poll(visible(page, "API access is part of the Pro plan.")).toBe(true);
    expect(await page.getByLabel("Key name").count()).toBe(0);
    await screenshot(page, "billing-settings-basic-desktop");

    await page.getByRole("link", { name: "Upgrade to Pro" }).first().click();
    await page.waitForURL(`${server.url}/upgrade`);
    await expect.poll(() => page.getByRole("heading", { name: "Upgrade to Pro" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: "Pro Plan" }).isVisible()).toBe(true);
    const plan = page.locator("section", { has: page.getByRole("heading", { name: "Pro Plan" }) });
    expect(await plan.textContent()).toMatch(/\$49\s*per month/);
    // A feature not built yet would carry "Coming soon" (the plans config reads CAPABILITIES); all are built.
    const notBuilt = PLANS.pro.features.filter((feature) => !feature.available).length;
    expect(notBuilt).toBe(0);
    expect(await plan.getByText("Coming soon").count()).toBe(notBuilt);
    await expect
      .poll(visible(page, "Secure payment processing by a payment provider. Cancel anytime."))
      .toBe(true);
    await screenshot(page, "billing-upgrade-desktop");

    // Upgrade Now: a Checkout Session for this user, opened in this tab.
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    expect(context.pages()).toHaveLength(1);
    const session = stripe.sessions.at(-1)!;
    expect(session.customerEmail).toBe(email);
    expect(session.price).toBe(PRICE_ID);
    expect(session.authorization).toBe("Bearer sk_test_e2e_billing");
    expect(session.successUrl).toBe(`${server.url}/upgrade?checkout=success`);
    const account = (await (await page.request.get(`${server.url}/api/v1/account`)).json()) as {
      user: { id: string; plan: string };
    };
    // The plan is the workspace's: the checkout names the active workspace.
    const workspaces = (await (await page.request.get(`${server.url}/api/v1/workspaces`)).json()) as {
      activeId: string;
    };
    expect(session.clientReferenceId).toBe(workspaces.activeId);
    expect(account.user.plan).toBe("basic");

    // Pay: the signed webhook reaches RankLens, then the browser comes back.
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(`${server.url}/upgrade?checkout=success`);
    expect(stripe.deliveries.at(-1)).toMatchObject({ status: 200 });
    await expect.poll(visible(page, /^Thanks! Your Pro plan is active/)).toBe(true);
    const nav = page.getByRole("navigation", { name: "App" });
    await expect.poll(() => nav.getByText("Pro plan").isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Upgrade to Pro" }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole("heading", { name: "You're on Pro", level: 1 }).isVisible())
      .toBe(true);
    expect(await page.getByRole("heading", { name: "Upgrade to Pro" }).count()).toBe(0);
    await expect.poll(visible(page, "Your Pro plan is active.")).toBe(true);
    // "Cancel anytime" was promised before paying: the Pro screen says how.
    expect(await page.getByRole("link", { name: "contact page" }).getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("button", { name: "Upgrade Now" }).count()).toBe(0);
    await screenshot(page, "billing-upgrade-pro-desktop");

    // Coming back later (no checkout in the address): still "You're on Pro", never the pitch.
    await page.goto(`${server.url}/upgrade`);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect.poll(() => h1.textContent()).toBe("You're on Pro");
    expect(
      await page
        .getByText(
          `Unlimited analyses, up to ${PLANS.pro.maxCompetitors} competitors per analysis and API access are yours.`,
        )
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole("heading", { name: "Upgrade to Pro" }).count()).toBe(0);
    expect(await page.title()).not.toMatch(/upgrade/i);
    expect(await page.getByRole("button", { name: "Upgrade Now" }).count()).toBe(0);

    // Settings: unlimited, and an API key shown once.
    await page.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL(`${server.url}/settings`);
    await expect.poll(visible(page, "Unlimited analyses")).toBe(true);
    await page.getByLabel("Key name").fill("Reporting script");
    await page.getByRole("button", { name: "Create key" }).click();
    const keyBox = page.getByTestId("new-api-key");
    await expect.poll(() => keyBox.isVisible()).toBe(true);
    const key = (await keyBox.textContent())?.trim() ?? "";
    expect(key).toMatch(/^rl_live_[A-Za-z0-9]{40}$/);
    await expect.poll(visible(page, "You won't be able to see it again.")).toBe(true);
    await screenshot(page, "billing-key-shown-desktop");

    const withKey = await usageWithKey(key);
    expect(withKey.status).toBe(200);
    expect(((await withKey.json()) as { plan: string }).plan).toBe("pro");

    // Once dismissed, the secret is gone from the page; the list shows only its ends.
    await page.getByRole("button", { name: "I've saved it" }).click();
    await expect.poll(() => keyBox.count()).toBe(0);
    expect(await page.content()).not.toContain(key);
    const row = page.getByRole("listitem").filter({ hasText: "Reporting script" });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain(`…${key.slice(-4)}`);
    await screenshot(page, "billing-settings-pro-desktop");

    // Revoke, through the confirmation dialog.
    await row.getByRole("button", { name: "Revoke Reporting script" }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke this API key?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await expect.poll(visible(page, "No API keys yet.")).toBe(true);
    expect((await usageWithKey(key)).status).toBe(401);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("comes back from a cancelled checkout with a neutral notice and the plan unchanged", async () => {
    const { context, page, errors } = await newPage(browser);
    await signUpAndSignIn(page, `canceller-${Date.now()}@example.com`);
    await page.goto(`${server.url}/upgrade`);
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    const deliveries = stripe.deliveries.length;
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(`${server.url}/upgrade?checkout=cancelled`);
    await expect.poll(visible(page, /^Checkout cancelled\. You have not been charged/)).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Upgrade Now" }).isEnabled()).toBe(true);
    expect(stripe.deliveries.length).toBe(deliveries);
    const account = (await (await page.request.get(`${server.url}/api/v1/account`)).json()) as {
      user: { plan: string };
    };
    expect(account.user.plan).toBe("basic");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at phone width: upgrade, the new key and Settings fit the screen", async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    const email = `phone-payer-${Date.now()}@example.com`;
    await signUpAndSignIn(page, email);
    await page.goto(`${server.url}/upgrade`);
    await expect.poll(() => page.getByRole("button", { name: "Upgrade Now" }).isVisible()).toBe(true);
    await screenshot(page, "billing-upgrade-phone");
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    // This time the webhook lands 3 s after the browser is back: the page must wait for it, not reload.
    stripe.webhookDelayMs = 3000;
    try {
      await page.getByRole("button", { name: "Pay" }).click();
      await page.waitForURL(`${server.url}/upgrade?checkout=success`);
      await expect
        .poll(visible(page, "Thanks! Your Pro plan is active as soon as the payment is confirmed."))
        .toBe(true);
      expect(await page.getByRole("button", { name: "Confirming your payment…" }).isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: "Upgrade Now" }).count()).toBe(0);
      await screenshot(page, "billing-upgrade-waiting-phone");
      await expect
        .poll(() => page.getByRole("heading", { name: "You're on Pro", level: 1 }).isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      await expect.poll(visible(page, "Thanks! Your Pro plan is active.")).toBe(true);
    } finally {
      stripe.webhookDelayMs = null;
    }

    await page.goto(`${server.url}/settings`);
    await page.getByLabel("Key name").fill("Phone key");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect.poll(() => page.getByTestId("new-api-key").isVisible()).toBe(true);
    // Nothing may stick out sideways: the long key wraps.
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow).toBeLessThanOrEqual(0);
    // Sticky headers land mid-page in a full-page shot taken while scrolled.
    await page.evaluate("window.scrollTo(0, 0)");
    await screenshot(page, "billing-key-shown-phone");
    await page.getByRole("button", { name: "I've saved it" }).click();
    await page.evaluate("window.scrollTo(0, 0)");
    await screenshot(page, "billing-settings-phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Signs a new user in on another server (its own setup), through the login form. */
async function signInOn(other: RunningServer, page: Page, email: string) {
  await signUpAndSignInOn(page, other.url, { email, password: PASSWORD, name: "Other Setup" });
}

describe("other server setups", () => {
  it("a payment link opens in a new tab, cut off from RankLens, and RankLens stays put", async () => {
    const link = `${stripe.url}/payment-link/test_abc`;
    const linked = await startServer({ PAYMENT_LINK_URL: link });
    try {
      const { context, page, errors } = await newPage(browser);
      await signInOn(linked, page, "linked@example.com");
      await page.goto(`${linked.url}/upgrade`);
      const upgrade = page.getByRole("button", { name: /Upgrade Now/ });
      await expect.poll(() => upgrade.isEnabled()).toBe(true);
      expect(await upgrade.textContent()).toContain("(opens in a new tab)");
      const [tab] = await Promise.all([context.waitForEvent("page"), upgrade.click()]);
      await tab.waitForURL(link);
      expect(await tab.evaluate("window.opener === null")).toBe(true);
      expect(page.url()).toBe(`${linked.url}/upgrade`);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await linked.stop();
    }
  });

  it("with billing off, explains that every account is unlimited and lets Basic users create keys", async () => {
    const free = await startServer({ BILLING: "off" });
    try {
      const { context, page, errors } = await newPage(browser);
      await signInOn(free, page, "free@example.com");
      await page.goto(`${free.url}/upgrade`);
      await expect
        .poll(visible(page, "Billing is turned off on this server, so every account already has unlimited"))
        .toBe(true);
      expect(await page.getByRole("button", { name: "Upgrade Now" }).count()).toBe(0);
      // Nothing to buy, so no pitch in the heading either.
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("No upgrade needed");
      // Nothing to pay, so nothing about paying or cancelling.
      expect(await page.getByText(/Secure payment processing/).count()).toBe(0);
      // The sidebar pitches nothing either: it names the plan every account has.
      const nav = page.getByRole("navigation", { name: "App" });
      await expect.poll(() => nav.getByRole("link", { name: "Unlimited plan" }).isVisible()).toBe(true);
      expect(await nav.getByRole("link", { name: "Upgrade to Pro" }).count()).toBe(0);
      await page.goto(`${free.url}/settings`);
      await expect.poll(visible(page, "plans are not enforced on this server")).toBe(true);
      await page.getByLabel("Key name").fill("Free key");
      await page.getByRole("button", { name: "Create key" }).click();
      await expect.poll(() => page.getByTestId("new-api-key").isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await free.stop();
    }
  });

  it("without payments, disables Upgrade Now and says who can help: the administrator how, anyone else whom", async () => {
    const bare = await startServer();
    try {
      // The first account is the one who installed the server: it is told how to lift the limits.
      const admin = await newPage(browser, { width: 1440, height: 900 });
      const adminEmail = "installer@example.com";
      await signInOn(bare, admin.page, adminEmail);
      await admin.page.goto(`${bare.url}/upgrade`);
      await expect
        .poll(
          visible(
            admin.page,
            "This server takes no payments, and you run it: you can lift its limits yourself.",
          ),
        )
        .toBe(true);
      expect(await admin.page.getByRole("button", { name: "Upgrade Now" }).isDisabled()).toBe(true);
      expect(await admin.page.getByText("Ask your administrator").count()).toBe(0);
      for (const command of [
        "BILLING=off",
        `npx ranklens users set-plan ${adminEmail} pro`,
        "PAYMENT_LINK_URL",
      ]) {
        expect(await admin.page.locator("code", { hasText: command }).count(), command).toBe(1);
      }
      expect(await admin.page.getByText(/Secure payment processing/).count()).toBe(0);
      await screenshot(admin.page, "billing-no-payments-administrator-desktop");
      await admin.page.setViewportSize(PHONE);
      const overflow = await admin.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(admin.page, "billing-no-payments-administrator-phone");
      await admin.page.setViewportSize({ width: 1440, height: 900 });
      await admin.page.getByRole("link", { name: "Plan limits on your own server (docs)" }).click();
      await admin.page.waitForURL(`${bare.url}/docs#plan-limits-on-your-own-server`);
      await expect
        .poll(() => admin.page.getByRole("heading", { name: "Plan limits on your own server" }).isVisible())
        .toBe(true);
      expect(admin.errors).toEqual([]);
      await admin.context.close();

      // Anyone who signs up after is a member of the server, not its administrator.
      const { context, page, errors } = await newPage(browser);
      await signInOn(bare, page, "nopay@example.com");
      await page.goto(`${bare.url}/upgrade`);
      await expect
        .poll(visible(page, "Payments are not set up on this server. Ask your administrator."))
        .toBe(true);
      expect(await page.getByRole("button", { name: "Upgrade Now" }).isDisabled()).toBe(true);
      expect(await page.locator("code", { hasText: "BILLING=off" }).count()).toBe(0);
      // One message: no promise of secure payment right under "Payments are not set up".
      expect(await page.getByText(/Secure payment processing/).count()).toBe(0);
      const checkout = await page.request.post(`${bare.url}/api/v1/billing/checkout`, {
        headers: { origin: bare.url },
      });
      expect(checkout.status()).toBe(501);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await bare.stop();
    }
  });
});
