import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * The dashboard (issue 33): a new workspace gets a path (analyse a page, audit a site, watch
 * it); a returning one sees each site's latest crawl with its health, its projects' open critical
 * changes and its usage against the plan. Every block loads and fails on its own. Nothing is
 * promised that the product does not do (search data, rank tracking, reports).
 */

const DESKTOP = { width: 1440, height: 900 };
/** The dashboard's one request for the latest crawls (GET /api/v1/crawls?limit=5). */
const LATEST_CRAWLS = /\/api\/v1\/crawls\?limit=5$/;
const PASSWORD = "dashboard password 123";

let server: RunningServer;
let browser: Browser;
let site: { url: string; pages: Record<string, string>; close(): Promise<void> };

const html = (title: string, head = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}` +
  `<meta name="description" content="${title}: garden sheds, tool racks and tidy shelves for every garden."></head>` +
  `<body><main><h1>${title}</h1><p>Our garden sheds are built from larch and keep tools dry through every ` +
  `winter. Each shed comes with shelves, hooks for rakes and a bench for potting plants.</p>` +
  `<a href="/about">About us</a></main></body></html>`;

async function startSite(pages: Record<string, string>) {
  const http: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://site.test").pathname;
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
      return;
    }
    const page = pages[path];
    if (page === undefined) {
      res.writeHead(404, { "content-type": "text/html" }).end("<!doctype html><title>Not found</title>");
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  http.listen(0, "127.0.0.1");
  await once(http, "listening");
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pages,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  site = await startSite({ "/": html("Garden sheds"), "/about": html("About the shed makers") });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
});

const visible = (page: Page, text: string | RegExp) => () =>
  page
    .getByText(text)
    .first()
    .isVisible()
    .catch(() => false);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The usage card's value for one row, e.g. "0 of 5". */
const usageOf = (page: Page, label: string) =>
  page
    .getByRole("complementary", { name: "Usage" })
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd")
    .textContent();

/** Calls the API as the signed-in browser does (its cookie, its origin). */
async function api(page: Page, method: "GET" | "POST", path: string, data?: unknown) {
  const response = await page.request.fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.url },
    ...(data === undefined ? {} : { data }),
  });
  if (response.status() >= 300)
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

async function crawlToTheEnd(page: Page, siteId: string): Promise<void> {
  const crawl = await api(page, "POST", `/api/v1/sites/${siteId}/crawls`);
  await expect
    .poll(async () => (await api(page, "GET", `/api/v1/crawls/${crawl.id}`)).state, { timeout: 60_000 })
    .toBe("completed");
}

async function checkToTheEnd(page: Page, projectId: string): Promise<void> {
  const run = await api(page, "POST", `/api/v1/projects/${projectId}/check`);
  await expect
    .poll(async () => (await api(page, "GET", `/api/v1/projects/${projectId}/runs/${run.id}`)).state, {
      timeout: 60_000,
    })
    .toBe("completed");
}

describe("the dashboard", () => {
  it("gives a new workspace the path, its plan's allowances, and promises nothing it does not do", async () => {
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { context, page, errors } = await newPage(browser, viewport);
      await signUpAndSignIn(page, server.url, {
        email: uniqueEmail(`new-${name}`),
        password: PASSWORD,
        name: "New Person",
      });
      const start = page.getByRole("region", { name: "Start here" });
      await start.waitFor();
      const steps = start.getByRole("listitem");
      expect(await steps.count()).toBe(3);
      expect(await start.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
        "Step 1: Analyse a page",
        "Step 2: Audit the whole site",
        "Step 3: Watch it",
      ]);
      const links = await start
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname]));
      expect(links).toEqual([
        ["Analyze a page", "/analyzer"],
        ["Audit a site", "/site-audit"],
        ["Start monitoring", "/projects"],
      ]);
      // Usage against the Basic plan, known before anything was done.
      await expect.poll(() => usageOf(page, "Analyses this month")).toBe("0 of 5");
      await expect.poll(() => usageOf(page, "Site audit crawls this month")).toBe("0 of 2");
      expect(await usageOf(page, "Sites")).toBe("0 of 1");
      expect(await usageOf(page, "Monitoring projects")).toBe("0 of 1");
      // Alone on Basic, every seat is taken: said, not hidden.
      expect(await usageOf(page, "Members")).toBe("1 of 1 (limit reached)");
      expect(await page.getByRole("heading", { name: "What changed" }).isVisible()).toBe(true);
      // The old feature cards and their promises are gone.
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text).not.toMatch(/Keyword Research|search volume|rank tracking|reports/i);
      await screenshot(page, `dashboard-new-${name}`);
      if (name === "phone") await expectNoSidewaysScroll(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("shows a returning workspace each site's latest crawl with its health, open critical changes and usage", async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await signUpAndSignIn(page, server.url, {
      email: uniqueEmail("returning"),
      password: PASSWORD,
      name: "Return Visitor",
    });
    // What a week of work leaves: an analysis, two crawls of the site, a project whose page turned noindex.
    await api(page, "POST", "/api/v1/analyses", { url: `${site.url}/` });
    const audited = await api(page, "POST", "/api/v1/sites", { startUrl: `${site.url}/`, name: "Shed shop" });
    await crawlToTheEnd(page, audited.id);
    await crawlToTheEnd(page, audited.id);
    const project = await api(page, "POST", "/api/v1/projects", { siteUrl: `${site.url}/`, name: "Sheds" });
    await checkToTheEnd(page, project.id);
    site.pages["/"] = html("Garden sheds", '<meta name="robots" content="noindex">');
    await checkToTheEnd(page, project.id);

    await page.goto(`${server.url}/dashboard`);
    const crawls = page.getByRole("list", { name: "Latest crawls" });
    await crawls.waitFor();
    const row = crawls.getByRole("listitem").first();
    expect(await row.getByRole("link", { name: "Shed shop" }).getAttribute("href")).toMatch(
      /^\/site-audit\/crawls\//,
    );
    const latest = await api(page, "GET", "/api/v1/crawls");
    const rowText = (await row.textContent()) ?? "";
    expect(rowText).toContain(String(latest.items[0].crawl.healthScore));
    expect(rowText).toContain("Completed");
    expect(rowText).toMatch(/Health [+−±]\d+ since the previous crawl/);

    const glance = page.getByRole("region", { name: "Projects at a glance" });
    await expect.poll(() => glance.textContent()).toContain("noindex appeared");
    expect(await glance.textContent()).toContain("Open critical1");

    // Every step taken: the path gives way to what changed.
    expect(await page.getByRole("region", { name: "Start here" }).count()).toBe(0);
    await expect.poll(() => usageOf(page, "Analyses this month")).toBe("1 of 5");
    expect(await usageOf(page, "Site audit crawls this month")).toBe("2 of 2 (limit reached)");
    expect(await usageOf(page, "Sites")).toBe("1 of 1 (limit reached)");
    expect(await usageOf(page, "Monitoring projects")).toBe("1 of 1 (limit reached)");
    expect(await page.getByRole("link", { name: "Compare with Pro" }).getAttribute("href")).toBe("/upgrade");
    await screenshot(page, "dashboard-returning-desktop");

    await page.setViewportSize(PHONE);
    await page.reload();
    await crawls.waitFor();
    await expect.poll(() => glance.textContent()).toContain("noindex appeared");
    await expectNoSidewaysScroll(page);
    await screenshot(page, "dashboard-returning-phone");

    // Loading: a slow answer shows a spinner in its own block, the rest is already there.
    await page.setViewportSize(DESKTOP);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(LATEST_CRAWLS, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Loading the latest crawls" }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await expect.poll(() => glance.textContent()).toContain("noindex appeared");
    // What the workspace has done is not known yet: the path does not flash in meanwhile.
    expect(await page.getByRole("region", { name: "Start here" }).count()).toBe(0);
    await screenshot(page, "dashboard-loading-desktop");
    release();
    await crawls.waitFor();
    await page.unroute(LATEST_CRAWLS);

    // An error: said in its block with a way to try again; the dashboard stays a dashboard.
    await page.route(LATEST_CRAWLS, (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "UNAVAILABLE", message: "The service is briefly unavailable." },
        }),
      }),
    );
    await page.reload();
    await expect.poll(visible(page, "The service is briefly unavailable."), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => glance.textContent()).toContain("noindex appeared");
    expect(await page.getByRole("heading", { name: /Welcome to RankLens/ }).isVisible()).toBe(true);
    await screenshot(page, "dashboard-error-desktop");
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect.poll(visible(page, "The service is briefly unavailable."), { timeout: 10_000 }).toBe(true);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "dashboard-error-phone");
    await page.setViewportSize(DESKTOP);
    await page.unroute(LATEST_CRAWLS);
    await page.getByRole("button", { name: "Try again" }).click();
    await crawls.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
