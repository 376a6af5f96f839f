import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/** A small site on a loopback address whose pages the test changes between checks. */
interface LocalSite {
  url: string;
  pages: Record<string, string>;
  close(): Promise<void>;
}

// Own site and competitor on different loopback addresses, so their hosts differ (Linux routes all of 127/8 to lo).
async function startLocalSite(host: string, pages: Record<string, string>): Promise<LocalSite> {
  const server: Server = createServer((req, res) => {
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
  server.listen(0, host);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    pages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const html = (title: string, text: string, head = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}` +
  `<meta name="description" content="${title}: garden sheds, tool racks and tidy shelves for every garden.">` +
  `</head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

const SHED_TEXT =
  "Our garden sheds are built from larch and keep tools dry through every winter. Each shed comes with shelves, " +
  "hooks for rakes and a bench for potting plants. Delivery takes two weeks and assembly takes one afternoon.";
const NEW_SHED_TEXT =
  "Metal sheds now join our range: galvanised steel that never rots, with a lifetime guarantee. Each shed comes " +
  "with shelves, a lockable door and a skylight. Delivery takes five days and we assemble it for you for free.";

const PASSWORD = "projects password 123";

const visible = (page: Page, text: string | RegExp) => () =>
  page
    .getByText(text)
    .first()
    .isVisible()
    .catch(() => false);

/** The page itself never scrolls sideways on a phone: wide tables scroll inside their card. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    // The outermost elements that stick out, so a failure names its culprit.
    const wide = [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter(
        (el) =>
          !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth + 0.5,
      )
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${(el.textContent ?? "").slice(0, 60)}`);
    return { doc: document.documentElement.scrollWidth, view: window.innerWidth, wide };
  });
  expect(widths.doc, widths.wide.join("\n")).toBeLessThanOrEqual(widths.view);
}

/** Presses Check now and waits until the run it started completed (the page follows it, then reloads the project). */
async function checkNow(page: Page, serverUrl: string, projectId: string): Promise<void> {
  const started = page.waitForResponse(
    (res) => res.url().endsWith(`/api/v1/projects/${projectId}/check`) && res.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Check now" }).click();
  const response = await started;
  expect(response.status()).toBe(202);
  const run = await response.json();
  const runUrl = `${serverUrl}/api/v1/projects/${projectId}/runs/${run.id}`;
  await expect
    .poll(async () => (await (await page.request.get(runUrl)).json()).state, { timeout: 60_000 })
    .toBe("completed");
  const done = await (await page.request.get(runUrl)).json();
  expect(done.pagesDone).toBe(done.pagesTotal);
  // The page followed the same run to its end, with its counts.
  await expect
    .poll(visible(page, `Check complete: ${done.pagesDone} of ${done.pagesTotal} pages checked.`), {
      timeout: 10_000,
    })
    .toBe(true);
  expect(await page.getByRole("button", { name: "Check now" }).isEnabled()).toBe(true);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("Projects (no plans on this server)", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ BILLING: "off" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)(
    "on a %s: creates a project with a competitor, checks, sees a change on the timeline, in the diff and on the dashboard",
    async (name, viewport) => {
      const own = await startLocalSite("127.0.0.1", {
        "/": html("Garden sheds", SHED_TEXT),
        "/pricing": html("Shed prices", `Prices for every shed. ${SHED_TEXT}`),
      });
      const rival = await startLocalSite("127.0.0.2", {
        // Solar panels: a topic only the rival covers, so the keyword gaps have one to show.
        "/": html(
          "Rival sheds with solar panels",
          `Cheap sheds from the rival. Solar panels on every shed roof: the solar panels light the shed. ${SHED_TEXT}`,
        ),
      });
      const { context, page, errors } = await newPage(browser, viewport);
      // On a phone the page itself never scrolls sideways: wide tables scroll inside their card.
      const fitsTheScreen = async (p: Page) => {
        if (name === "phone") await expectNoSidewaysScroll(p);
      };
      try {
        const account = { email: uniqueEmail(`monitor-${name}`), password: PASSWORD, name: "Moni Tor" };
        await signUpAndSignIn(page, server.url, account, "/projects");
        // Empty state: what monitoring does, and a way to start.
        await page.getByRole("heading", { name: "Monitor a site and its competitors" }).waitFor();
        await screenshot(page, `projects-empty-${name}`);
        await fitsTheScreen(page);
        await page.getByRole("button", { name: "New project" }).click();
        const dialog = page.getByRole("dialog");

        // The server refuses a tracked page on no site of the project, at the Tracked pages field.
        await dialog.getByLabel("Site URL").fill(`${own.url}/`);
        await dialog.getByLabel("Competitors").fill(`${rival.url}/`);
        await dialog.getByLabel("Tracked pages").fill("http://elsewhere.test/page");
        await dialog.getByRole("button", { name: "Create project" }).click();
        const pagesField = dialog.getByLabel("Tracked pages");
        await expect.poll(() => pagesField.getAttribute("aria-invalid")).toBe("true");
        const errorId = (await pagesField.getAttribute("aria-describedby"))
          ?.split(" ")
          .find((id) => id.endsWith("-error"));
        expect(await page.locator(`[id="${errorId}"]`).textContent()).toContain("elsewhere.test");
        // No plan limits on this server: every schedule can be chosen.
        expect(await dialog.getByRole("radio", { name: "Daily" }).isDisabled()).toBe(false);
        await screenshot(page, `projects-dialog-${name}`);
        await fitsTheScreen(page);

        await pagesField.fill([`${own.url}/`, `${own.url}/pricing`, `${rival.url}/`].join("\n"));
        await dialog.getByRole("radio", { name: "Daily" }).check();
        await dialog.getByRole("button", { name: "Create project" }).click();
        await page.waitForURL(/\/projects\/[\w-]+$/);
        const projectPath = new URL(page.url()).pathname;
        const projectId = projectPath.split("/").pop() as string;
        await page.getByRole("heading", { level: 1 }).waitFor();
        const table = page.getByRole("table").filter({ hasText: "Last observed" });
        await table.waitFor();
        expect(await table.getByRole("row").count()).toBe(4);
        expect(await table.textContent()).toContain("Not checked yet");

        // First check: every page observed.
        await checkNow(page, server.url, projectId);
        const pricingRow = table.getByRole("row").filter({ hasText: `${own.url}/pricing` });
        await expect.poll(() => pricingRow.textContent()).toContain("Shed prices");
        expect(await pricingRow.getByRole("cell").nth(2).textContent()).toBe("200");
        const rivalRow = table.getByRole("row").filter({ hasText: `${rival.url}/` });
        expect(await rivalRow.textContent()).toContain("Competitor: 127.0.0.2");

        // The site changes: a new title, a rewritten text and a noindex that slipped in on the pricing page.
        own.pages["/pricing"] = html(
          "Metal shed prices",
          `Prices for every shed. ${NEW_SHED_TEXT}`,
          '<meta name="robots" content="noindex">',
        );
        await checkNow(page, server.url, projectId);

        const changes = page
          .locator("section")
          .filter({ has: page.getByRole("heading", { name: "Changes", exact: true }) });
        const warnings = changes.getByRole("region", { name: /Warning changes/ });
        await expect
          .poll(() => warnings.textContent().catch(() => ""), { timeout: 20_000 })
          .toContain("Title changed");
        const titleChange = warnings.getByRole("listitem").filter({ hasText: "Title changed" });
        const said = (await titleChange.textContent()) ?? "";
        expect(said).toContain(`${own.url}/pricing`);
        expect(said).toContain("Shed prices");
        expect(said).toContain("Metal shed prices");
        // The severity is a word, not only a colour.
        expect(await titleChange.getByText("Warning", { exact: true }).isVisible()).toBe(true);
        const critical = changes.getByRole("region", { name: /Critical changes/ });
        expect(await critical.textContent()).toContain("noindex appeared");
        expect(await critical.getByText("Critical", { exact: true }).isVisible()).toBe(true);
        const chart = page.getByRole("img", { name: /^SEO score/ });
        expect(await chart.getAttribute("aria-label")).toContain("127.0.0.2");
        // The trend cards, from the same two checks (both today): changes by severity, no crawl yet, the rival's keyword gaps.
        const trends = await (
          await page.request.get(`${server.url}/api/v1/projects/${projectId}/trends`)
        ).json();
        const today = trends.changesByDay.at(-1);
        expect(today).toMatchObject({ critical: 1 });
        expect(today.warning).toBeGreaterThan(0);
        const issues = page.getByRole("img", { name: /^Changes detected/ });
        await expect
          .poll(() => issues.getAttribute("aria-label").catch(() => ""))
          .toContain(
            `latest ${today.date.slice(0, 10)}: Critical 1, Warning ${today.warning}, Info ${today.info}`,
          );
        // Stacked by severity, one column a day (no part hides another); the newest day's numbers are also written out.
        expect(await issues.locator("rect").count()).toBeGreaterThanOrEqual(1 + 2 + 3);
        expect(
          await page.getByText(`Critical 1 · Warning ${today.warning} · Info ${today.info}`).isVisible(),
        ).toBe(true);
        expect(await page.getByText("No completed crawl of this site yet.").isVisible()).toBe(true);
        const gapsTable = page.getByRole("table", { name: /^Gaps at the check of/ });
        await gapsTable.waitFor();
        const gapKeywords = await gapsTable.getByRole("rowheader").allTextContents();
        expect(gapKeywords).toEqual(trends.keywordGaps.current.map((g: { keyword: string }) => g.keyword));
        expect(
          gapKeywords.some((k) => k.includes("solar")),
          gapKeywords.join(", "),
        ).toBe(true);
        expect(await gapsTable.textContent()).toContain("127.0.0.2:");
        await screenshot(page, `project-${name}`);
        await fitsTheScreen(page);

        // The page timeline: two checks, the title before and after, the words added and removed.
        await titleChange.getByRole("link", { name: /Page timeline/ }).click();
        await page.waitForURL(/\/pages\/\d+$/);
        const timelinePath = new URL(page.url()).pathname;
        const timeline = page.getByRole("table", { name: "Checks of this page, newest first" });
        await timeline.waitFor();
        expect(await timeline.getByRole("row").count()).toBe(3);
        expect(await timeline.getByRole("row").nth(1).textContent()).toContain("Metal shed prices");
        expect(await timeline.getByRole("row").nth(2).textContent()).toContain("Shed prices");
        const fields = page.getByRole("table", { name: "Fields that changed" });
        await fields.waitFor();
        const titleRow = fields
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: "Title", exact: true }) });
        expect(await titleRow.getByRole("cell").allTextContents()).toEqual([
          "Shed prices",
          "Metal shed prices",
        ]);
        expect(await page.locator("ins").filter({ hasText: "galvanised" }).count()).toBeGreaterThan(0);
        expect(await page.locator("del").filter({ hasText: "larch" }).count()).toBeGreaterThan(0);
        // Comparing the same two checks the other way round swaps them.
        const history = await (await page.request.get(`${server.url}/api/v1${timelinePath}/history`)).json();
        const [first, second] = history.observations;
        await page.getByLabel("From").selectOption(String(second.id));
        await page.getByLabel("To").selectOption(String(first.id));
        await expect
          .poll(() => titleRow.getByRole("cell").allTextContents())
          .toEqual(["Metal shed prices", "Shed prices"]);
        await page.getByLabel("From").selectOption(String(first.id));
        await page.getByLabel("To").selectOption(String(second.id));
        await expect
          .poll(() => titleRow.getByRole("cell").allTextContents())
          .toEqual(["Shed prices", "Metal shed prices"]);
        await screenshot(page, `project-page-timeline-${name}`);
        await fitsTheScreen(page);

        // The dashboard: the project at a glance, with the change.
        await page.goto(`${server.url}/dashboard`);
        const glance = page.getByRole("region", { name: "Projects at a glance" });
        await glance.waitFor();
        await expect.poll(() => glance.textContent()).toContain("noindex appeared");
        const seen = (await glance.textContent()) ?? "";
        expect(seen).toContain(`${own.url}/pricing`);
        // The critical change leads the newest changes, and counts as open.
        expect(seen.indexOf("Criticalnoindex appeared")).toBeLessThan(seen.indexOf("Warning"));
        expect(seen).toContain("Open critical1");
        // The blurbs are for workspaces without projects.
        expect(await page.getByRole("heading", { name: "Content Management" }).count()).toBe(0);
        expect(await page.getByRole("heading", { name: /Welcome to RankLens/ }).isVisible()).toBe(true);
        await screenshot(page, `dashboard-projects-${name}`);
        await fitsTheScreen(page);

        // The list: the project with its last check.
        await page.goto(`${server.url}/projects`);
        const row = page.getByRole("listitem").filter({ hasText: "tracked pages" });
        await row.waitFor();
        expect(await row.textContent()).toContain("3 tracked pages");
        expect(await row.textContent()).not.toContain("Not checked yet");
        expect(await row.textContent()).toContain("Open critical1");
        await screenshot(page, `projects-${name}`);
        await fitsTheScreen(page);

        // Edit keeps the site and saves the rest; Delete asks, then the list is empty again.
        await page.goto(`${server.url}${projectPath}`);
        await page.getByRole("button", { name: "Edit" }).click();
        const edit = page.getByRole("dialog");
        expect(await edit.getByLabel("Site URL").getAttribute("readonly")).not.toBeNull();
        expect(await edit.getByLabel("Tracked pages").inputValue()).toContain(`${own.url}/pricing`);
        await edit.getByLabel("Name (optional)").fill("Shed watch");
        await edit.getByRole("button", { name: "Save changes" }).click();
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Shed watch");

        // Alert rules: mute one kind of change, raise another; saved on the project, kept after a reload.
        await page.getByLabel("Meta description changed").selectOption("mute");
        await page.getByLabel("Title changed").selectOption("critical");
        await page.getByRole("button", { name: "Save rules" }).click();
        await expect
          .poll(
            async () => (await (await page.request.get(`${server.url}/api/v1${projectPath}`)).json()).rules,
          )
          .toEqual({ description_changed: "mute", title_changed: "critical" });
        await page.reload();
        expect(await page.getByLabel("Meta description changed").inputValue()).toBe("mute");
        expect(await page.getByLabel("H1 changed").inputValue()).toBe("default");
        await screenshot(page, `project-rules-${name}`);
        await page.getByRole("button", { name: "Delete" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
        await page.waitForURL(`${server.url}/projects`);
        await page.getByRole("heading", { name: "Monitor a site and its competitors" }).waitFor();
        expect((await page.request.get(`${server.url}/api/v1${projectPath}`)).status()).toBe(404);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        await own.close();
        await rival.close();
      }
    },
  );
});

describe("Projects for a viewer (no plans on this server)", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ BILLING: "off" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows a viewer the project without Edit or Delete, Check now disabled with the reason, and the API refuses", async () => {
    const site = await startLocalSite("127.0.0.1", { "/": html("Garden sheds", SHED_TEXT) });
    const owner = await newPage(browser);
    const viewer = await newPage(browser);
    const write = { headers: { origin: server.url } };
    try {
      const ownerAccount = { email: uniqueEmail("owner"), password: PASSWORD, name: "Olivia Owner" };
      await signUpAndSignIn(owner.page, server.url, ownerAccount);
      const { activeId } = await (await owner.page.request.get(`${server.url}/api/v1/workspaces`)).json();
      const created = await owner.page.request.post(`${server.url}/api/v1/projects`, {
        ...write,
        data: { siteUrl: `${site.url}/` },
      });
      expect(created.status()).toBe(201);
      const project = await created.json();
      const viewerAccount = { email: uniqueEmail("viewer"), password: PASSWORD, name: "Vera Viewer" };
      const invited = await owner.page.request.post(
        `${server.url}/api/v1/workspaces/${activeId}/invitations`,
        {
          ...write,
          data: { email: viewerAccount.email, role: "viewer" },
        },
      );
      expect(invited.status()).toBe(201);
      const mail = await server.smtp.next(viewerAccount.email);
      const token = mail.decoded.match(/\/invite\/([\w-]+)/)?.[1];
      expect(token).toBeTruthy();

      await signUpAndSignIn(viewer.page, server.url, viewerAccount);
      const accepted = await viewer.page.request.post(`${server.url}/api/v1/invitations/accept`, {
        ...write,
        data: { token },
      });
      expect(accepted.status()).toBe(200);

      await viewer.page.goto(`${server.url}/projects/${project.id}`);
      await viewer.page.getByRole("heading", { name: project.name, level: 1 }).waitFor();
      const checkNow = viewer.page.getByRole("button", { name: "Check now" });
      expect(await checkNow.isDisabled()).toBe(true);
      expect(await checkNow.getAttribute("title")).toBeTruthy();
      expect(await viewer.page.getByRole("button", { name: "Edit" }).count()).toBe(0);
      expect(await viewer.page.getByRole("button", { name: "Delete" }).count()).toBe(0);
      expect(await viewer.page.getByLabel("Title changed").isDisabled()).toBe(true);
      expect(await viewer.page.getByRole("button", { name: "Save rules" }).count()).toBe(0);
      expect(
        await viewer.page.getByText("Viewers can read but not manage monitoring projects.").isVisible(),
      ).toBe(true);
      const refused = await viewer.page.request.post(
        `${server.url}/api/v1/projects/${project.id}/check`,
        write,
      );
      expect(refused.status()).toBe(403);
      await viewer.page.goto(`${server.url}/projects`);
      await viewer.page.getByRole("link", { name: project.name }).waitFor();
      expect(await viewer.page.getByRole("button", { name: "New project" }).isDisabled()).toBe(true);
      await screenshot(viewer.page, "projects-viewer-desktop");
      expect(owner.errors).toEqual([]);
      expect(viewer.errors).toEqual([]);
    } finally {
      await owner.context.close();
      await viewer.context.close();
      await site.close();
    }
  });
});

describe("Projects on the Basic plan", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("offers only the plan's schedules, the others marked Pro with an upgrade link", async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      const account = { email: uniqueEmail("basic-monitor"), password: PASSWORD, name: "Basic Monitor" };
      await signUpAndSignIn(page, server.url, account, "/projects");
      await page.getByRole("button", { name: "New project" }).click();
      const dialog = page.getByRole("dialog");
      const pages = dialog.getByRole("group", { name: "Check tracked pages" });
      expect(await pages.getByRole("radio", { name: /Daily/ }).isDisabled()).toBe(true);
      expect(await pages.getByRole("radio", { name: /Weekly/ }).isChecked()).toBe(true);
      expect(await pages.getByText("Pro", { exact: true }).isVisible()).toBe(true);
      expect(await pages.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/upgrade");
      const crawls = dialog.getByRole("group", { name: "Recrawl the site" });
      expect(await crawls.getByRole("radio", { name: /Monthly/ }).isDisabled()).toBe(true);
      expect(await crawls.getByRole("radio", { name: /Off/ }).isChecked()).toBe(true);
      await screenshot(page, "projects-dialog-basic-desktop");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
