import { WORKSPACE_MESSAGES } from "@ranklens/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBin } from "../packages/cli/src/test-kit/run-bin";
import { signUpAndSignIn, submitLoginForm, uniqueEmail } from "./support/accounts";
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

const PASSWORD = "workspace password 123";
const WORKSPACE = "Acme Marketing";
const SHARED_TITLE = "Spring campaign landing page";

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** The invitation link of the last e-mail sent to `email`. */
async function invitationLink(email: string): Promise<string> {
  const mail = await server.smtp.next(email);
  const link = mail.decoded.match(new RegExp(`${server.url}/invite/[\\w-]+`))?.[0];
  if (!link) throw new Error(`no invitation link in the mail to ${email}:\n${mail.decoded}`);
  return link;
}

/** Puts the user's own workspace on Pro (10 seats) the way an operator does: `ranklens users set-plan`. */
async function makePro(email: string): Promise<void> {
  const result = await runBin(["users", "set-plan", email, "pro"], { DATA_DIR: server.dataDir });
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
}

/** The sidebar's workspace switcher button (the drawer's on a phone). */
const switcher = (page: Page) => page.getByRole("button", { name: /^Workspace: / });

async function inviteThroughForm(page: Page, email: string, role: "Admin" | "Editor" | "Viewer") {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect.poll(visible(page, WORKSPACE_MESSAGES.toast.invited(email))).toBe(true);
}

