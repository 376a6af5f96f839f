import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const PASSWORD = "first password 123";
const NEW_PASSWORD = "second password 456";

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("accounts in the browser", () => {
  it("register → sign in → dashboard → change name → sign out → reset password by e-mail → sign in", async () => {
    const { context, page, errors } = await newPage(browser);
    const email = `reader-${Date.now()}@example.com`;

    await page.goto(`${server.url}/register`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Create your account" }).isVisible())
      .toBe(true);
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${server.url}/login`);
    await expect
      .poll(() => page.getByText("Account created successfully! Please sign in.").isVisible())
      .toBe(true);

    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${server.url}/dashboard`);
    await expect.poll(() => page.getByText("Welcome back!").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole("heading", { name: /Welcome to RankLens/ }).isVisible())
      .toBe(true);
    await screenshot(page, "dashboard-desktop");

    await page.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL(`${server.url}/settings`);
    const fullName = page.getByLabel("Full Name");
    await expect.poll(() => fullName.inputValue()).toBe("Ada Lovelace");
    await fullName.fill("Ada King");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => page.getByText("Profile updated successfully").isVisible()).toBe(true);
    await screenshot(page, "settings-desktop");
    const account = (await page.evaluate(async () => (await fetch("/api/v1/account")).json())) as {
      user: { fullName: string };
    };
    expect(account.user.fullName).toBe("Ada King");

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByText("Signed out successfully").isVisible()).toBe(true);

    await page.goto(`${server.url}/forgot-password`);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send reset instructions" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Check your email" }).isVisible()).toBe(true);

    const mail = await server.smtp.next(email);
    const link = mail.decoded.match(
      /https?:\/\/[^\s"<]+\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=[^\s"<]+/,
    )?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.waitForURL(/\/reset-password\?token=/);
    await expect.poll(() => page.getByRole("heading", { name: "Set new password" }).isVisible()).toBe(true);
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Update password" }).click();
    await page.waitForURL(`${server.url}/login`);
    await expect.poll(() => page.getByText("Password updated successfully").isVisible()).toBe(true);

    // The same link cannot be used twice.
    await page.goto(link!);
    await page.waitForURL(`${server.url}/login`);
    await expect.poll(() => page.getByText("Invalid or expired reset link").isVisible()).toBe(true);

    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${server.url}/dashboard`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a signed-out visitor of /dashboard to /login and back after sign-in", async () => {
    const { context, page } = await newPage(browser);
    const email = `returning-${Date.now()}@example.com`;
    const signUp = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { email, password: PASSWORD, name: "Returning Reader" },
      headers: { origin: server.url },
    });
    expect(signUp.status()).toBe(200);

    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(/\/login\?redirectTo=%2Fdashboard$/);
    // Another page than the default target proves the origin is remembered.
    await page.goto(`${server.url}/settings?tab=profile`);
    await page.waitForURL(/\/login\?redirectTo=%2Fsettings%3Ftab%3Dprofile$/);
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${server.url}/settings?tab=profile`);
    await context.close();
  });

  it("keeps a signed-in user on the page when get-session answers 429 or 503, with a retry", async () => {
    const { context, page } = await newPage(browser);
    const email = `busy-${Date.now()}@example.com`;
    await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { email, password: PASSWORD, name: "Busy Reader" },
      headers: { origin: server.url },
    });
    await page.goto(`${server.url}/login`);
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${server.url}/dashboard`);

    for (const status of [429, 503]) {
      await page.route("**/api/auth/get-session*", (route) =>
        route.fulfill({
          status,
          contentType: "application/json",
          headers: { "retry-after": "5" },
          body: JSON.stringify({ message: "Too many requests. Please try again later." }),
        }),
      );
      await page.goto(`${server.url}/settings`);
      await expect
        .poll(() => page.getByRole("heading", { name: "We could not check your sign-in" }).isVisible())
        .toBe(true);
      expect(new URL(page.url()).pathname).toBe("/settings");
      if (status === 429) await screenshot(page, "session-unavailable");
      await page.unroute("**/api/auth/get-session*");
      await page.getByRole("button", { name: "Try again" }).click();
      await expect
        .poll(() => page.getByRole("heading", { name: "Settings", exact: true }).isVisible())
        .toBe(true);
      expect(new URL(page.url()).pathname).toBe("/settings");
    }
    await context.close();
  });

  it("shows the sidebar as a drawer with an overlay at phone width", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const email = `phone-${Date.now()}@example.com`;
    await page.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { email, password: PASSWORD, name: "Phone User" },
      headers: { origin: server.url },
    });
    await page.goto(`${server.url}/login`);
    await signIn(page, email, PASSWORD);
    await page.waitForURL(`${server.url}/dashboard`);

    const nav = page.getByRole("navigation", { name: "App" });
    await expect.poll(() => nav.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await screenshot(page, "drawer-phone");
    await page.keyboard.press("Escape");
    await expect.poll(() => nav.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL(`${server.url}/settings`);
    await expect.poll(() => nav.isVisible()).toBe(false);
    await screenshot(page, "settings-phone");
    await context.close();
  });
});
