import { PLANS } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../test/databases";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { personalWorkspaceId, setPersonalPlan } from "../../../test/workspaces";
import { SUPPORT_RATE_LIMIT } from "./support";

const SUPPORT = "help-desk@example.org";
const VALID = {
  subject: "Analyses of my shop time out",
  message: "Every analysis of https://shop.example.com fails after 20 seconds.\nThanks!",
};

describe.each(testDatabaseKinds())("POST /api/v1/support [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind, { env: { SUPPORT_EMAIL: SUPPORT } });
  });
  afterEach(() => t.close());

  const rows = () => t.database.db.selectFrom("support_requests").selectAll().orderBy("created_at").execute();
  const send = (cookie: string, body: unknown = VALID) =>
    t.request("/api/v1/support", { cookie, json: body });

  it("stores a Basic workspace's request with workspace, plan and sender attached, and mails it without priority", async () => {
    const user = await t.createUser({ name: "Grace Hopper" });
    const workspaceId = await personalWorkspaceId(t.database.db, user.id);

    const res = await send(user.cookie);
    expect(res.status).toBe(201);
    const receipt = await json(res);
    expect(receipt).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      priority: false,
      createdAt: expect.any(String),
      responseTarget: PLANS.basic.supportResponseTarget,
    });

    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      id: receipt.id,
      workspace_id: workspaceId,
      workspace_name: "Grace Hopper's workspace",
      plan: "basic",
      user_id: user.id,
      user_email: user.email,
      user_name: "Grace Hopper",
      role: "owner",
      subject: VALID.subject,
      message: VALID.message,
      priority: 0,
      status: "open",
      created_at: receipt.createdAt,
      closed_at: null,
    });
    expect(row!.mailed_at).not.toBeNull();

    const mail = await t.mail.next(SUPPORT);
    expect(mail.subject).toBe(`[RankLens support] ${VALID.subject} — Grace Hopper's workspace (Basic)`);
    expect(mail.replyTo).toBe(user.email);
    const lines = mail.text.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        `Reference: ${receipt.id}`,
        `Priority: no (Basic plan: first reply ${PLANS.basic.supportResponseTarget})`,
        `Workspace: Grace Hopper's workspace (${workspaceId})`,
        "Plan: Basic",
        `From: Grace Hopper <${user.email}>`,
        "Role: Owner",
      ]),
    );
    expect(mail.text).toContain(VALID.message);
  });

  it("marks a Pro workspace's request priority: flag stored, '[Priority] ' subject, Pro's response target", async () => {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const res = await send(user.cookie);
    expect(res.status).toBe(201);
    const receipt = await json(res);
    expect(receipt.priority).toBe(true);
    expect(receipt.responseTarget).toBe(PLANS.pro.supportResponseTarget);
    const [row] = await rows();
    expect(row).toMatchObject({ plan: "pro", priority: 1 });
    const mail = await t.mail.next(SUPPORT);
    expect(mail.subject).toMatch(
      /^\[Priority\] \[RankLens support\] Analyses of my shop time out — .+ \(Pro\)$/,
    );
    expect(mail.text).toContain("Plan: Pro");
    expect(mail.text).toContain(`Priority: yes (Pro plan: first reply ${PLANS.pro.supportResponseTarget})`);
  });

  it("takes the plan and role of the workspace the request is sent from, not the sender's own", async () => {
    const owner = await t.createUser({ name: "Owner" });
    const proWorkspace = await setPersonalPlan(t.database.db, owner.id, "pro");
    const viewer = await t.createUser({ name: "Vera Viewer" });
    await t.database.db
      .insertInto("workspace_members")
      .values({
        workspace_id: proWorkspace,
        user_id: viewer.id,
        role: "viewer",
        created_at: new Date().toISOString(),
      })
      .execute();
    const sessions = await t.database.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", viewer.id)
      .execute();
    for (const { id } of sessions) {
      await t.database.db
        .insertInto("session_workspaces")
        .values({ session_id: id, workspace_id: proWorkspace })
        .execute();
    }

    expect((await send(viewer.cookie)).status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({
      workspace_id: proWorkspace,
      workspace_name: "Owner's workspace",
      plan: "pro",
      priority: 1,
      user_id: viewer.id,
      user_name: "Vera Viewer",
      role: "viewer",
    });
    const mail = await t.mail.next(SUPPORT);
    expect(mail.subject.startsWith("[Priority] ")).toBe(true);
    expect(mail.text).toContain("Role: Viewer");
  });

  it("never takes the workspace, plan or priority from the body (extra fields are ignored)", async () => {
    const user = await t.createUser();
    const res = await send(user.cookie, {
      ...VALID,
      priority: true,
      plan: "pro",
      workspaceId: "someone-else",
    });
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({
      plan: "basic",
      priority: 0,
      workspace_id: await personalWorkspaceId(t.database.db, user.id),
    });
    expect((await t.mail.next(SUPPORT)).subject.startsWith("[Priority]")).toBe(false);
  });

  it("refuses an API key (403) and a signed-out caller (401), storing and mailing nothing", async () => {
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const created = await t.request("/api/v1/api-keys", { cookie: user.cookie, json: { name: "CI" } });
    const { key } = await json(created);

    const withKey = await t.request("/api/v1/support", {
      headers: { origin: "", authorization: `Bearer ${key}` },
      json: VALID,
    });
    expect(withKey.status).toBe(403);
    const keyOverview = await t.request("/api/v1/support", {
      headers: { origin: "", authorization: `Bearer ${key}` },
    });
    expect(keyOverview.status).toBe(403);

    const anonymous = await t.request("/api/v1/support", { json: VALID });
    expect(anonymous.status).toBe(401);
    expect((await t.request("/api/v1/support")).status).toBe(401);

    expect(await rows()).toHaveLength(0);
    expect(t.mail.messages.filter((m) => m.to === SUPPORT)).toHaveLength(0);
  });

  it.each([
    [{ message: "Hello" }, "subject", "Subject is required"],
    [{ ...VALID, subject: "   " }, "subject", "Subject is required"],
    [{ ...VALID, subject: "s".repeat(201) }, "subject", "Subject must be at most 200 characters"],
    [{ subject: "Hi" }, "message", "Message is required"],
    [{ ...VALID, message: " \n " }, "message", "Message is required"],
    [{ ...VALID, message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters"],
  ])("refuses bad input with a clear message naming the field (%#)", async (body, field, message) => {
    const user = await t.createUser();
    const res = await send(user.cookie, body);
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error).toMatchObject({ code: "INVALID_REQUEST", message, details: { field } });
    expect(await rows()).toHaveLength(0);
  });

  it("keeps header injection out of the mail headers", async () => {
    const user = await t.createUser();
    expect((await send(user.cookie, { ...VALID, subject: "Hi\r\nBcc: victim@example.com" })).status).toBe(
      201,
    );
    const mail = await t.mail.next(SUPPORT);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("limits each user to the allowance per hour, and only that user", async () => {
    const user = await t.createUser();
    for (let i = 0; i < SUPPORT_RATE_LIMIT.limit; i++) expect((await send(user.cookie)).status).toBe(201);
    const refused = await send(user.cookie);
    expect(refused.status).toBe(429);
    expect((await json(refused)).error.code).toBe("RATE_LIMITED");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // The allowance is the user's, not their address's: another user is unaffected.
    const other = await t.createUser();
    expect((await send(other.cookie)).status).toBe(201);
    expect(await rows()).toHaveLength(SUPPORT_RATE_LIMIT.limit + 1);
  });

  it("keeps the request when mailing fails", async () => {
    await t.close();
    t = await createTestContext(kind, {
      env: { SUPPORT_EMAIL: SUPPORT },
      mailer: {
        transport: "smtp",
        send: async () => {
          throw new Error("SMTP server unreachable");
        },
      },
    });
    const user = await t.createUser();
    expect((await send(user.cookie)).status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ message: VALID.message, mailed_at: null, status: "open" });
  });

  it("GET lists the caller's own requests newest first, with the active workspace's support level", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await send(user.cookie, { subject: "First", message: "one" });
    await send(other.cookie, { subject: "Someone else's", message: "not yours" });
    await setPersonalPlan(t.database.db, user.id, "pro");
    await send(user.cookie, { subject: "Second", message: "two" });

    const res = await t.request("/api/v1/support", { cookie: user.cookie });
    expect(res.status).toBe(200);
    const overview = await json(res);
    expect(overview.workspace).toEqual({
      name: "Test User's workspace",
      plan: "pro",
      priority: true,
      responseTarget: PLANS.pro.supportResponseTarget,
    });
    expect(overview.items.map((i: { subject: string }) => i.subject)).toEqual(["Second", "First"]);
    expect(overview.items[0]).toMatchObject({ priority: true, status: "open", closedAt: null });
    expect(overview.items[1]).toMatchObject({ priority: false, workspaceName: "Test User's workspace" });
  });

  it("keeps a request when its workspace and its sender's account are deleted", async () => {
    const user = await t.createUser({ name: "Leaving Soon" });
    const workspaceId = await personalWorkspaceId(t.database.db, user.id);
    expect((await send(user.cookie)).status).toBe(201);
    await t.database.db.deleteFrom("workspaces").where("id", "=", workspaceId).execute();
    await t.database.db.deleteFrom("user").where("id", "=", user.id).execute();
    const [row] = await rows();
    expect(row).toMatchObject({
      workspace_id: null,
      user_id: null,
      workspace_name: "Leaving Soon's workspace",
      user_email: user.email,
      user_name: "Leaving Soon",
      subject: VALID.subject,
    });
  });
});

describe("priority with BILLING=off", () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext("sqlite", { env: { SUPPORT_EMAIL: SUPPORT, BILLING: "off" } });
  });
  afterEach(() => t.close());

  it("follows the stored plan: a Basic workspace stays normal though billing gives it Pro's allowances", async () => {
    const basic = await t.createUser();
    const res = await t.request("/api/v1/support", { cookie: basic.cookie, json: VALID });
    expect((await json(res)).priority).toBe(false);
    expect((await t.mail.next(SUPPORT)).subject.startsWith("[Priority]")).toBe(false);

    const pro = await t.createUser();
    await setPersonalPlan(t.database.db, pro.id, "pro");
    expect(
      (await json(await t.request("/api/v1/support", { cookie: pro.cookie, json: VALID }))).priority,
    ).toBe(true);
    expect((await t.mail.next(SUPPORT)).subject.startsWith("[Priority] ")).toBe(true);
  });
});
