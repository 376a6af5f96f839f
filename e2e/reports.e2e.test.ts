import { readFile } from "node:fs/promises";
import { crc32, deflateSync } from "node:zlib";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrawlSite, page as sitePage, startCrawlSite } from "../apps/server/test/crawl-site";
import { eventually } from "../apps/server/test/job-queues";
import { runBin } from "../packages/cli/src/test-kit/run-bin";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Custom reports in Chromium (issue 31): a Pro workspace with a crawled site and a project builds
 * a branded report of several sections in its own order, downloads it as PDF, HTML and CSV (zip),
 * schedules it monthly to two recipients, shares a link that opens signed out and revokes it; a
 * Basic workspace sees the upgrade prompt and its weekly summary e-mail instead.
 */

const PASSWORD = "reports password 123";
const WAIT = { timeout: 15_000 };
const REPORT_NAME = "Monthly report for Acme";

let server: RunningServer;
let browser: Browser;
let site: CrawlSite;

beforeAll(async () => {
  server = await startServer({ CRAWL_UNVERIFIED_MAX_RATE: "50" });
  browser = await launchBrowser();
  site = await startCrawlSite({
    "/": sitePage("Acme home", ["/shop", "/blog", "/missing"]),
    "/shop": sitePage("Acme shop", ["/"]),
    "/blog": sitePage("Acme blog", ["/shop"]),
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
});

/** A solid-colour PNG of `width` × `height` (a logo to upload), written by hand: signature, IHDR, IDAT, IEND. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3] as number),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Puts the user's own workspace on Pro the way an operator does: `ranklens users set-plan`. */
async function makePro(email: string): Promise<void> {
  const result = await runBin(["users", "set-plan", email, "pro"], { DATA_DIR: server.dataDir });
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
}

/** Clicks a download button and returns the file the browser saved. */
async function download(page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent("download", { timeout: 60_000 }),
    page.getByRole("button", { name: button }).click(),
  ]);
  return { file, bytes: await readFile((await file.path()) as string) };
}

const card = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

