import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
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

const PASSWORD = "content password 123";

const TITLE = "Garden tools for beginners: a practical guide";
const FIRST_BODY = [
  "Garden tools make every job in the garden easier, and good garden tools last for years.",
  "",
  "When you start a vegetable patch in a small backyard with heavy clay soil and very little time on weekends, the first thing that usually happens is that the cheapest spade in the shop bends and the handle cracks after only a few weeks of digging.",
  "",
  "Choose a spade, a rake and a hoe first.",
].join("\n");
const MORE_TEXT = [
  "",
  "",
  "## Which garden tools do you need first?",
  "",
  "Do you really need twenty tools? You do not. Start with these garden tools:",
  "",
  "- a spade for digging",
  "- a rake for levelling",
  "- a hoe for weeding",
  "",
  "Buy your first three garden tools today and try them this weekend!",
].join("\n");

/** Registers through the API and signs in through the login form, like a person would. */
async function signedInPage(viewport = DESKTOP) {
  const opened = await newPage(browser, viewport);
  const account = { email: uniqueEmail("writer"), password: PASSWORD, name: "Content Writer" };
  await signUpAndSignIn(opened.page, server.url, account);
  return opened;
}

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** The three score cards' text, e.g. "SEO Score 54% …". */
async function scores(page: Page): Promise<string[]> {
  return Promise.all(
    ["SEO Score", "Readability", "Engagement"].map(
      async (name) => (await page.getByRole("button", { name: new RegExp(`^${name}`) }).textContent()) ?? "",
    ),
  );
}

const bodyField = (page: Page) => page.getByLabel("Content", { exact: true });

