import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WORKSPACE_MESSAGES } from "@ranklens/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectUrl } from "../apps/server/src/monitoring/alerts/change-email-parts";
import { signUpAndSignIn, submitLoginForm, uniqueEmail } from "./support/accounts";
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const PASSWORD = "alert links password 123";
const GARDEN = "Garden Co";
const RITA_OWN = "Rita's shop";

const visible = (page: Page, text: string | RegExp) => () =>
  page
    .getByText(text)
    .first()
    .isVisible()
    .catch(() => false);

/** The workspace the browser's session acts on, as the server sees it. */
async function activeWorkspace(page: Page, serverUrl: string): Promise<string> {
  return (await (await page.request.get(`${serverUrl}/api/v1/workspaces`)).json()).activeId;
}

/**
 * The project links of alert e-mails (built by the mail templates' own projectUrl) opened by a
 * reader who belongs to several workspaces and has another one active, by the same reader signed
 * out, and by someone who is not a member of the project's workspace.
 */
describe("alert e-mail links open the project in its workspace", () => {
  let browser: Browser;
  let server: RunningServer;
  let site: Server;
  let link: string;
  let projectName: string;
  let gardenId: string;
  let ritaOwnId: string;
  const rita = { email: uniqueEmail("rita"), password: PASSWORD, name: "Rita Reader" };

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ BILLING: "off" });
    site = createServer((_req, res) => {
      res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end("<!doctype html><html lang='en'><title>Garden sheds</title><h1>Garden sheds</h1></html>");
    });
    site.listen(0, "127.0.0.1");
    await once(site, "listening");
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    const write = { headers: { origin: server.url } };

    // Bea owns "Garden Co" and its project, and invites Rita.
    const bea = await newPage(browser);
    const reader = await newPage(browser);
    try {
      await signUpAndSignIn(bea.page, server.url, {
        email: uniqueEmail("bea"),
        password: PASSWORD,
        name: "Bea Owner",
      });
      gardenId = await activeWorkspace(bea.page, server.url);
      expect(
        (
          await bea.page.request.patch(`${server.url}/api/v1/workspaces/${gardenId}`, {
            ...write,
            data: { name: GARDEN },
          })
        ).status(),
      ).toBe(200);
      const created = await bea.page.request.post(`${server.url}/api/v1/projects`, {
        ...write,
        data: { siteUrl, name: "Garden sheds site" },
      });
      expect(created.status()).toBe(201);
      const project = await created.json();
      projectName = project.name;
      link = projectUrl(server.url, { id: project.id, workspaceId: gardenId });
      expect(link).toBe(`${server.url}/projects/${project.id}?workspace=${gardenId}`);
      const invited = await bea.page.request.post(`${server.url}/api/v1/workspaces/${gardenId}/invitations`, {
        ...write,
        data: { email: rita.email, role: "editor" },
      });
      expect(invited.status()).toBe(201);
      const token = (await server.smtp.next(rita.email)).decoded.match(/\/invite\/([\w-]+)/)?.[1];

      // Rita has her own workspace too, joins Garden Co, then goes back to her own.
      await signUpAndSignIn(reader.page, server.url, rita);
      ritaOwnId = await activeWorkspace(reader.page, server.url);
      await reader.page.request.patch(`${server.url}/api/v1/workspaces/${ritaOwnId}`, {
        ...write,
        data: { name: RITA_OWN },
      });
      const accepted = await reader.page.request.post(`${server.url}/api/v1/invitations/accept`, {
        ...write,
        data: { token },
      });
      expect(accepted.status()).toBe(200);
      const back = await reader.page.request.post(
        `${server.url}/api/v1/workspaces/${ritaOwnId}/activate`,
        write,
      );
      expect(back.status()).toBe(200);
    } finally {
      await bea.context.close();
      await reader.context.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    site?.close();
  });

  /** The project screen in Garden Co, the parameter gone from the address, the session switched. */
  async function expectProjectInGarden(page: Page) {
    await page.getByRole("heading", { name: projectName, level: 1 }).waitFor();
    await page.waitForURL((url) => !url.searchParams.has("workspace"));
    expect(new URL(page.url()).pathname).toBe(new URL(link).pathname);
    expect(await activeWorkspace(page, server.url)).toBe(gardenId);
    const switcher = page.getByRole("button", { name: /^Workspace: / });
    expect(await switcher.textContent()).toContain(GARDEN);
  }

  it("a member active in another workspace lands on the project, switched to its workspace", async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      await page.goto(`${server.url}/login`);
      await submitLoginForm(page, rita.email, rita.password);
      await page.waitForURL(`${server.url}/dashboard`);
      // A new session starts in her oldest workspace, her own.
      expect(await activeWorkspace(page, server.url)).toBe(ritaOwnId);
      // Without the parameter the project is another workspace's: the screen cannot show it.
      const projectPath = new URL(link).pathname;
      const answered = page.waitForResponse(
        (res) => res.url().endsWith(`/api/v1${projectPath}`) && res.request().method() === "GET",
      );
      await page.goto(`${server.url}${projectPath}`);
      expect((await answered).status()).toBe(404);
      expect(await page.getByRole("heading", { name: projectName, level: 1 }).count()).toBe(0);

      await page.goto(link);
      await expectProjectInGarden(page);
      await expect.poll(visible(page, WORKSPACE_MESSAGES.toast.switched(GARDEN))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("signed out, the link goes through sign-in and lands on the project in its workspace", async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      await page.goto(link);
      await page.waitForURL(/\/login\?redirectTo=/);
      const redirectTo = new URL(page.url()).searchParams.get("redirectTo");
      expect(redirectTo).toBe(`${new URL(link).pathname}?workspace=${gardenId}`);
      await submitLoginForm(page, rita.email, rita.password);
      await expectProjectInGarden(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("someone outside the project's workspace is told so, on a desktop and a phone", async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      const nina = { email: uniqueEmail("nina"), password: PASSWORD, name: "Nina Outsider" };
      await signUpAndSignIn(page, server.url, nina);
      const own = await activeWorkspace(page, server.url);
      await page.goto(link);
      await page.getByRole("heading", { name: WORKSPACE_MESSAGES.linkNotMember }).waitFor();
      expect(await page.getByRole("main").textContent()).toContain(nina.email);
      expect(await page.getByRole("heading", { name: projectName }).count()).toBe(0);
      // Nothing switched, and the address still says what the link asked for.
      expect(new URL(page.url()).searchParams.get("workspace")).toBe(gardenId);
      expect(await activeWorkspace(page, server.url)).toBe(own);
      await screenshot(page, "alert-link-not-member-desktop");
      await page.setViewportSize(PHONE);
      await page.getByRole("heading", { name: WORKSPACE_MESSAGES.linkNotMember }).waitFor();
      // The sidebar becomes a closed drawer once its slide out ends.
      await page.locator("#app-sidebar").waitFor({ state: "hidden" });
      const widths = await page.evaluate(() => ({
        doc: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(widths.doc).toBeLessThanOrEqual(widths.view);
      await screenshot(page, "alert-link-not-member-phone");
      await page.setViewportSize(DESKTOP);

      // Leaving for the dashboard drops the link: the sidebar's pages are their own workspace's again.
      await page.getByRole("link", { name: "Go to your dashboard" }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      await page
        .getByRole("heading", { name: WORKSPACE_MESSAGES.linkNotMember })
        .waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