describe("custom reports in the browser", () => {
  it("builds, downloads, schedules and shares a branded report; a revoked link stops opening", async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const email = uniqueEmail("reporter");
    await signUpAndSignIn(page, server.url, { email, password: PASSWORD, name: "Rita Reporter" });
    await makePro(email);

    // A site crawled twice (so the comparison has two crawls) and a project on it.
    const headers = { origin: server.url };
    const created = await page.request.post(`${server.url}/api/v1/sites`, {
      data: { startUrl: site.url, name: "acme.example", settings: { ratePerSecond: 50 } },
      headers,
    });
    expect(created.status()).toBe(201);
    const siteId = (await created.json()).id as string;
    for (let i = 0; i < 2; i++) {
      const crawl = await (
        await page.request.post(`${server.url}/api/v1/sites/${siteId}/crawls`, { headers })
      ).json();
      await eventually(
        async () =>
          (await (await page.request.get(`${server.url}/api/v1/crawls/${crawl.id}`)).json()).state ===
          "completed",
        "the crawl to complete",
        30_000,
      );
    }
    const project = await page.request.post(`${server.url}/api/v1/projects`, {
      data: { siteUrl: site.url, name: "Acme" },
      headers,
    });
    expect(project.status()).toBe(201);

    // Empty: what a report is, and a way to start one.
    await page.goto(`${server.url}/reports`);
    await page.getByRole("heading", { name: "Build your first report" }).waitFor(WAIT);
    await screenshot(page, "reports-empty-desktop");
    await page.getByRole("link", { name: "New report" }).click();
    await page.waitForURL(`${server.url}/reports/new`);

    // A site section without a site: the server's refusal shows at the Site field.
    await page.getByLabel("Report name").fill(REPORT_NAME);
    await page.getByRole("checkbox", { name: "Site health" }).check();
    await page.getByRole("button", { name: "Create report" }).click();
    const siteSelect = page.getByLabel("Site", { exact: true });
    await expect.poll(() => siteSelect.getAttribute("aria-invalid"), WAIT).toBe("true");
    expect(await page.getByText("Choose a site for “Site health”").isVisible()).toBe(true);
    // Focus went to the refused field, so its message is announced with it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("siteId");
    await screenshot(page, "reports-refused-desktop");

    // The scope, a custom period and sections in their own order: the note moved to the top by keyboard.
    await siteSelect.selectOption({ label: "acme.example" });
    await page.getByLabel("Project", { exact: true }).selectOption({ label: "Acme" });
    for (const name of ["Top issues", "Crawl comparison", "Tracked pages and their changes", "Note"]) {
      await page.getByRole("checkbox", { name, exact: true }).check();
    }
    const noteUp = page.getByRole("button", { name: "Move Note up" });
    await noteUp.focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press("Enter");
    await expect.poll(() => noteUp.isDisabled()).toBe(true);
    // At the top the Up button is disabled, so focus stayed in the row, on Down.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Move Note down",
    );
    await page.getByLabel("Note text").fill("Thank you for a strong month: here is where the site stands.");
    await page.getByLabel("Letter").check();
    await page.getByRole("button", { name: "Create report" }).click();
    await page.waitForURL(
      (url) => /^\/reports\/[\w-]+$/.test(url.pathname) && url.pathname !== "/reports/new",
      WAIT,
    );
    const reportId = new URL(page.url()).pathname.split("/").at(-1) as string;
    const saved = await (await page.request.get(`${server.url}/api/v1/reports/${reportId}`)).json();
    expect(saved.sections.map((s: { kind: string }) => s.kind)).toEqual([
      "note",
      "site_health",
      "top_issues",
      "crawl_comparison",
      "tracked_pages",
    ]);
    expect(saved).toMatchObject({ siteId, paper: "letter", name: REPORT_NAME });

    // Branding on the list page: a name, a logo (previewed) and an accent colour.
    await page.goto(`${server.url}/reports`);
    const branding = card(page, "Branding");
    await branding.getByLabel("Name on reports").waitFor(WAIT);
    await branding.getByLabel("Name on reports").fill("Northwind Agency");
    await branding.getByLabel("Logo").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: solidPng(160, 48, [15, 118, 110]),
    });
    await branding.getByRole("img", { name: "Logo preview" }).waitFor();
    await branding.getByLabel("Accent colour").fill("#0f766e");
    await branding.getByRole("button", { name: "Save branding" }).click();
    await page.getByText("Branding saved").waitFor(WAIT);
    const stored = await (await page.request.get(`${server.url}/api/v1/reports/branding`)).json();
    expect(stored).toMatchObject({ name: "Northwind Agency", accentColor: "#0f766e" });
    expect(stored.logo).toMatch(/^data:image\/png;base64,/);

    // Downloads: a PDF, a self-contained HTML file and a zip of CSVs.
    await page.goto(`${server.url}/reports/${reportId}`);
    await page.getByRole("button", { name: "Download PDF" }).waitFor(WAIT);
    const pdf = await download(page, "Download PDF");
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.file.suggestedFilename()).toMatch(/\.pdf$/);
    const html = await download(page, "Download HTML");
    const htmlText = html.bytes.toString("utf8");
    expect(htmlText.slice(0, 200).toLowerCase()).toContain("<!doctype html");
    expect(htmlText).toContain("Northwind Agency");
    expect(html.file.suggestedFilename()).toMatch(/\.html$/);
    const zip = await download(page, "Download CSV (zip)");
    expect(zip.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const csvs = unzipSync(new Uint8Array(zip.bytes));
    const names = Object.keys(csvs);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.endsWith(".csv"))).toBe(true);
    expect(strFromU8(csvs[names[0] as string] as Uint8Array).length).toBeGreaterThan(0);

    // Schedule: monthly, to two recipients.
    const schedule = card(page, "Schedule");
    await schedule.getByLabel("Monthly").check();
    await schedule.getByLabel("Add a recipient").fill("boss@acme.example");
    await schedule.getByRole("button", { name: "Add", exact: true }).click();
    await schedule.getByLabel("Add a recipient").fill("cmo@acme.example");
    await schedule.getByLabel("Add a recipient").press("Enter");
    await schedule.getByRole("button", { name: "Save schedule" }).click();
    await page.getByText("Schedule saved").waitFor(WAIT);
    const sent = await (await page.request.get(`${server.url}/api/v1/reports/${reportId}/schedule`)).json();
    expect(sent).toMatchObject({ cadence: "monthly", recipients: ["boss@acme.example", "cmo@acme.example"] });
    expect(sent.nextSendAt).not.toBeNull();
    await expect.poll(() => schedule.textContent()).not.toContain("Not scheduled");

    // Share: a link shown once, opened signed out.
    const shares = card(page, "Share links");
    await shares.getByLabel("Link lasts (days)").fill("7");
    await shares.getByRole("button", { name: "Create share link" }).click();
    const link = (await page.getByTestId("new-share-link").textContent({ timeout: 15_000 }))?.trim() ?? "";
    expect(link).toMatch(/\/r\/[\w-]+$/);
    await screenshot(page, "reports-report-desktop");

    const visitor = await browser.newContext({ viewport: DESKTOP });
    const shared = await visitor.newPage();
    const opened = await shared.goto(link);
    expect(opened?.status()).toBe(200);
    expect(new URL(shared.url()).pathname).toMatch(/^\/r\//);
    await expect.poll(() => shared.getByText(REPORT_NAME).first().isVisible(), WAIT).toBe(true);
    expect(await shared.getByText("Northwind Agency").first().isVisible()).toBe(true);
    await screenshot(shared, "reports-shared-link-desktop");

    // The list counts the open; revoking takes a second click, then the link answers 404 or 410.
    await shares.getByRole("button", { name: "I've saved it" }).click();
    await page.reload();
    const row = card(page, "Share links").getByRole("listitem").first();
    await expect.poll(() => row.textContent(), WAIT).toContain("1 open");
    expect(await row.textContent()).toContain("Rita Reporter");
    await row.getByRole("button", { name: "Revoke", exact: true }).click();
    await row.getByRole("button", { name: "Revoke link" }).click();
    await expect.poll(() => row.textContent(), WAIT).toContain("Revoked");
    const after = await shared.goto(link);
    expect([404, 410]).toContain(after?.status());
    await visitor.close();

    // The list: what the report covers, its sections and schedule.
    await page.goto(`${server.url}/reports`);
    const listed = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: REPORT_NAME }) });
    await expect.poll(() => listed.textContent(), WAIT).toContain("Monthly to 2 recipients");
    expect(await listed.textContent()).toContain("5 sections");
    expect(await listed.textContent()).toContain("acme.example");
    await screenshot(page, "reports-list-desktop");
    expect(errors).toEqual([]);

    // The same on a phone: nothing wider than the screen.
    const phone = await newPage(browser, PHONE);
    await phone.context.addCookies(await context.cookies());
    for (const [path, name, button] of [
      ["/reports", "list", "Save branding"],
      [`/reports/${reportId}`, "report", "Save schedule"],
      ["/reports/new", "new", "Create report"],
    ] as const) {
      await phone.page.goto(`${server.url}${path}`);
      await phone.page.getByRole("button", { name: button }).waitFor(WAIT);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(phone.page, `reports-${name}-phone`);
    }
    expect(phone.errors).toEqual([]);
    await phone.context.close();
    await context.close();
  });

  it("shows a Basic workspace the upgrade prompt and its weekly summary e-mail", async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signUpAndSignIn(page, server.url, {
      email: uniqueEmail("basic-reporter"),
      password: PASSWORD,
      name: "Basil Basic",
    });
    await page.goto(`${server.url}/reports`);
    const prompt = page.getByRole("heading", { name: "Custom reports are part of the Pro plan." });
    await prompt.waitFor(WAIT);
    expect(await page.getByRole("link", { name: "Upgrade to Pro" }).last().getAttribute("href")).toBe(
      "/upgrade",
    );
    expect(
      await page.getByText(/weekly summary e-mail of its projects and sites on Mondays/).isVisible(),
    ).toBe(true);
    expect(
      await page.getByRole("link", { name: "Settings → Email Notifications" }).getAttribute("href"),
    ).toBe("/settings");
    await screenshot(page, "reports-basic-desktop");

    // The server agrees: creating one is refused with the same words.
    const refused = await page.request.post(`${server.url}/api/v1/reports`, {
      data: { name: "Not on Basic", sections: [{ kind: "note", text: "Hi" }] },
      headers: { origin: server.url },
    });
    expect(refused.status()).toBe(402);
    expect((await refused.json()).error.message).toBe("Custom reports are part of the Pro plan.");

    await page.goto(`${server.url}/reports/new`);
    await prompt.waitFor(WAIT);
    expect(await page.getByRole("button", { name: "Create report" }).count()).toBe(0);

    const phone = await newPage(browser, PHONE);
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto(`${server.url}/reports`);
    await phone.page.getByRole("heading", { name: "Custom reports are part of the Pro plan." }).waitFor(WAIT);
    await screenshot(phone.page, "reports-basic-phone");
    await phone.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
