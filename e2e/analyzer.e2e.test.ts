import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTargetSite, type TargetSite } from "../apps/server/test/target-site";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { launchBrowser, newPage, PHONE, SCREENSHOT_DIR, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

// A hostile page: markup in its title and headings must show as text, and its script-scheme links must stay inert.
const HOSTILE_TITLE = "<script>alert(1)</script> Hostile page title";
const HOSTILE_PAGE = `<!doctype html><html lang="en"><head>
<title>${HOSTILE_TITLE}</title>
<meta name="description" content="&lt;img src=x onerror=alert(2)&gt; description">
<link rel="canonical" href="javascript:alert(3)">
</head><body>
<h1>&lt;img src=x onerror=alert(4)&gt; heading</h1>
<p>Plain words about hostile markup in page titles, repeated so the page has enough text to analyse.</p>
</body></html>`;

// A long page: its outline is longer than the report shows at first.
const LONG_OUTLINE_PAGE = `<!doctype html><html lang="en"><head><title>Fourteen steps to a tidy garden shed</title></head><body>
<h1>A tidy garden shed</h1>
${Array.from({ length: 13 }, (_, i) => `<h2>Step ${i + 1}: sort the shelf</h2><p>Sort the tools on shelf ${i + 1} by size and use.</p>`).join("\n")}
</body></html>`;

let server: RunningServer;
let site: TargetSite;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  site = await startTargetSite({ "/hostile": HOSTILE_PAGE, "/long-outline": LONG_OUTLINE_PAGE });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await server?.stop();
});

const PASSWORD = "analyzer password 123";

/** Creates an account through the API and signs in through the login form, ending on the analyzer. */
async function signedInPage(viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport);
  const { page } = opened;
  const account = { email: uniqueEmail("analyst"), password: PASSWORD, name: "Ana Lyst" };
  await signUpAndSignIn(page, server.url, account, "/analyzer");
  // Also called from beforeAll, where expect.poll is not allowed.
  await page.getByRole("heading", { name: "SEO Analyzer", level: 1 }).waitFor();
  return opened;
}