describe("workspaces in the browser", () => {
  it("owner invites by e-mail → invitee registers from the link, joins, reads shared content → made viewer: read-only, API refuses", async () => {
    // The owner: renames their personal workspace and writes something to share.
    const owner = await newPage(browser);
    const ownerEmail = uniqueEmail("owner");
    await signUpAndSignIn(owner.page, server.url, {
      email: ownerEmail,
      password: PASSWORD,
      name: "Olivia Owner",
    });
    const created = await owner.page.request.post(`${server.url}/api/v1/content`, {
      data: { id: crypto.randomUUID(), title: SHARED_TITLE, content: "Spring is here." },
      headers: { origin: server.url },
    });
    expect(created.status()).toBe(201);
    const sharedId = ((await created.json()) as { id: string }).id;

    await owner.page.getByRole("link", { name: "Workspace", exact: true }).click();
    await owner.page.waitForURL(`${server.url}/workspace`);
    const nameField = owner.page.getByLabel("Workspace name");
    await expect.poll(() => nameField.isEditable()).toBe(true);
    await nameField.fill(WORKSPACE);
    await owner.page.getByRole("button", { name: "Save name" }).click();
    await expect.poll(visible(owner.page, WORKSPACE_MESSAGES.toast.renamed)).toBe(true);
    // The switcher follows the new name.
    await expect.poll(async () => (await switcher(owner.page).textContent()) ?? "").toContain(WORKSPACE);
    expect(await switcher(owner.page).textContent()).toContain("Owner");
    await expect.poll(visible(owner.page, "Transfer ownership")).toBe(true);
    await screenshot(owner.page, "workspaces-general-desktop");

    // On Basic (1 seat) the owner is alone: the form says so, with the seats used, and is closed
    // before anyone types an address; the server refuses all the same (402).
    await owner.page.getByRole("link", { name: "Members", exact: true }).click();
    await owner.page.waitForURL(`${server.url}/workspace/members`);
    const seatLimit = WORKSPACE_MESSAGES.seatLimit("Basic", 1);
    const seatsTaken = "All 1 seat of the Basic plan is taken: 1 member, no pending invitations.";
    await expect.poll(visible(owner.page, seatLimit)).toBe(true);
    await expect.poll(visible(owner.page, seatsTaken)).toBe(true);
    const send = owner.page.getByRole("button", { name: "Send invitation" });
    expect(await send.isDisabled()).toBe(true);
    expect(await send.getAttribute("title")).toBe(seatsTaken);
    expect(await owner.page.getByLabel("Email address").isDisabled()).toBe(true);
    const notice = owner.page.locator("#invite-seats-full");
    expect(await notice.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/upgrade");
    const inviteeEmail = uniqueEmail("invitee");
    const workspaceId = (await (await owner.page.request.get(`${server.url}/api/v1/workspaces`)).json())
      .activeId;
    const refused = await owner.page.request.post(
      `${server.url}/api/v1/workspaces/${workspaceId}/invitations`,
      {
        headers: { origin: server.url },
        data: { email: inviteeEmail, role: "editor" },
      },
    );
    expect(refused.status()).toBe(402);
    await screenshot(owner.page, "workspaces-seat-limit-desktop");

    // On Pro (10 seats): invite one person who will join, and one who will not (yet).
    await makePro(ownerEmail);
    await owner.page.reload();
    await expect.poll(() => owner.page.getByLabel("Email address").isVisible()).toBe(true);
    expect(await owner.page.getByText(seatLimit).count()).toBe(0);
    const pendingEmail = uniqueEmail("pending");
    await inviteThroughForm(owner.page, inviteeEmail, "Editor");
    await inviteThroughForm(owner.page, pendingEmail, "Viewer");
    const invitations = owner.page.getByRole("list", { name: "Invitations" });
    await expect.poll(() => invitations.getByText(pendingEmail).isVisible()).toBe(true);
    expect(await invitations.textContent()).toContain("Invited by Olivia Owner");
    // The same address again is refused in place with the server's words.
    await owner.page.getByLabel("Email address").fill(pendingEmail);
    await owner.page.getByRole("button", { name: "Send invitation" }).click();
    await expect.poll(visible(owner.page, WORKSPACE_MESSAGES.alreadyInvited(pendingEmail))).toBe(true);

    // The invitee opens the e-mailed link in their own browser, signed out.
    const link = await invitationLink(inviteeEmail);
    const invitee = await newPage(browser);
    await invitee.page.goto(link);
    await expect
      .poll(() => invitee.page.getByRole("heading", { name: `Join ${WORKSPACE}` }).isVisible())
      .toBe(true);
    const card = (await invitee.page.getByRole("main").textContent()) ?? "";
    expect(card).toContain(`You're invited to ${WORKSPACE} as editor.`);
    expect(card).toContain("Olivia Owner");
    await screenshot(invitee.page, "workspaces-invite-signed-out-desktop");
    await invitee.page.setViewportSize(PHONE);
    await screenshot(invitee.page, "workspaces-invite-signed-out-phone");
    await invitee.page.setViewportSize({ width: 1280, height: 800 });

    // Create account: the invited address is filled in; after registering and signing in they come back.
    await invitee.page.getByRole("link", { name: "Create account" }).click();
    await invitee.page.waitForURL(/\/register\?/);
    await expect.poll(() => invitee.page.getByLabel("Email address").inputValue()).toBe(inviteeEmail);
    await invitee.page.getByLabel("Full name").fill("Ivan Invitee");
    await invitee.page.getByLabel("Password").fill(PASSWORD);
    await invitee.page.getByRole("button", { name: "Create account" }).click();
    await invitee.page.waitForURL(/\/login\?/);
    await submitLoginForm(invitee.page, inviteeEmail, PASSWORD);
    await invitee.page.waitForURL(link);
    await invitee.page.getByRole("button", { name: "Accept invitation" }).click();
    await expect.poll(visible(invitee.page, WORKSPACE_MESSAGES.toast.joined(WORKSPACE))).toBe(true);
    await invitee.page.waitForURL(`${server.url}/dashboard`);

    // They now work in the owner's workspace: its content, and who wrote it.
    await expect.poll(async () => (await switcher(invitee.page).textContent()) ?? "").toContain(WORKSPACE);
    await invitee.page.getByRole("link", { name: "Content", exact: true }).click();
    const sharedCard = invitee.page.getByRole("article").filter({ hasText: SHARED_TITLE });
    await expect.poll(() => sharedCard.isVisible()).toBe(true);
    expect(await sharedCard.textContent()).toContain("Created by Olivia Owner");

    // The owner sees them as a member, with the other invitation still pending, and makes them viewer.
    await owner.page.reload();
    const role = owner.page.getByLabel("Role of Ivan Invitee");
    await expect.poll(() => role.inputValue()).toBe("editor");
    await screenshot(owner.page, "workspaces-members-desktop");
    await owner.page.setViewportSize(PHONE);
    // The sidebar slides away as a closed drawer at this width.
    await expect.poll(() => owner.page.locator("#app-sidebar").isVisible()).toBe(false);
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(owner.page, "workspaces-members-phone");
    await owner.page.setViewportSize({ width: 1280, height: 800 });
    await role.selectOption("viewer");
    await expect.poll(visible(owner.page, WORKSPACE_MESSAGES.toast.roleChanged)).toBe(true);

    // The viewer's editor is read-only (the role is read when the window regains focus or on reload).
    await invitee.page.goto(`${server.url}/content/${sharedId}`);
    const save = invitee.page.getByRole("button", { name: "Save Content" });
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await save.getAttribute("title")).toBe(
      "Your role (viewer) cannot create or change content in this workspace.",
    );
    await expect.poll(visible(invitee.page, "Viewers can read but not create or change content.")).toBe(true);
    expect(await invitee.page.getByLabel("Title").isEditable()).toBe(false);
    expect(await invitee.page.getByRole("button", { name: "New Content" }).isDisabled()).toBe(true);
    await screenshot(invitee.page, "workspaces-viewer-editor-desktop");

    // The API agrees with the disabled button: a direct write from the viewer's session is refused.
    const put = await invitee.page.request.put(`${server.url}/api/v1/content/${sharedId}`, {
      data: { title: "Changed by a viewer", content: "", version: 1 },
      headers: { origin: server.url },
    });
    expect(put.status()).toBe(403);
    expect(((await put.json()) as { error: { message: string } }).error.message).toBe(
      "Your role (viewer) cannot create or change content in this workspace.",
    );

    // The activity log shows what happened, newest first.
    await owner.page.getByRole("link", { name: "Activity", exact: true }).click();
    await owner.page.waitForURL(`${server.url}/workspace/activity`);
    const log = owner.page.getByRole("list", { name: "Activity" });
    await expect.poll(() => log.isVisible()).toBe(true);
    const logText = (await log.textContent()) ?? "";
    for (const kind of [
      "Member invited",
      "Member joined",
      "Role changed",
      "Workspace renamed",
      "Content created",
    ]) {
      expect(logText).toContain(kind);
    }
    expect(logText).toContain(`Olivia Owner created “${SHARED_TITLE}”`);
    await screenshot(owner.page, "workspaces-activity-desktop");
    // Filtered by type: only role changes.
    await owner.page.getByLabel("Type", { exact: true }).selectOption({ label: "Role changed" });
    await expect.poll(async () => ((await log.textContent()) ?? "").includes("Member invited")).toBe(false);
    expect(await log.locator("li").count()).toBeGreaterThan(0);

    // A viewer sees the members but cannot change them or invite; leaving stays open to them.
    await invitee.page.goto(`${server.url}/workspace/members`);
    const ownerRole = invitee.page.getByLabel("Role of Olivia Owner");
    await expect.poll(() => ownerRole.isDisabled()).toBe(true);
    expect(await invitee.page.getByRole("button", { name: "Send invitation" }).isDisabled()).toBe(true);
    expect(await invitee.page.getByRole("button", { name: "Leave workspace" }).isEnabled()).toBe(true);
    expect(await invitee.page.getByRole("heading", { name: "Pending invitations" }).count()).toBe(0);
    await expect
      .poll(visible(invitee.page, "Viewers can read but not invite people or manage invitations."))
      .toBe(true);
    await screenshot(invitee.page, "workspaces-members-viewer-desktop");

    // A viewer may not read the activity log: the page says why.
    await invitee.page.goto(`${server.url}/workspace/activity`);
    await expect.poll(visible(invitee.page, "The activity log is for owners and admins")).toBe(true);

    // The pending invitation's link opened while signed in as someone else: the server's words, and a way out.
    const pendingLink = await invitationLink(pendingEmail);
    await owner.page.goto(pendingLink);
    await expect.poll(visible(owner.page, WORKSPACE_MESSAGES.invitationWrongEmail(pendingEmail))).toBe(true);
    expect(await owner.page.getByRole("button", { name: "Accept invitation" }).count()).toBe(0);
    expect(await owner.page.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
    await screenshot(owner.page, "workspaces-invite-wrong-account-desktop");

    // Revoked, the link says plainly that it can no longer be used.
    await owner.page.goto(`${server.url}/workspace/members`);
    await owner.page.getByRole("button", { name: `Revoke the invitation to ${pendingEmail}` }).click();
    await expect.poll(visible(owner.page, WORKSPACE_MESSAGES.toast.revoked)).toBe(true);
    await expect.poll(visible(owner.page, "No pending invitations.")).toBe(true);
    await owner.page.goto(pendingLink);
    await expect.poll(visible(owner.page, "This invitation can't be used")).toBe(true);
    expect(await owner.page.getByRole("alert").textContent()).toBe(WORKSPACE_MESSAGES.invitationInvalid);

    // Transfer: the viewer becomes owner, the owner stays on as admin (and loses the owner-only cards).
    await owner.page.goto(`${server.url}/workspace`);
    const newOwner = owner.page.getByLabel("New owner");
    // The only other member (the first option is the "Choose a member…" prompt).
    await newOwner.selectOption({ index: 1 });
    expect(await newOwner.locator("option:checked").textContent()).toContain("Ivan Invitee");
    await owner.page.getByRole("button", { name: "Transfer ownership" }).click();
    await owner.page.getByRole("dialog").getByRole("button", { name: "Transfer ownership" }).click();
    await expect.poll(visible(owner.page, WORKSPACE_MESSAGES.toast.transferred)).toBe(true);
    await expect.poll(async () => (await switcher(owner.page).textContent()) ?? "").toContain("Admin");
    await expect.poll(() => owner.page.getByRole("button", { name: "Delete workspace" }).count()).toBe(0);
    expect(
      await visible(owner.page, "Only an owner can transfer ownership or delete this workspace.")(),
    ).toBe(true);

    expect(owner.errors).toEqual([]);
    expect(invitee.errors).toEqual([]);
    await owner.context.close();
    await invitee.context.close();
  });

  it("switcher: every workspace with its role, switching in every tab, create, delete (typing the name), leave", async () => {
    const owner = await newPage(browser);
    const ownerEmail = uniqueEmail("team-owner");
    await signUpAndSignIn(owner.page, server.url, {
      email: ownerEmail,
      password: PASSWORD,
      name: "Tess Teamowner",
    });
    await makePro(ownerEmail);
    const created = await owner.page.request.post(`${server.url}/api/v1/content`, {
      data: { id: crypto.randomUUID(), title: SHARED_TITLE, content: "Team text." },
      headers: { origin: server.url },
    });
    expect(created.status()).toBe(201);
    const workspaces = await owner.page.request.get(`${server.url}/api/v1/workspaces`);
    const teamId = ((await workspaces.json()) as { activeId: string }).activeId;
    const memberEmail = uniqueEmail("member");
    const invitation = await owner.page.request.post(
      `${server.url}/api/v1/workspaces/${teamId}/invitations`,
      {
        data: { email: memberEmail, role: "editor" },
        headers: { origin: server.url },
      },
    );
    expect(invitation.status()).toBe(201);
    const token = (await invitationLink(memberEmail)).split("/invite/")[1] ?? "";

    const member = await newPage(browser);
    await signUpAndSignIn(member.page, server.url, {
      email: memberEmail,
      password: PASSWORD,
      name: "Max Member",
    });
    const accepted = await member.page.request.post(`${server.url}/api/v1/invitations/accept`, {
      data: { token },
      headers: { origin: server.url },
    });
    expect(accepted.status()).toBe(200);
    const team = (await accepted.json()) as { id: string; name: string };
    const personal = "Max Member's workspace";
    // Accepting made the team's workspace the active one: its content, in this tab and a second one.
    const sharedCard = (page: Page) => page.getByRole("article").filter({ hasText: SHARED_TITLE });
    await member.page.goto(`${server.url}/content`);
    await expect.poll(() => sharedCard(member.page).isVisible()).toBe(true);
    const otherTab = await member.context.newPage();
    await otherTab.goto(`${server.url}/content`);
    await expect.poll(() => sharedCard(otherTab).isVisible()).toBe(true);
    // The new tab is the window's front one; a background tab gets no animation frames, so every
    // click there would wait out Playwright's stability check (2 s a try) for nothing.
    await member.page.bringToFront();

    // The menu: the keyboard opens it, it lists both workspaces with roles, Escape closes it.
    await switcher(member.page).focus();
    await member.page.keyboard.press("ArrowDown");
    const menu = member.page.getByRole("menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await switcher(member.page).getAttribute("aria-expanded")).toBe("true");
    const entries = menu.getByRole("menuitemradio");
    expect(await entries.count()).toBe(2);
    expect(await entries.filter({ hasText: team.name }).textContent()).toContain("Editor");
    expect(await entries.filter({ hasText: team.name }).getAttribute("aria-checked")).toBe("true");
    expect(await entries.filter({ hasText: personal }).textContent()).toContain("Owner");
    await screenshot(member.page, "workspaces-switcher-desktop");
    await member.page.keyboard.press("Escape");
    await expect.poll(() => menu.count()).toBe(0);
    expect(await member.page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe(
      "menu",
    );

    // Switching to their own workspace: this tab shows its (empty) library at once…
    await switcher(member.page).click();
    await member.page.getByRole("menuitemradio", { name: new RegExp(personal) }).click();
    await expect.poll(visible(member.page, WORKSPACE_MESSAGES.toast.switched(personal))).toBe(true);
    await expect.poll(visible(member.page, "Get started by creating your first content item")).toBe(true);
    expect(await sharedCard(member.page).count()).toBe(0);
    // …and the other tab follows without a reload.
    await expect.poll(visible(otherTab, "Get started by creating your first content item")).toBe(true);
    expect(await sharedCard(otherTab).count()).toBe(0);
    // A reload keeps the workspace (it is the session's, on the server).
    await otherTab.reload();
    await expect.poll(async () => (await switcher(otherTab).textContent()) ?? "").toContain(personal);

    // On a phone the switcher is in the drawer; its Escape closes the menu, not the drawer.
    await member.page.setViewportSize(PHONE);
    await member.page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = member.page.locator("#app-sidebar");
    await switcher(member.page).click();
    await expect.poll(() => member.page.getByRole("menu").isVisible()).toBe(true);
    await screenshot(member.page, "workspaces-switcher-phone");
    await member.page.keyboard.press("Escape");
    await expect.poll(() => member.page.getByRole("menu").count()).toBe(0);
    expect(await drawer.isVisible()).toBe(true);
    // Create a workspace from the drawer: it becomes the active one.
    await switcher(member.page).click();
    await member.page.getByRole("menuitem", { name: "Create workspace" }).click();
    await member.page.getByLabel("Workspace name").fill("Side project");
    await member.page.getByRole("button", { name: "Create workspace" }).click();
    await expect.poll(visible(member.page, WORKSPACE_MESSAGES.toast.created)).toBe(true);
    await expect
      .poll(async () => (await switcher(member.page).textContent()) ?? "")
      .toContain("Side project");
    expect(await switcher(member.page).textContent()).toContain("Owner");

    // Deleting it asks for its name; then the session falls back to another workspace.
    await member.page.setViewportSize({ width: 1280, height: 800 });
    await member.page.goto(`${server.url}/workspace`);
    await member.page.getByRole("button", { name: "Delete workspace" }).click();
    const dialog = member.page.getByRole("dialog");
    const confirm = dialog.getByRole("button", { name: "Delete workspace" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Type “Side project” to confirm").fill("Side projec");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Type “Side project” to confirm").fill("Side project");
    await confirm.click();
    await expect.poll(visible(member.page, WORKSPACE_MESSAGES.toast.deleted)).toBe(true);
    await member.page.waitForURL(`${server.url}/dashboard`);
    await expect
      .poll(async () => (await switcher(member.page).textContent()) ?? "")
      .not.toContain("Side project");
    const left = await member.page.request.get(`${server.url}/api/v1/workspaces`);
    expect(((await left.json()) as { items: { name: string }[] }).items.map((w) => w.name).sort()).toEqual(
      [personal, team.name].sort(),
    );

    // Leaving the team's workspace: its content is gone from this session at once.
    await switcher(member.page).click();
    await member.page.getByRole("menuitemradio", { name: new RegExp(team.name) }).click();
    await expect.poll(async () => (await switcher(member.page).textContent()) ?? "").toContain(team.name);
    await member.page.goto(`${server.url}/workspace/members`);
    await member.page.getByRole("button", { name: "Leave workspace" }).click();
    await member.page.getByRole("dialog").getByRole("button", { name: "Leave workspace" }).click();
    await expect.poll(visible(member.page, WORKSPACE_MESSAGES.toast.left)).toBe(true);
    await member.page.waitForURL(`${server.url}/dashboard`);
    await expect.poll(async () => (await switcher(member.page).textContent()) ?? "").toContain(personal);
    await member.page.getByRole("link", { name: "Content", exact: true }).click();
    await expect.poll(visible(member.page, "Get started by creating your first content item")).toBe(true);

    expect(owner.errors).toEqual([]);
    expect(member.errors).toEqual([]);
    await owner.context.close();
    await member.context.close();
  });
});
