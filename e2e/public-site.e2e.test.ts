import { DEFAULT_SUPPORT_EMAIL } from "@ranklens/shared/api/contact";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

let server: RunningServer;
let browser: Browser;

/**
 * SUPPORT_EMAIL's default. The contact page shows the address the web app was
 * built with, and the server mails the one it runs with; both are the default here.
 */
const SUPPORT = DEFAULT_SUPPORT_EMAIL;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const header = (page: Page) => page.getByRole("banner");

describe("the public website in the browser", () => {
  it("landing page: signed-out header, pricing links to /register and /register?plan=pro", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "AI-Powered SEO Analysis Tool" }).isVisible())
      .toBe(true);
    await expect.poll(() => header(page).getByRole("link", { name: "Log in" }).isVisible()).toBe(true);
    await expect.poll(() => header(page).getByRole("link", { name: "Get Started" }).isVisible()).toBe(true);
    expect(await header(page).getByRole("link", { name: "Open Dashboard" }).count()).toBe(0);

    const pricing = page.locator("#pricing");
    expect(await pricing.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/register");
    expect(await pricing.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe(
      "/register?plan=pro",
    );
    expect(await pricing.getByText("$49", { exact: true }).isVisible()).toBe(true);
    expect(await pricing.getByText("Popular").isVisible()).toBe(true);
    await screenshot(page, "public-home-desktop");

    await pricing.getByRole("link", { name: "Upgrade to Pro" }).click();
    await page.waitForURL(`${server.url}/register?plan=pro`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Create your account" }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signed-in header offers Open Dashboard, linking to /analyzer", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    const email = `visitor-${Date.now()}@example.com`;
    const status = await page.evaluate(async (address) => {
      const body = (json: unknown) => ({
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(json),
      });
      await fetch(
        "/api/auth/sign-up/email",
        body({ email: address, password: "public site 123", name: "Visitor" }),
      );
      return (await fetch("/api/auth/sign-in/email", body({ email: address, password: "public site 123" })))
        .status;
    }, email);
    expect(status).toBe(200);
    await page.goto(`${server.url}/blog`);
    const dashboard = header(page).getByRole("link", { name: "Open Dashboard" });
    await expect.poll(() => dashboard.isVisible()).toBe(true);
    expect(await dashboard.getAttribute("href")).toBe("/analyzer");
    expect(await header(page).getByRole("link", { name: "Log in" }).count()).toBe(0);
    await dashboard.click();
    await page.waitForURL(`${server.url}/analyzer`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("blog: a card leads to its article", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/blog`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Latest Insights & Updates" }).isVisible())
      .toBe(true);
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await screenshot(page, "public-blog-desktop");
    const firstLink = cards.first().getByRole("link");
    const title = (await firstLink.textContent())!.trim();
    await firstLink.click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: title }).isVisible()).toBe(true);
    expect(await page.title()).toContain(title);
    await screenshot(page, "public-article-desktop");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("contact form: field errors, then the message reaches the support mailbox and the form clears", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/contact`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Get in touch with RankLens" }).isVisible())
      .toBe(true);
    expect(await page.getByText(SUPPORT, { exact: true }).isVisible()).toBe(true);
    // This server has SMTP, so the page says messages are e-mailed on (new-user-walk covers the case without).
    await expect
      .poll(() => page.getByTestId("contact-delivery").textContent())
      .toContain(`e-mailed to ${SUPPORT}`);
    const send = page.getByRole("button", { name: "Send message" });
    await send.click();
    await expect.poll(() => page.getByText("Email is required so we can reply").isVisible()).toBe(true);
    expect(await page.getByText("Message is required").isVisible()).toBe(true);

    await page.getByLabel("Name").fill("Margaret Hamilton");
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByLabel("Message").fill("Hello from the browser test.");
    await send.click();
    await expect.poll(() => page.getByText("Please enter a valid email address").isVisible()).toBe(true);

    await page.getByLabel("Email").fill("margaret@example.com");
    await page.getByLabel("Subject").fill("Browser round trip");
    await send.click();
    await expect
      .poll(() => page.getByText("Message sent successfully! We'll get back to you soon.").isVisible())
      .toBe(true);
    await expect.poll(() => page.getByLabel("Message").inputValue()).toBe("");
    expect(await page.getByLabel("Email").inputValue()).toBe("");
    await screenshot(page, "public-contact-desktop");

    const mail = await server.smtp.next(SUPPORT);
    expect(mail.decoded).toContain("Hello from the browser test.");
    expect(mail.decoded).toMatch(/^Reply-To: margaret@example\.com\r?$/m);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("phone (390 px): the menu opens, navigates, and the pages fit the screen", async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await page.goto(`${server.url}/`);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect.poll(() => menuButton.isVisible()).toBe(true);
    expect(await header(page).getByRole("link", { name: "Blog" }).isVisible()).toBe(false);
    await screenshot(page, "public-home-phone");
    await menuButton.click();
    const blogLink = header(page).getByRole("link", { name: "Blog" });
    await expect.poll(() => blogLink.isVisible()).toBe(true);
    await page.screenshot({ path: `${process.cwd()}/.tmp/screenshots/public-menu-phone.png` });
    await blogLink.click();
    await page.waitForURL(`${server.url}/blog`);
    // The menu closes after navigating.
    await expect.poll(() => page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
    for (const path of ["/blog", "/contact", "/docs"]) {
      await page.goto(`${server.url}${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await screenshot(page, "public-docs-phone");
    await page.goto(`${server.url}/blog`);
    await screenshot(page, "public-blog-phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});