describe("content library and editor in the browser", () => {
  it("creates, analyses live, saves versions, restores, filters and deletes an item", async () => {
    const { context, page, errors } = await signedInPage();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });

    // The first empty state.
    await page.getByRole("link", { name: "Content", exact: true }).click();
    await page.waitForURL(`${server.url}/content`);
    await expect.poll(() => page.getByRole("heading", { name: "Content Library" }).isVisible()).toBe(true);
    await expect.poll(visible(page, "Get started by creating your first content item")).toBe(true);
    await screenshot(page, "content-library-empty-desktop");

    // 'New Content' opens the editor inline.
    await page.getByRole("button", { name: "New Content" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Create New Content" }).isVisible()).toBe(true);
    await expect.poll(visible(page, "No analysis yet")).toBe(true);
    await expect.poll(visible(page, "Click analyze to get content optimization suggestions")).toBe(true);
    await page.getByRole("button", { name: "Analyze Content" }).click();
    await expect.poll(visible(page, "Please enter some content to analyze")).toBe(true);
    await page.getByRole("button", { name: "Save Content" }).click();
    await expect.poll(visible(page, "Title is required")).toBe(true);

    await page.getByLabel("Title").fill(TITLE);
    await expect.poll(visible(page, `${TITLE.length}/60`)).toBe(true);
    await page.getByLabel("Focus keyphrase").fill("garden tools");
    const keywords = page.getByLabel("Target keywords", { exact: true }).and(page.locator("input"));
    await keywords.fill("spade, rake,");
    await keywords.press("Enter");
    await keywords.fill("hoe");
    await keywords.press("Enter");
    await expect.poll(() => page.getByRole("button", { name: "Remove rake" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Remove rake" }).click();
    await bodyField(page).fill(FIRST_BODY);
    // Live: scores appear without clicking Analyze.
    await expect.poll(() => page.getByRole("button", { name: /^SEO Score/ }).isVisible()).toBe(true);
    // The panel says it follows the text; 'Analyze Content' confirms the result is current, until the text changes.
    expect(await visible(page, "Updates as you type")()).toBe(true);
    await page.getByRole("button", { name: "Analyze Content" }).click();
    await expect.poll(visible(page, "Up to date with your text")).toBe(true);
    await page.getByLabel("Title").fill(`${TITLE}!`);
    await expect.poll(visible(page, "Updates as you type")).toBe(true);
    expect(await page.getByText("Up to date with your text").count()).toBe(0);
    await page.getByLabel("Title").fill(TITLE);
    // The analyser runs in a web worker, not on the page's main thread.
    expect(page.workers().some((worker) => worker.url().includes("content-analysis.worker"))).toBe(true);
    await screenshot(page, "content-editor-inline-desktop");

    await page.getByRole("button", { name: "Save Content" }).click();
    await expect.poll(visible(page, "Content saved successfully")).toBe(true);
    // The inline editor closes and the list reloads with the new card (and the sidebar's Recent Content).
    await expect.poll(() => page.getByRole("heading", { name: "Create New Content" }).count()).toBe(0);
    const card = page.getByRole("article").filter({ hasText: TITLE });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain("spade");
    expect(await card.textContent()).toContain("hoe");
    expect(await card.textContent()).not.toContain("rake");
    await expect
      .poll(() => page.getByRole("complementary", { name: "Sidebar" }).getByText(TITLE).isVisible())
      .toBe(true);
    await screenshot(page, "content-library-one-item-desktop");

    // The edit page: live analysis follows typing.
    await card.getByRole("link", { name: TITLE, exact: true }).click();
    await page.waitForURL(/\/content\/[0-9a-f-]{36}$/);
    const editUrl = page.url();
    await expect.poll(() => page.getByRole("heading", { name: "Edit Content" }).isVisible()).toBe(true);
    await expect.poll(() => bodyField(page).inputValue()).toBe(FIRST_BODY);
    await expect.poll(() => page.getByRole("button", { name: /^SEO Score/ }).isVisible()).toBe(true);
    await expect.poll(visible(page, "Saved · version 1")).toBe(true);
    const before = await scores(page);
    // Typed key by key, like a writer: the analysis follows without a click.
    await bodyField(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(MORE_TEXT);
    await expect.poll(() => bodyField(page).inputValue()).toBe(FIRST_BODY + MORE_TEXT);
    await expect.poll(async () => (await scores(page)).join("|") !== before.join("|")).toBe(true);
    await expect.poll(() => page.getByText(/[▲▼]/).count()).toBeGreaterThan(0);
    await expect.poll(visible(page, "Unsaved changes")).toBe(true);

    // The numbers behind a score.
    await page.getByRole("button", { name: /^Readability/ }).click();
    await expect.poll(visible(page, "Flesch Reading Ease")).toBe(true);
    await expect.poll(visible(page, "Syllables")).toBe(true);

    // A suggestion highlights the text it is about.
    const pointing = page.getByRole("button").filter({ hasText: /Show in text|\d+ places/ });
    await expect.poll(() => pointing.count()).toBeGreaterThan(0);
    await pointing.first().click();
    const selection = await page.evaluate(() => {
      const active = document.activeElement as HTMLTextAreaElement | HTMLInputElement | null;
      return active && "selectionStart" in active
        ? { start: active.selectionStart ?? 0, end: active.selectionEnd ?? 0, text: active.value }
        : null;
    });
    expect(selection).not.toBeNull();
    expect(selection!.end).toBeGreaterThan(selection!.start);
    expect(await pointing.first().getAttribute("aria-pressed")).toBe("true");
    await screenshot(page, "content-editor-analysis-desktop");

    // Leaving with unsaved changes asks first.
    await page.getByRole("link", { name: "Content", exact: true }).click();
    await expect
      .poll(() => page.getByRole("dialog", { name: "Leave without saving?" }).isVisible())
      .toBe(true);
    await page.getByRole("button", { name: "Stay and keep editing" }).click();
    expect(page.url()).toBe(editUrl);
    await expect.poll(() => bodyField(page).inputValue()).toBe(FIRST_BODY + MORE_TEXT);

    // Reloading keeps the unsaved text as a local draft and says so.
    await page.waitForTimeout(600);
    await page.reload();
    await expect.poll(visible(page, /We restored unsaved changes/)).toBe(true);
    await expect.poll(() => bodyField(page).inputValue()).toBe(FIRST_BODY + MORE_TEXT);
    expect(dialogs).toContain("beforeunload");

    // Save again: version 2, and the history lists both.
    await page.getByRole("button", { name: "Save Content" }).click();
    await expect.poll(visible(page, "Saved · version 2")).toBe(true);
    const history = page.getByRole("list", { name: "Revisions" });
    await expect.poll(() => history.getByRole("listitem").count()).toBe(2);
    await expect.poll(() => history.getByText("Version 1").isVisible()).toBe(true);
    await screenshot(page, "content-editor-history-desktop");

    // View, then restore the first version: its text comes back as version 3.
    await page.getByRole("button", { name: "View version 1" }).click();
    const viewDialog = page.getByRole("dialog", { name: "Version 1" });
    await expect.poll(() => viewDialog.getByText(/cheapest spade/).isVisible()).toBe(true);
    await viewDialog.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await expect.poll(visible(page, "Version 1 restored as version 3")).toBe(true);
    await expect.poll(() => bodyField(page).inputValue()).toBe(FIRST_BODY);
    await expect.poll(() => history.getByRole("listitem").count()).toBe(3);
    await expect.poll(() => history.getByText("Restored", { exact: true }).isVisible()).toBe(true);

    // Library filters, reflected in the address.
    await page.getByRole("link", { name: "Content", exact: true }).click();
    await page.waitForURL(`${server.url}/content`);
    await expect.poll(() => card.isVisible()).toBe(true);
    await page.getByLabel("Type").selectOption({ label: "Video Script" });
    await page.waitForURL(/\?type=video$/);
    await expect.poll(visible(page, "No items match the selected filters")).toBe(true);
    await screenshot(page, "content-library-filtered-empty-desktop");
    await page.getByLabel("Type").selectOption({ label: "SEO Content" });
    await expect.poll(() => card.isVisible()).toBe(true);
    await page.getByLabel("Status").selectOption({ label: "Published" });
    await page.waitForURL(/\?type=seo&status=published$/);
    await expect.poll(visible(page, "No items match the selected filters")).toBe(true);
    await page.getByLabel("Status").selectOption({ label: "Draft" });
    await expect.poll(() => card.isVisible()).toBe(true);
    // The filters survive a reload (they live in the address).
    await page.reload();
    await expect.poll(() => page.getByLabel("Status").inputValue()).toBe("draft");
    await expect.poll(() => card.isVisible()).toBe(true);

    // Delete: Cancel keeps it, Delete removes it.
    await card.getByRole("button", { name: `Delete ${TITLE}` }).click();
    const deleteDialog = page.getByRole("dialog", { name: "Delete Content" });
    await expect
      .poll(() =>
        deleteDialog
          .getByText("Are you sure you want to delete this content? This action cannot be undone.")
          .isVisible(),
      )
      .toBe(true);
    await deleteDialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => deleteDialog.isVisible()).toBe(false);
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole("button", { name: `Delete ${TITLE}` }).click();
    await deleteDialog.getByRole("button", { name: "Delete" }).click();
    await expect.poll(visible(page, "Content deleted successfully")).toBe(true);
    await expect.poll(visible(page, "No items match the selected filters")).toBe(true);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(visible(page, "Get started by creating your first content item")).toBe(true);
    await expect
      .poll(() => page.getByRole("complementary", { name: "Sidebar" }).getByText(TITLE).count())
      .toBe(0);

    // The deleted item's address is now 'Content not found'.
    await page.goto(editUrl);
    await expect.poll(() => page.getByRole("heading", { name: "Content not found" }).isVisible()).toBe(true);
    await expect.poll(visible(page, "The content you're looking for doesn't exist")).toBe(true);
    await screenshot(page, "content-not-found-desktop");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses a save based on a stale version, keeps the text and offers the latest", async () => {
    const { context, page: first, errors } = await signedInPage();
    const id = crypto.randomUUID();
    const created = await first.request.post(`${server.url}/api/v1/content`, {
      data: { id, title: "Shared draft", content: "The original text." },
      headers: { origin: server.url },
    });
    expect(created.status()).toBe(201);

    const second = await context.newPage();
    await first.goto(`${server.url}/content/${id}`);
    await second.goto(`${server.url}/content/${id}`);
    for (const page of [first, second]) {
      await expect.poll(() => bodyField(page).inputValue()).toBe("The original text.");
    }

    // Each tab is brought to the front before it is used, as a person would: a background tab gets
    // no animation frames, and Playwright's clicks wait for two of them.
    await first.bringToFront();
    await bodyField(first).fill("Text saved first, in the first tab.");
    await first.getByRole("button", { name: "Save Content" }).click();
    await expect.poll(visible(first, "Saved · version 2")).toBe(true);

    const mine = "My own words from the second tab, which must not be lost.";
    await second.bringToFront();
    await bodyField(second).fill(mine);
    await second.getByRole("button", { name: "Save Content" }).click();
    const alert = second.getByRole("alert").filter({ hasText: "changed elsewhere" });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain("version 2 is newer");
    expect(await bodyField(second).inputValue()).toBe(mine);
    await screenshot(second, "content-conflict-desktop");

    await alert.getByRole("button", { name: "Load latest" }).click();
    await expect.poll(() => bodyField(second).inputValue()).toBe("Text saved first, in the first tab.");
    const copy = second.getByRole("textbox", { name: "Your unsaved version" });
    await expect.poll(() => copy.inputValue()).toContain(mine);
    await expect.poll(visible(second, "Saved · version 2")).toBe(true);
    await screenshot(second, "content-conflict-loaded-desktop");

    // Nothing was overwritten on the server.
    const stored = await (await first.request.get(`${server.url}/api/v1/content/${id}`)).json();
    expect(stored.content).toBe("Text saved first, in the first tab.");
    expect(stored.version).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the load error state of the library", async () => {
    const { context, page } = await signedInPage();
    await page.route("**/api/v1/content?**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "INTERNAL", message: "Failed to fetch content items" } }),
      }),
    );
    await page.goto(`${server.url}/content`);
    await expect.poll(visible(page, "Failed to load content items")).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Try again" }).isVisible()).toBe(true);
    await screenshot(page, "content-library-error-desktop");
    await context.close();
  });

  it("stacks the editor and the analysis in one column at phone width", async () => {
    const { context, page, errors } = await signedInPage(PHONE);
    await page.goto(`${server.url}/content/new`);
    await expect.poll(() => page.getByRole("heading", { name: "Create New Content" }).isVisible()).toBe(true);
    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Focus keyphrase").fill("garden tools");
    await bodyField(page).fill(FIRST_BODY + MORE_TEXT);
    await expect.poll(() => page.getByRole("button", { name: /^SEO Score/ }).isVisible()).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "content-editor-phone");

    await page.getByRole("button", { name: "Save Content" }).click();
    await page.waitForURL(/\/content\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole("heading", { name: "Edit Content" }).isVisible()).toBe(true);
    // A card shows three target keywords and "+N" for the rest, level with the chips.
    const tagged = await page.request.post(`${server.url}/api/v1/content`, {
      data: {
        id: crypto.randomUUID(),
        title: "Five keywords",
        content: "Text.",
        targetKeywords: ["spade", "rake", "hoe", "trowel", "shears"],
      },
      headers: { origin: server.url },
    });
    expect(tagged.status()).toBe(201);
    await page.goto(`${server.url}/content`);
    await expect.poll(() => page.getByRole("article").filter({ hasText: TITLE }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const chips = page.getByRole("article").filter({ hasText: "Five keywords" }).getByRole("listitem");
    expect(await chips.allTextContents()).toEqual(["spade", "rake", "hoe", "+2"]);
    // The middle of the text itself (an item's box can be taller than its text).
    const middle = (index: number) =>
      chips.nth(index).evaluate((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const box = range.getBoundingClientRect();
        return box.top + box.height / 2;
      });
    expect(Math.abs((await middle(3)) - (await middle(2)))).toBeLessThanOrEqual(1);
    await screenshot(page, "content-library-phone");
    expect(errors).toEqual([]);
    await context.close();
  });
});
