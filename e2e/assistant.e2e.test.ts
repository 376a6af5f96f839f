import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, fakeReplies, startFakeOpenAi } from "../apps/server/test/fake-openai";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { DESKTOP, launchBrowser, newPage, PHONE, SCREENSHOT_DIR, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const PASSWORD = "assistant password 123";
const TITLE = "Garden tools for beginners: a practical guide";
const KEYPHRASE = "garden tools";

/** A long article with numbers and names, so Shorter has sentences to drop and guards have facts to check. */
const LONG_BODY = [
  "Garden tools make every job in the garden easier, and good garden tools last for years.",
  "",
  "When we started our vegetable patch in Leeds, the cheapest spade bent within 3 weeks. The handle cracked soon after. We learned that a forged blade is worth the extra money. A good spade costs about 40 pounds and lasts 10 years or more.",
  "",
  "A rake levels the soil before you sow. It also gathers leaves in autumn. Choose one with steel tines, because plastic tines snap in cold weather. Many gardeners keep two rakes, one for soil and one for leaves.",
  "",
  "A hoe keeps weeds down with very little effort. Slide it just under the surface on a dry day. The weeds wither in the sun by the afternoon. Ten minutes a week is usually enough for a small bed.",
  "",
  "Clean your garden tools after every use and oil the blades before winter. Store them in a dry shed, hung on hooks so the edges stay sharp. Good care doubles the life of every tool you own.",
  "",
  "A watering can with a long spout reaches the back of a border without trampling the plants. A rose on the spout gives seedlings a gentle shower. A 10 litre can is heavy when full, so many beginners prefer two smaller cans.",
  "",
  "Secateurs cut stems cleanly, which helps plants heal. Bypass secateurs work like scissors and suit living stems. Anvil secateurs crush a little, so keep them for dead wood. Sharpen the blade twice a season with a small stone.",
  "",
  "Gloves protect your hands from thorns, nettles and blisters. Leather gloves last longest, while cotton gloves with a rubber palm are cooler in summer. Buy them a size snug, because loose gloves slip and make fine work clumsy.",
  "",
  "A wheelbarrow moves compost, soil and cuttings around the plot. One wheel turns easily on narrow paths; two wheels stay steady with heavy loads. Check the tyre pressure in spring, since a soft tyre doubles the effort.",
  "",
  "A garden fork breaks up heavy clay better than a spade. Its tines slide between stones and roots. Lift potatoes with it in August, pushing the fork in well away from the plant so the tubers are not speared.",
  "",
  "A kneeling pad saves your knees during long sessions of weeding. Some pads fold into a small stool with handles, which helps older gardeners stand up again. A pad costs less than 15 pounds and lasts for many seasons.",
  "",
  "Finally, buy garden tools one at a time as the jobs demand them. A spade, a rake, a hoe and a pair of secateurs cover most of the first year. Add the rest when you know which jobs take most of your time.",
].join("\n");

const SHORT_BODY = [
  "Garden tools make every job easier.",
  "",
  "A spade from Leeds lasted 10 years. A rake levels the soil.",
].join("\n");
/** What the fake provider answers to Longer: two separate changes to SHORT_BODY. */
const LONGER_BODY = [
  "Garden tools make every job in the garden easier and faster.",
  "",
  "A spade from Leeds lasted 10 years. A rake levels the soil.",
  "",
  "A hoe keeps the weeds down, and ten minutes a week is enough.",
].join("\n");

async function signUp(page: Page, url: string): Promise<void> {
  await signUpAndSignIn(page, url, {
    email: uniqueEmail("assistant"),
    password: PASSWORD,
    name: "Assistant Writer",
  });
}

async function createItem(page: Page, url: string, content: string, extra: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  const res = await page.request.post(`${url}/api/v1/content`, {
    data: { id, title: TITLE, content, focusKeyphrase: KEYPHRASE, type: "seo", ...extra },
    headers: { origin: url },
  });
  expect(res.status()).toBe(201);
  return id;
}

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
const bodyField = (page: Page) => page.getByLabel("Content", { exact: true });
const panel = (page: Page) => page.getByTestId("assistant-panel");
const proposal = (page: Page) => page.getByRole("region", { name: /^Proposal:/ });
const history = (page: Page) => page.getByRole("list", { name: "Revisions" });

/** True when the two elements' boxes on screen overlap (one covers the other). */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error("Both elements must be on screen");
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

async function openItem(page: Page, url: string, id: string, body: string) {
  await page.goto(`${url}/content/${id}`);
  await expect.poll(() => bodyField(page).inputValue()).toBe(body);
  await expect
    .poll(() => panel(page).getByText("Hi! I can help you optimize your content.").isVisible())
    .toBe(true);
}

describe("AI Writing Assistant with the built-in engine", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ AI_BASE_URL: "", AI_API_KEY: "" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("proposes Shorter as a diff with scores and checks, saves it as an assistant revision that can be undone", async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, server.url);

    // A blank body sends nothing.
    await page.goto(`${server.url}/content/new`);
    const shorter = () => panel(page).getByRole("button", { name: "Shorter", exact: true });
    await expect.poll(() => shorter().isEnabled()).toBe(true);
    await shorter().click();
    await expect.poll(visible(page, "Content is required for optimization")).toBe(true);

    const id = await createItem(page, server.url, LONG_BODY);
    await openItem(page, server.url, id, LONG_BODY);
    await expect.poll(() => panel(page).getByText("Built-in engine").isVisible()).toBe(true);

    // Generate needs a language model: marked before the click, explained after it, never faked.
    const generate = panel(page).getByRole("button", { name: "Generate", exact: true });
    expect(await generate.getAttribute("data-available")).toBe("false");
    expect(await generate.getAttribute("title")).toContain("needs an AI provider");
    await generate.click();
    await expect.poll(visible(page, "Generate needs an AI provider, so nothing was changed.")).toBe(true);
    expect(await proposal(page).count()).toBe(0);

    // Shorter: the proposal is a diff with the score change and the checks; the body is untouched.
    await shorter().click();
    await expect.poll(() => proposal(page).isVisible()).toBe(true);
    expect(await bodyField(page).inputValue()).toBe(LONG_BODY);
    await expect
      .poll(() =>
        proposal(page)
          .getByText(/^Shortened the text from \d+ to \d+ words \(−\d+%\)$/)
          .isVisible(),
      )
      .toBe(true);
    // No language model wrote this: the proposal must not call it AI text.
    expect(await proposal(page).textContent()).toContain("built-in rewrite (no AI)");
    expect(await proposal(page).textContent()).not.toContain("AI text");
    await expect
      .poll(() =>
        proposal(page)
          .getByRole("list", { name: "Score change" })
          .getByText(/\d+% → \d+%/)
          .count(),
      )
      .toBe(3);
    expect(await proposal(page).locator("del").count()).toBeGreaterThan(0);
    const checks = proposal(page).getByRole("list", { name: "Checks" });
    expect(await checks.getByText("Shorter than before").isVisible()).toBe(true);
    expect(
      await checks.locator('[data-status="pass"]').filter({ hasText: "Focus keyphrase kept" }).count(),
    ).toBe(1);
    await expect.poll(visible(page, /^Here's a proposal: Shortened the text/)).toBe(true);
    await screenshot(page, "assistant-shorter-proposal-desktop");

    // Accept: the body changes and is saved as a revision marked as the assistant's.
    await proposal(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(visible(page, "Saved · version 2")).toBe(true);
    const shortened = await bodyField(page).inputValue();
    expect(shortened.length).toBeLessThan(LONG_BODY.length);
    expect(shortened.startsWith("Garden tools make every job")).toBe(true);
    await expect.poll(() => history(page).getByRole("listitem").count()).toBe(2);
    const newest = history(page).getByRole("listitem").first();
    expect(await newest.textContent()).toContain("Writing assistant");
    expect(await newest.textContent()).toContain("Shorter");
    const stored = await (await page.request.get(`${server.url}/api/v1/content/${id}`)).json();
    expect(stored.content).toBe(shortened);

    // Undo through the revision history: the original words come back.
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await expect.poll(visible(page, "Version 1 restored as version 3")).toBe(true);
    await expect.poll(() => bodyField(page).inputValue()).toBe(LONG_BODY);

    // A meta description suggestion maps to the built-in Meta Description action and fills that field.
    const metaSuggestion = page.getByRole("button").filter({ hasText: "There is no meta description." });
    await metaSuggestion.click();
    await expect
      .poll(() =>
        proposal(page)
          .getByText(/^Wrote a meta description of \d+ characters$/)
          .isVisible(),
      )
      .toBe(true);
    await proposal(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(visible(page, "Saved · version 4")).toBe(true);
    const meta = await page.getByLabel("Meta description").inputValue();
    expect(meta.length).toBeGreaterThan(50);
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(await bodyField(page).inputValue()).toBe(LONG_BODY);

    // A suggestion the built-in engine cannot act on is explained, not faked.
    await page.getByRole("button").filter({ hasText: "The text has no external links." }).click();
    await expect
      .poll(visible(page, /^The built-in engine has no fix for “The text has no external links\.”/))
      .toBe(true);
    expect(await proposal(page).count()).toBe(0);

    // Reset clears the conversation, the proposal and the history.
    await panel(page).getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => panel(page).getByText("Generate needs an AI provider").count()).toBe(0);
    await screenshot(page, "assistant-after-reset-desktop");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens as a full-screen dialog from the editor's toolbar at phone width", async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await signUp(page, server.url);
    const id = await createItem(page, server.url, LONG_BODY);
    await page.goto(`${server.url}/content/${id}`);
    await expect.poll(() => bodyField(page).inputValue()).toBe(LONG_BODY);

    const opener = page.getByRole("button", { name: "AI Assistant" });
    await expect.poll(() => opener.isVisible()).toBe(true);
    expect(await panel(page).isVisible()).toBe(false);
    // The opener covers nothing of the editor: not the Title field, not its length counter, wherever
    // the page is scrolled (here: the title at the bottom of the screen, then at the top).
    const title = page.getByLabel("Title", { exact: true });
    const titleCounter = page.getByText(`${TITLE.length}/60`, { exact: true });
    await screenshot(page, "assistant-opener-phone");
    for (const block of ["end", "start"] as const) {
      await title.evaluate((el, at) => el.scrollIntoView({ block: at }), block);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `assistant-opener-phone-title-${block}.png`) });
      expect(await overlap(opener, title)).toBe(false);
      expect(await overlap(opener, titleCounter)).toBe(false);
    }
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "AI Writing Assistant" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Focus starts inside and Tab stays inside.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Close assistant",
    );
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await dialog.getByRole("button", { name: "Shorter", exact: true }).click();
    await expect.poll(() => proposal(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The overlay covers the viewport; a full-page capture would show the page scrolled under it.
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "assistant-overlay-phone.png") });
    await dialog.evaluate((el) => el.scrollTo(0, 700));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "assistant-overlay-phone-proposal.png") });

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("AI Assistant");
    // The proposal survives closing the overlay.
    await opener.click();
    await expect.poll(() => proposal(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("AI Writing Assistant with an AI provider", () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-test-123",
      AI_MODEL: "fake-model",
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it("streams Longer, accepts part of it, and keeps the body on provider errors", async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await signUp(page, server.url);
    const id = await createItem(page, server.url, SHORT_BODY);
    await openItem(page, server.url, id, SHORT_BODY);
    await expect.poll(() => panel(page).getByText("AI · fake-model").isVisible()).toBe(true);

    // The answer streams in live, then becomes a proposal.
    const words = LONGER_BODY.match(/\S+\s*/g) ?? [];
    fake.script(fakeReplies.chunks(words, 60));
    await panel(page).getByRole("button", { name: "Longer", exact: true }).click();
    await expect.poll(visible(page, "AI is thinking...")).toBe(true);
    await expect.poll(() => page.getByTestId("assistant-stream").isVisible()).toBe(true);
    await expect.poll(() => proposal(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await bodyField(page).inputValue()).toBe(SHORT_BODY);
    await expect.poll(visible(page, /^Expanded the text from \d+ to \d+ words/)).toBe(true);
    expect(await proposal(page).textContent()).toContain("AI text, check it before accepting");
    const sent = fake.requests.at(-1)?.body;
    expect(JSON.stringify(sent)).toContain("A spade from Leeds lasted 10 years.");

    // Two separate changes: keep the new closing paragraph, leave the first sentence as it was.
    const boxes = proposal(page).getByRole("checkbox");
    await expect.poll(() => boxes.count()).toBe(2);
    await boxes.first().uncheck();
    await screenshot(page, "assistant-longer-partial-desktop");
    await proposal(page)
      .getByRole("button", { name: /^Accept selected/ })
      .click();
    await expect.poll(visible(page, "Saved · version 2")).toBe(true);
    const body = await bodyField(page).inputValue();
    expect(body.startsWith("Garden tools make every job easier.")).toBe(true);
    expect(body).toContain("A hoe keeps the weeds down, and ten minutes a week is enough.");
    expect(body).not.toContain("easier and faster");
    await expect.poll(() => history(page).getByText("Longer (1 of 2 changes)").isVisible()).toBe(true);

    // A provider failure: the apology, the server's reason below it, and an unchanged body.
    fake.script(fakeReplies.serverError());
    await panel(page).getByRole("button", { name: "Shorter", exact: true }).click();
    await expect
      .poll(visible(page, "Sorry, I encountered an error while optimizing the content."))
      .toBe(true);
    const apology = panel(page).getByRole("listitem").filter({ hasText: "Sorry, I encountered an error" });
    expect((await apology.textContent())?.length).toBeGreaterThan(
      "Sorry, I encountered an error while optimizing the content.".length,
    );
    expect(await proposal(page).count()).toBe(0);
    expect(await bodyField(page).inputValue()).toBe(body);

    // An answer cut off mid-stream is discarded, not shown as a proposal.
    fake.script(fakeReplies.cut(["Garden tools ", "are half of"]));
    await panel(page).getByRole("textbox", { name: "Your request" }).fill("Make the tone friendlier");
    await panel(page).getByRole("button", { name: "Send request" }).click();
    await expect.poll(visible(page, /interrupted before it was complete/)).toBe(true);
    expect(await proposal(page).count()).toBe(0);
    expect(await bodyField(page).inputValue()).toBe(body);
    await screenshot(page, "assistant-provider-error-desktop");

    // AI suggestions are labelled AI and leave the scores alone.
    fake.script(
      fakeReplies.json({
        suggestions: [
          {
            issue: "The introduction is flat",
            suggestion: "Open with the cracked spade story.",
            priority: "high",
          },
          {
            issue: "No call to action",
            suggestion: "Invite readers to share their favourite tool.",
            priority: "low",
          },
        ],
      }),
    );
    const seoBefore = await page.getByRole("button", { name: /^SEO Score/ }).textContent();
    await panel(page).getByRole("button", { name: "Get AI suggestions" }).click();
    const aiList = panel(page).getByRole("list", { name: "AI suggestions" });
    await expect.poll(() => aiList.getByRole("listitem").count()).toBe(2);
    expect(await aiList.getByText("AI", { exact: true }).count()).toBe(2);
    expect(await page.getByRole("button", { name: /^SEO Score/ }).textContent()).toBe(seoBefore);

    // A suggestion from the analysis panel is sent as the instruction.
    fake.script(fakeReplies.text(`${body}\n\nWhich garden tool do you reach for first?`));
    const suggestion = page
      .getByRole("button")
      .filter({ hasText: /The text has \d+ words\. The target is at least 300/ });
    await suggestion.click();
    await expect.poll(() => proposal(page).isVisible()).toBe(true);
    const request: string = fake.requests.at(-1)?.body?.messages?.at(-1)?.content ?? "";
    expect(request).toMatch(/<<<REQUEST>>>\nThe text has \d+ words\. The target is at least 300\./);
    await screenshot(page, "assistant-provider-desktop");
    expect(errors).toEqual([]);
    await context.close();
  });
});