/** The stored analysis the page shows, read through the API with the page's session. */
async function storedReport(page: Page, id: string) {
  const res = await page.request.get(`${server.url}/api/v1/analyses/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).report;
}

async function analyze(page: Page, url: string) {
  await page.getByLabel("Website URL").fill(url);
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
}

function idFromUrl(page: Page): string {
  const id = new URL(page.url()).pathname.split("/").pop();
  expect(id).toBeTruthy();
  return id as string;
}

describe("SEO Analyzer in the browser", () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let reportUrl = "";
  const dialogs: string[] = [];

  beforeAll(async () => {
    ({ context, page, errors } = await signedInPage());
    page.on("dialog", (dialog) => {
      // A native alert() would come from injected script; the app's own confirm is a <dialog> element.
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(async () => {
    await context?.close();
  });

  it("analyses a page with a competitor and shows a full report", async () => {
    await expect.poll(() => page.getByText("0 of 5 analyses used this month").isVisible()).toBe(true);

    // The Basic plan allows three competitor rows.
    const add = page.getByRole("button", { name: "Add competitor" });
    await add.click();
    await add.click();
    await add.click();
    expect(await add.isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Remove competitor URL 3" }).click();
    await page.getByLabel("Competitor URL 1", { exact: true }).fill(`${site.url}/thin`);
    await page.getByLabel("Competitor URL 2", { exact: true }).fill(`${site.url}/data.json`);

    // The request is held until the screen has shown that it is working: a fast analysis on an idle
    // machine, or a slow poll on a busy one, could otherwise pass the moment the text is visible.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/analyses", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await analyze(page, `${site.url}/`);
    await page.getByText("Analyzing website...").waitFor();
    release();
    // Waits for the held handler to continue the request: unrouting under it would let Playwright
    // continue it too, and the handler's own continue then fails on a request already handled.
    await page.unrouteAll({ behavior: "wait" });
    await page.waitForURL(/\/analyzer\/[^/]+$/);
    reportUrl = page.url();
    const report = await storedReport(page, idFromUrl(page));

    // Scores
    const scores = page.getByRole("list", { name: "Scores" });
    await expect.poll(() => scores.isVisible()).toBe(true);
    expect(await scores.textContent()).toContain(`SEO score${report.contentScore.seo}/100`);
    // The good page has under 100 words, so readability is not measured: N/A, not 0.
    expect(report.contentScore.readability).toBeNull();
    expect(await scores.textContent()).toContain("Readability scoreN/A");

    // Content Structure: title, its length and the guidance.
    const structure = page.locator("section", {
      has: page.getByRole("heading", { name: "Content Structure" }),
    });
    expect(await structure.textContent()).toContain("Sourdough Bread Baking Guide for Beginners at Home");
    expect(await structure.getByText("50 characters").isVisible()).toBe(true);
    expect(await structure.getByText("143 characters").isVisible()).toBe(true);
    expect(await structure.getByText("Good (30–60)").isVisible()).toBe(true);
    expect(await structure.getByText("Good (120–160)").isVisible()).toBe(true);

    // Keyword Analysis: density to two decimals, competition N/A, the formula under the table.
    const first = report.keywords[0];
    const row = page.getByRole("row", { name: new RegExp(`^${first.keyword} `) });
    const cells = await row.getByRole("cell").allTextContents();
    expect(cells).toContain(String(first.frequency));
    expect(cells).toContain(`${first.density.toFixed(2)}%`);
    expect(cells.find((c) => /%$/.test(c))).toMatch(/^\d+\.\d{2}%$/);
    expect(cells).toContain("N/A");
    const footnote = page.getByText(report.densityFormula, { exact: false });
    expect(await footnote.isVisible()).toBe(true);
    // The word once: it read "Density: density = occurrences ÷ …".
    expect(report.densityFormula).toMatch(/^density = /);
    expect(await footnote.textContent()).toBe(`Density${report.densityFormula.slice("density".length)}.`);

    // Suggestions
    expect(await page.getByText(report.suggestions[0].message).first().isVisible()).toBe(true);

    // Checks: a failed check opens to why it matters and the offending value.
    const canonical = page.getByRole("button", { name: /Document does not have a valid rel=canonical/ });
    expect(await canonical.getAttribute("aria-expanded")).toBe("false");
    await canonical.click();
    expect(await canonical.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`#${(await canonical.getAttribute("aria-controls"))?.replace(/:/g, "\\:")}`);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.textContent()).toContain("Why it matters");
    expect(await panel.locator("code").first().textContent()).toBe("/");
    expect(await panel.getByText("Is not an absolute URL").isVisible()).toBe(true);
    // A check whose items are what is missing says so, not "Found".
    const placement = report.checks.find((check: { id: string }) => check.id === "keyword-placement");
    expect(placement.itemsLabel).toBe("Missing from");
    const placementButton = page.getByRole("button", { name: new RegExp(placement.title) });
    await placementButton.click();
    const placementPanel = page.locator(
      `#${(await placementButton.getAttribute("aria-controls"))?.replace(/:/g, "\\:")}`,
    );
    expect(await placementPanel.getByRole("heading", { level: 4 }).textContent()).toMatch(/^Missing from/);

    // Competitor Analysis: host link in a new tab, points behind, keywords the page lacks.
    const competitor = report.competitors[0];
    expect(competitor.pointsAhead.seo).toBeLessThan(0);
    const host = new URL(site.url).host;
    const link = page.getByRole("link", { name: new RegExp(`^${host.replace(/\./g, "\\.")}`) }).first();
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await link.getAttribute("href")).toBe(`${site.url}/thin`);
    expect(
      await page
        .getByText(`${Math.abs(competitor.pointsAhead.seo)} points behind`)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText("Keywords they cover that you don't").isVisible()).toBe(true);
    // A competitor that could not be analysed keeps its entry, with the reason.
    expect(report.competitors[1].error.code).toBe("NOT_HTML");
    expect(await page.getByText(report.competitors[1].error.message).isVisible()).toBe(true);

    // The usage line counts the analysis.
    await expect.poll(() => page.getByText("1 of 5 analyses used this month").isVisible()).toBe(true);
    await screenshot(page, "analyzer-report-desktop");
  });

  it("reopens a report from the history and on reload", async () => {
    await page.goto(`${server.url}/analyzer`);
    const entry = page
      .getByRole("list", { name: "Past analyses" })
      .getByRole("link", { name: "Sourdough Bread Baking Guide for Beginners at Home" });
    await entry.click();
    await page.waitForURL(reportUrl);
    await expect.poll(() => page.getByRole("heading", { name: "Content Structure" }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { name: "Content Structure" }).isVisible()).toBe(true);
    // The form is ready to run the same analysis again.
    expect(await page.getByLabel("Website URL").inputValue()).toBe(`${site.url}/`);
    expect(await page.getByLabel("Competitor URL 1", { exact: true }).inputValue()).toBe(`${site.url}/thin`);
  });

  it("shows the API's message when the address is not a web page", async () => {
    await page.goto(`${server.url}/analyzer`);
    await analyze(page, `${site.url}/data.json`);
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toMatch(/This address does not return a web page/);
    expect(page.url()).toBe(`${server.url}/analyzer`);
    await screenshot(page, "analyzer-error-desktop");
  });

  it("shows markup from an analysed page as text and runs none of it", async () => {
    await page.goto(`${server.url}/analyzer`);
    await analyze(page, `${site.url}/hostile`);
    await page.waitForURL(/\/analyzer\/[^/]+$/);
    await expect.poll(() => page.getByRole("heading", { name: HOSTILE_TITLE }).isVisible()).toBe(true);
    expect(await page.getByText("<img src=x onerror=alert(4)> heading").first().isVisible()).toBe(true);
    // The canonical javascript: URL is shown, but never as a link.
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.locator("script", { hasText: "alert(1)" }).count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("deletes an analysis after confirmation", async () => {
    await page.goto(reportUrl);
    const history = page.getByRole("list", { name: "Past analyses" });
    await expect.poll(() => history.getByRole("listitem").count()).toBe(2);
    await page.getByRole("button", { name: /^Delete analysis of Sourdough/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete analysis?" });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await page.waitForURL(`${server.url}/analyzer`);
    await expect.poll(() => history.getByRole("listitem").count()).toBe(1);
    expect((await page.request.get(reportUrl.replace("/analyzer/", "/api/v1/analyses/"))).status()).toBe(404);
  });
});

describe("SEO Analyzer at phone width and at the quota", () => {
  it("fits a report on a phone and offers an upgrade when the month's analyses are spent", async () => {
    const { context, page, errors } = await signedInPage(PHONE);
    await analyze(page, `${site.url}/`);
    await page.waitForURL(/\/analyzer\/[^/]+$/);
    await expect.poll(() => page.getByRole("heading", { name: "Keyword Analysis" }).isVisible()).toBe(true);
    // Nothing is wider than the screen: wide tables scroll inside their own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Keywords become cards on a phone: the density is on screen without scrolling sideways.
    const report = await storedReport(page, idFromUrl(page));
    const density = page
      .getByRole("list", { name: "Keywords" })
      .getByText(`${report.keywords[0].density.toFixed(2)}%`)
      .first();
    expect(await density.isVisible()).toBe(true);
    const box = await density.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    // Each keyword's intent is explained in words on the card, not in a hover tooltip a phone lacks.
    const keywordCards = page.getByRole("list", { name: "Keywords" });
    const explanation = keywordCards.getByText(/% confidence|No cue in the keyword/i).first();
    expect(await explanation.isVisible()).toBe(true);
    const explained = await explanation.boundingBox();
    expect((explained?.x ?? 999) + (explained?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await keywordCards.screenshot({ path: path.join(SCREENSHOT_DIR, "analyzer-keywords-phone.png") });
    await page.getByRole("button", { name: /Page is not served over HTTPS/ }).click();
    await screenshot(page, "analyzer-report-phone");

    // Spend the rest of the Basic plan's five analyses through the API.
    for (let i = 0; i < 4; i++) {
      const res = await page.request.post(`${server.url}/api/v1/analyses`, {
        data: { url: `${site.url}/` },
        headers: { origin: server.url },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto(`${server.url}/analyzer`);
    await expect.poll(() => page.getByText("5 of 5 analyses used this month").isVisible()).toBe(true);
    await analyze(page, `${site.url}/`);
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.getByRole("link", { name: /Upgrade to Pro/ }).getAttribute("href")).toBe("/upgrade");
    await screenshot(page, "analyzer-quota-phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("SEO Analyzer form and a long outline", () => {
  it("lines the Analyze button up with the URL field and folds a long heading outline", async () => {
    const { context, page, errors } = await signedInPage();
    // Level with the field it submits, not a few pixels lower.
    const field = await page.getByLabel("Website URL").boundingBox();
    const button = await page.getByRole("button", { name: "Analyze", exact: true }).boundingBox();
    expect(button?.y).toBe(field?.y);
    expect(button?.height).toBe(field?.height);

    await analyze(page, `${site.url}/long-outline`);
    await page.waitForURL(/\/analyzer\/[^/]+$/);
    const outline = page.getByRole("list", { name: "Headings" });
    await expect.poll(() => outline.getByRole("listitem").count()).toBe(10);
    expect(await page.getByRole("heading", { name: "Headings (14)" }).isVisible()).toBe(true);
    // Dates read as everywhere else in the app (the content library's "Nov 24, 2026, 6:15 AM").
    const dateTime = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/;
    expect(await page.locator("header time").first().textContent()).toMatch(dateTime);
    const history = page.getByRole("list", { name: "Past analyses" });
    await expect.poll(() => history.locator("time").first().textContent()).toMatch(dateTime);
    await page.getByRole("button", { name: "Show all 14 headings" }).click();
    await expect.poll(() => outline.getByRole("listitem").count()).toBe(14);
    expect(await outline.getByText("Step 13: sort the shelf").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Show fewer headings" }).click();
    await expect.poll(() => outline.getByRole("listitem").count()).toBe(10);
    expect(errors).toEqual([]);
    await context.close();
  });
});
