import { randomUUID } from "node:crypto";
import { deniedMessage, WORKSPACE_MESSAGES } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { insertObservation, insertRun } from "../../../test/project-rows";
import { personalWorkspaceId, setPersonalPlan } from "../../../test/workspaces";
import { pageScheduleName } from "../../monitoring/runs/project-schedules";

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())("workspaces, members and invitations [%s]", (kind) => {
  let t: TestContext;
  /** How far the server's clock is ahead of the real one; tests move it to expire invitations and age the log. */
  let aheadMs: number;
  beforeEach(async () => {
    aheadMs = 0;
    t = await createTestContext(kind, { now: () => new Date(Date.now() + aheadMs) });
  });
  afterEach(async () => {
    await t.close();
  });

  type User = Awaited<ReturnType<TestContext["createUser"]>>;
  const get = async (user: User, path: string) => t.request(`/api/v1${path}`, { cookie: user.cookie });
  const send = (user: User, method: string, path: string, body?: unknown) =>
    t.request(`/api/v1${path}`, {
      method,
      cookie: user.cookie,
      ...(body === undefined ? {} : { json: body }),
    });

  /** A Pro owner with a workspace of their own (10 seats). */
  const proOwner = async (name = "Ana") => {
    const owner = await t.createUser({ name });
    const workspaceId = await setPersonalPlan(t.database.db, owner.id, "pro");
    return { owner, workspaceId };
  };

  /** Invites `email` and returns the link's token, read from the e-mail that was sent. */
  const invite = async (owner: User, workspaceId: string, email: string, role = "editor") => {
    const res = await send(owner, "POST", `/workspaces/${workspaceId}/invitations`, { email, role });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const mail = await t.mail.next(email);
    const token = /\/invite\/([\w-]+)/.exec(mail.text ?? "")?.[1];
    if (!token) throw new Error(`no invitation link in ${mail.text}`);
    return { invitation: await json(res), token, mail };
  };

  const join = async (owner: User, workspaceId: string, role = "editor", name = "Bo") => {
    const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    const { token } = await invite(owner, workspaceId, email, role);
    const member = await t.createUser({ email, name });
    const accepted = await send(member, "POST", "/invitations/accept", { token });
    expect(accepted.status).toBe(200);
    return member;
  };

  it("gives every account a personal workspace, owned and active", async () => {
    const user = await t.createUser({ name: "Ana" });
    const list = await json(await get(user, "/workspaces"));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      name: "Ana's workspace",
      role: "owner",
      plan: "basic",
      memberCount: 1,
      seats: 1,
    });
    expect(list.activeId).toBe(list.items[0].id);
  });

  it("keeps each workspace's content apart and follows the session's switch", async () => {
    const user = await t.createUser();
    const personal = await personalWorkspaceId(t.database.db, user.id);
    const mine = randomUUID();
    await send(user, "POST", "/content", { id: mine, title: "Personal draft" });

    const twoLines = await send(user, "POST", "/workspaces", { name: "Agency\nBcc: someone@example.com" });
    expect(twoLines.status).toBe(400);
    expect((await json(twoLines)).error.message).toBe(
      "Workspace names cannot contain line breaks or control characters",
    );
    const created = await send(user, "POST", "/workspaces", { name: "Agency" });
    expect(created.status).toBe(201);
    const agency = (await json(created)).id;
    // The new workspace is active: an empty library, and new content lands there.
    expect((await json(await get(user, "/content"))).total).toBe(0);
    const theirs = randomUUID();
    await send(user, "POST", "/content", { id: theirs, title: "Client brief" });
    expect((await get(user, `/content/${mine}`)).status).toBe(404);

    expect((await send(user, "POST", `/workspaces/${personal}/activate`)).status).toBe(200);
    const library = await json(await get(user, "/content"));
    expect(library.items.map((i: { id: string }) => i.id)).toEqual([mine]);
    expect((await json(await get(user, "/workspaces"))).activeId).toBe(personal);
    expect(agency).not.toBe(personal);
  });

  it("invites by e-mail; the invitee joins with the invited address and shares the content", async () => {
    const { owner, workspaceId } = await proOwner();
    const itemId = randomUUID();
    await send(owner, "POST", "/content", { id: itemId, title: "Shared plan", content: "Team text." });

    const { token, mail } = await invite(owner, workspaceId, "bo@example.com", "editor");
    expect(mail.subject).toBe("Ana invited you to Ana's workspace on RankLens");
    const preview = await json(await t.request(`/api/v1/invitations/preview?token=${token}`));
    expect(preview).toMatchObject({
      workspaceName: "Ana's workspace",
      email: "bo@example.com",
      role: "editor",
    });
    expect(preview.invitedBy.name).toBe("Ana");

    const stranger = await t.createUser({ email: "eve@example.com" });
    const wrong = await send(stranger, "POST", "/invitations/accept", { token });
    expect(wrong.status).toBe(403);
    expect((await json(wrong)).error.message).toBe(WORKSPACE_MESSAGES.invitationWrongEmail("bo@example.com"));

    const bo = await t.createUser({ email: "bo@example.com", name: "Bo" });
    const accepted = await send(bo, "POST", "/invitations/accept", { token });
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toMatchObject({ id: workspaceId, role: "editor", memberCount: 2 });
    // Accepting made it Bo's active workspace: the owner's content is there, with its author.
    const shared = await json(await get(bo, `/content/${itemId}`));
    expect(shared.createdBy.name).toBe("Ana");
    const saved = await send(bo, "PUT", `/content/${itemId}`, { title: "Shared plan v2", version: 1 });
    expect(saved.status).toBe(200);
    expect((await json(saved)).updatedBy).toEqual({ id: bo.id, name: "Bo" });
    const history = await json(await get(owner, `/content/${itemId}/revisions`));
    expect(history.items.map((r: { savedBy: { name: string } }) => r.savedBy.name)).toEqual(["Bo", "Ana"]);

    const members = await json(await get(owner, `/workspaces/${workspaceId}/members`));
    expect(members.items.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ["Ana", "owner"],
      ["Bo", "editor"],
    ]);
    // Single use: the link is spent; the invitee accepting again gets the workspace back.
    expect((await t.request(`/api/v1/invitations/preview?token=${token}`)).status).toBe(404);
    expect((await send(bo, "POST", "/invitations/accept", { token })).status).toBe(200);
    expect((await json(await get(owner, `/workspaces/${workspaceId}/invitations`))).items).toEqual([]);
  });

  it("refuses expired, revoked and resent-over links, and unknown tokens", async () => {
    const { owner, workspaceId } = await proOwner();
    const late = await invite(owner, workspaceId, "late@example.com");
    const lateUser = await t.createUser({ email: "late@example.com" });
    aheadMs = 7 * DAY_MS + 1000;
    const expired = await send(lateUser, "POST", "/invitations/accept", { token: late.token });
    expect(expired.status).toBe(404);
    expect((await json(expired)).error.message).toBe(WORKSPACE_MESSAGES.invitationInvalid);
    const listed = await json(await get(owner, `/workspaces/${workspaceId}/invitations`));
    expect(listed.items[0]).toMatchObject({ email: "late@example.com", status: "expired" });

    // Resending gives a new link and seven more days; the old link stays dead.
    const resent = await send(
      owner,
      "POST",
      `/workspaces/${workspaceId}/invitations/${late.invitation.id}/resend`,
    );
    expect(resent.status).toBe(200);
    expect((await json(resent)).status).toBe("pending");
    const fresh = /\/invite\/([\w-]+)/.exec((await t.mail.next("late@example.com")).text ?? "")?.[1];
    expect(fresh).toBeDefined();
    expect((await send(lateUser, "POST", "/invitations/accept", { token: late.token })).status).toBe(404);
    expect((await send(lateUser, "POST", "/invitations/accept", { token: fresh })).status).toBe(200);

    const revoked = await invite(owner, workspaceId, "gone@example.com");
    expect(
      (await send(owner, "DELETE", `/workspaces/${workspaceId}/invitations/${revoked.invitation.id}`)).status,
    ).toBe(204);
    const goneUser = await t.createUser({ email: "gone@example.com" });
    expect((await send(goneUser, "POST", "/invitations/accept", { token: revoked.token })).status).toBe(404);
    expect((await send(goneUser, "POST", "/invitations/accept", { token: "x".repeat(43) })).status).toBe(404);
    expect((await json(await get(goneUser, "/workspaces"))).items).toHaveLength(1);
  });

  it("accepting the same invitation twice at once makes one membership", async () => {
    const { owner, workspaceId } = await proOwner();
    const { token } = await invite(owner, workspaceId, "twice@example.com");
    const invitee = await t.createUser({ email: "twice@example.com" });
    const signIn = await t.request("/api/auth/sign-in/email", {
      ip: "10.9.9.9",
      json: { email: "twice@example.com", password: "correct horse battery staple" },
    });
    const secondSession = { ...invitee, cookie: signIn.headers.getSetCookie()[0]!.split(";")[0]! };
    const answers = await Promise.all([
      send(invitee, "POST", "/invitations/accept", { token }),
      send(secondSession, "POST", "/invitations/accept", { token }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.database.db
      .selectFrom("workspace_members")
      .selectAll()
      .where("workspace_id", "=", workspaceId)
      .where("user_id", "=", invitee.id)
      .execute();
    expect(rows).toHaveLength(1);
    const joined = await t.database.db
      .selectFrom("activity_log")
      .select("id")
      .where("workspace_id", "=", workspaceId)
      .where("type", "=", "member.joined")
      .execute();
    expect(joined).toHaveLength(1);
  });

  it("counts seats: Basic allows 1 member (402 with an upgrade message), Pro 10 including open invitations", async () => {
    const basic = await t.createUser({ name: "Solo" });
    const solo = await personalWorkspaceId(t.database.db, basic.id);
    const refused = await send(basic, "POST", `/workspaces/${solo}/invitations`, {
      email: "x@example.com",
      role: "viewer",
    });
    expect(refused.status).toBe(402);
    const body = await json(refused);
    expect(body.error.message).toBe(WORKSPACE_MESSAGES.seatLimit("Basic", 1));
    expect(body.error.details.upgradeUrl).toBe("/upgrade");

    const { owner, workspaceId } = await proOwner();
    for (let i = 1; i <= 9; i++) await invite(owner, workspaceId, `seat${i}@example.com`, "viewer");
    const tenth = await send(owner, "POST", `/workspaces/${workspaceId}/invitations`, {
      email: "seat10@example.com",
      role: "viewer",
    });
    expect(tenth.status).toBe(402);
    // An expired invitation holds no seat; bringing it back needs one.
    aheadMs = 7 * DAY_MS + 1000;
    const all = await json(await get(owner, `/workspaces/${workspaceId}/invitations`));
    expect(all.items.every((i: { status: string }) => i.status === "expired")).toBe(true);
    for (let i = 1; i <= 9; i++) await invite(owner, workspaceId, `fresh${i}@example.com`, "viewer");
    const back = await send(
      owner,
      "POST",
      `/workspaces/${workspaceId}/invitations/${all.items[0].id}/resend`,
    );
    expect(back.status).toBe(402);
    // Revoking an invitation frees its seat.
    const open = await json(await get(owner, `/workspaces/${workspaceId}/invitations`));
    await send(owner, "DELETE", `/workspaces/${workspaceId}/invitations/${open.items[0].id}`);
    await invite(owner, workspaceId, "seat10@example.com", "viewer");
  });

  it("refuses inviting a member or an address already invited (409)", async () => {
    const { owner, workspaceId } = await proOwner();
    const self = await send(owner, "POST", `/workspaces/${workspaceId}/invitations`, {
      email: owner.email,
      role: "admin",
    });
    expect(self.status).toBe(409);
    await invite(owner, workspaceId, "dup@example.com");
    const dup = await send(owner, "POST", `/workspaces/${workspaceId}/invitations`, {
      email: "DUP@example.com",
      role: "admin",
    });
    expect(dup.status).toBe(409);
    expect((await json(dup)).error.message).toBe(WORKSPACE_MESSAGES.alreadyInvited("dup@example.com"));
  });

  it("a viewer reads but cannot write; an admin manages members but not owners", async () => {
    const { owner, workspaceId } = await proOwner();
    const itemId = randomUUID();
    await send(owner, "POST", "/content", { id: itemId, title: "Read me" });
    const viewer = await join(owner, workspaceId, "viewer", "Vi");
    expect((await get(viewer, `/content/${itemId}`)).status).toBe(200);
    const edit = await send(viewer, "PUT", `/content/${itemId}`, { title: "No", version: 1 });
    expect(edit.status).toBe(403);
    expect((await json(edit)).error.message).toBe(deniedMessage("viewer", "content.write"));
    expect((await send(viewer, "DELETE", `/content/${itemId}`)).status).toBe(403);
    expect((await send(viewer, "POST", "/analyses", { url: "http://example.invalid/" })).status).toBe(403);
    expect((await get(viewer, `/workspaces/${workspaceId}/activity`)).status).toBe(403);

    const admin = await join(owner, workspaceId, "admin", "Ad");
    expect(
      (await send(admin, "PATCH", `/workspaces/${workspaceId}/members/${viewer.id}`, { role: "editor" }))
        .status,
    ).toBe(200);
    const demoteOwner = await send(admin, "PATCH", `/workspaces/${workspaceId}/members/${owner.id}`, {
      role: "viewer",
    });
    expect(demoteOwner.status).toBe(403);
    expect((await json(demoteOwner)).error.message).toBe(WORKSPACE_MESSAGES.onlyOwnersGrantOwner);
    expect(
      (await send(admin, "PATCH", `/workspaces/${workspaceId}/members/${viewer.id}`, { role: "owner" }))
        .status,
    ).toBe(403);
    expect((await send(admin, "DELETE", `/workspaces/${workspaceId}/members/${owner.id}`)).status).toBe(403);
    expect((await send(admin, "DELETE", `/workspaces/${workspaceId}`)).status).toBe(403);
  });

  it("removing a member ends their access on their next request, API keys included", async () => {
    const { owner, workspaceId } = await proOwner();
    const itemId = randomUUID();
    await send(owner, "POST", "/content", { id: itemId, title: "Team secret" });
    const bo = await join(owner, workspaceId, "editor");
    const key = await json(await send(bo, "POST", "/api-keys", { name: "Bo's key" }));
    const withKey = () =>
      t.request("/api/v1/content", { headers: { origin: "", authorization: `Bearer ${key.key}` } });
    expect((await withKey()).status).toBe(200);
    expect((await get(bo, `/content/${itemId}`)).status).toBe(200);

    expect((await send(owner, "DELETE", `/workspaces/${workspaceId}/members/${bo.id}`)).status).toBe(204);
    // Same session, very next request: the team's data is gone from view; Bo is back in their own workspace.
    expect((await get(bo, `/content/${itemId}`)).status).toBe(404);
    expect((await get(bo, `/workspaces/${workspaceId}/members`)).status).toBe(404);
    const list = await json(await get(bo, "/workspaces"));
    expect(list.items.map((w: { id: string }) => w.id)).not.toContain(workspaceId);
    expect(list.activeId).toBe(await personalWorkspaceId(t.database.db, bo.id));
    expect((await withKey()).status).toBe(401);
  });

  it("the last owner cannot leave or be demoted; transfer makes the caller admin", async () => {
    const { owner, workspaceId } = await proOwner();
    const bo = await join(owner, workspaceId, "editor");
    const leave = await send(owner, "DELETE", `/workspaces/${workspaceId}/members/${owner.id}`);
    expect(leave.status).toBe(409);
    expect((await json(leave)).error.message).toBe(WORKSPACE_MESSAGES.lastOwner);
    expect(
      (await send(owner, "PATCH", `/workspaces/${workspaceId}/members/${owner.id}`, { role: "admin" }))
        .status,
    ).toBe(409);

    expect((await send(owner, "POST", `/workspaces/${workspaceId}/transfer`, { userId: bo.id })).status).toBe(
      204,
    );
    const members = await json(await get(bo, `/workspaces/${workspaceId}/members`));
    expect(members.items.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [bo.id, "owner"],
      [owner.id, "admin"],
    ]);
    expect((await send(owner, "DELETE", `/workspaces/${workspaceId}/members/${owner.id}`)).status).toBe(204);
    expect((await get(owner, `/workspaces/${workspaceId}/members`)).status).toBe(404);
  });

  it("logs who did what, filters by person and type, and keeps 180 days", async () => {
    const { owner, workspaceId } = await proOwner();
    const bo = await join(owner, workspaceId, "editor");
    await send(owner, "PATCH", `/workspaces/${workspaceId}/members/${bo.id}`, { role: "viewer" });
    const itemId = randomUUID();
    await send(owner, "POST", "/content", { id: itemId, title: "Old post" });
    await send(owner, "DELETE", `/content/${itemId}`);

    const all = await json(await get(owner, `/workspaces/${workspaceId}/activity`));
    const types = all.items.map((e: { type: string }) => e.type);
    expect(types).toEqual([
      "content.deleted",
      "content.created",
      "member.role_changed",
      "member.joined",
      "member.invited",
      "plan.changed",
      "workspace.created",
    ]);
    expect(all.items[2].summary).toBe("Ana changed Bo's role from Editor to Viewer");
    expect(all.items[0].summary).toBe("Ana deleted the content “Old post”");

    const byBo = await json(await get(owner, `/workspaces/${workspaceId}/activity?actorId=${bo.id}`));
    expect(byBo.items.map((e: { type: string }) => e.type)).toEqual(["member.joined"]);
    const invites = await json(await get(owner, `/workspaces/${workspaceId}/activity?type=member.invited`));
    expect(invites.items).toHaveLength(1);
    const page = await json(await get(owner, `/workspaces/${workspaceId}/activity?limit=2`));
    expect(page.items).toHaveLength(2);
    const next = await json(
      await get(owner, `/workspaces/${workspaceId}/activity?limit=2&before=${page.nextBefore}`),
    );
    expect(next.items.map((e: { type: string }) => e.type)).toEqual(types.slice(2, 4));

    aheadMs = 181 * DAY_MS;
    expect((await json(await get(owner, `/workspaces/${workspaceId}/activity`))).items).toEqual([]);
  });

  it("deleting a workspace takes its content with it and moves its sessions elsewhere", async () => {
    const user = await t.createUser();
    const team = (await json(await send(user, "POST", "/workspaces", { name: "Short-lived" }))).id;
    const itemId = randomUUID();
    await send(user, "POST", "/content", { id: itemId, title: "Temporary" });
    expect((await send(user, "DELETE", `/workspaces/${team}`)).status).toBe(204);
    expect(
      await t.database.db.selectFrom("content_items").select("id").where("id", "=", itemId).execute(),
    ).toEqual([]);
    expect((await json(await get(user, "/workspaces"))).activeId).toBe(
      await personalWorkspaceId(t.database.db, user.id),
    );
  });

  it("deleting a workspace stops its projects' schedules and deletes their monitoring texts", async () => {
    const user = await t.createUser();
    const db = t.database.db;
    const team = (await json(await send(user, "POST", "/workspaces", { name: "Monitored" }))).id;
    const project = await json(
      await send(user, "POST", "/projects", { siteUrl: "example.com", pageSchedule: "weekly" }),
    );
    const at = "2026-11-20T05:00:00.000Z";
    await insertObservation(db, project.pages[0].id, await insertRun(db, project.id, at), at, {
      text: "the team's page",
    });
    const schedules = () =>
      db
        .selectFrom("job_schedules")
        .select("name")
        .where("name", "like", `project:${project.id}:%`)
        .execute();
    expect(await schedules()).toEqual([{ name: pageScheduleName(project.id) }]);

    expect((await send(user, "DELETE", `/workspaces/${team}`)).status).toBe(204);
    expect(await schedules()).toEqual([]);
    expect(await db.selectFrom("page_texts").selectAll().execute()).toEqual([]);
  });
});
