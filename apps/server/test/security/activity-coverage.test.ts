import { randomUUID } from "node:crypto";
import type { ActivityType } from "@ranklens/shared";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../databases";
import { type FakeGoogle, startFakeGoogle } from "../fake-google";
import { json } from "../harness";
import { connectSearchConsole, fakeGoogleEnv } from "../search-console-helpers";
import { startTargetSite, type TargetSite } from "../target-site";
import { type OwnerFixture, pathWithIds, sampleBody, seedOwner } from "./api-fixtures";
import { type ApiOperation, apiOperations, operationName } from "./openapi-operations";
import { createSecurityContext, type SecurityContext } from "./security-context";

/**
 * The activity log misses nothing a team shares (issue 33): every operation of the OpenAPI
 * document that changes something is either logged, with the entry type it writes, or listed
 * below with the reason it is not. A new write route fails the first test until it is one or
 * the other; each logged one is called as a member would and its entry looked up.
 */
const LOGGED: Record<string, ActivityType> = {
  "POST /api/v1/content": "content.created",
  "PUT /api/v1/content/{id}": "content.updated",
  "DELETE /api/v1/content/{id}": "content.deleted",
  "POST /api/v1/content/{id}/revisions/{revisionId}/restore": "content.restored",
  "DELETE /api/v1/analyses/{id}": "analysis.deleted",
  "POST /api/v1/api-keys": "api_key.created",
  "DELETE /api/v1/api-keys/{id}": "api_key.revoked",
  "POST /api/v1/workspaces": "workspace.created",
  "PATCH /api/v1/workspaces/{id}": "workspace.renamed",
  "PATCH /api/v1/workspaces/{id}/members/{userId}": "member.role_changed",
  "DELETE /api/v1/workspaces/{id}/members/{userId}": "member.removed",
  "POST /api/v1/workspaces/{id}/transfer": "ownership.transferred",
  "POST /api/v1/workspaces/{id}/invitations": "member.invited",
  "POST /api/v1/workspaces/{id}/invitations/{invitationId}/resend": "invitation.resent",
  "DELETE /api/v1/workspaces/{id}/invitations/{invitationId}": "invitation.revoked",
  "POST /api/v1/invitations/accept": "member.joined",
  "POST /api/v1/sites": "site.created",
  "PATCH /api/v1/sites/{id}": "site.updated",
  "DELETE /api/v1/sites/{id}": "site.deleted",
  "POST /api/v1/sites/{id}/crawls": "crawl.started",
  "POST /api/v1/sites/{id}/issue-rules": "issue_rule.created",
  "DELETE /api/v1/sites/{id}/issue-rules/{ruleId}": "issue_rule.deleted",
  "POST /api/v1/sites/{id}/segments": "segment.created",
  "PUT /api/v1/sites/{id}/segments/{segmentId}": "segment.updated",
  "DELETE /api/v1/sites/{id}/segments/{segmentId}": "segment.deleted",
  "PUT /api/v1/sites/{id}/access": "site_access.changed",
  "DELETE /api/v1/sites/{id}/access": "site_access.changed",
  "PUT /api/v1/providers/{provider}": "provider.connected",
  "DELETE /api/v1/providers/{provider}": "provider.disconnected",
  "POST /api/v1/sites/{id}/ownership/verify": "site_ownership.checked",
  "POST /api/v1/crawls/{id}/pause": "crawl.paused",
  "POST /api/v1/crawls/{id}/resume": "crawl.resumed",
  "POST /api/v1/crawls/{id}/cancel": "crawl.cancelled",
  "POST /api/v1/projects": "project.created",
  "PATCH /api/v1/projects/{id}": "project.updated",
  "DELETE /api/v1/projects/{id}": "project.deleted",
  "POST /api/v1/projects/{id}/check": "project.checked",
  "POST /api/v1/projects/{id}/keywords": "project.updated",
  "DELETE /api/v1/projects/{id}/keywords/{keywordId}": "project.updated",
  "PUT /api/v1/projects/{id}/rankings/settings": "project.updated",
  "POST /api/v1/projects/{id}/rankings/check": "project.checked",
  "DELETE /api/v1/providers/search-console/connection": "provider.disconnected",
  "PUT /api/v1/projects/{id}/search-console": "project.updated",
  "POST /api/v1/reports": "report.created",
  "PUT /api/v1/reports/{id}": "report.updated",
  "DELETE /api/v1/reports/{id}": "report.deleted",
  "PUT /api/v1/reports/{id}/schedule": "report.updated",
  "POST /api/v1/reports/{id}/share": "report.shared",
  "DELETE /api/v1/reports/{id}/share/{shareId}": "report.share_revoked",
  "PUT /api/v1/reports/branding": "report.updated",
  "DELETE /api/v1/projects/{id}/search-console": "project.updated",
};

/** Writes that are not a change to the workspace's shared work, each with why. */
const NOT_SHARED_WORK: Record<string, string> = {
  // Personal settings: the caller's own profile, switches and session.
  "PATCH /api/v1/account": "the caller's own profile",
  "PATCH /api/v1/account/preferences": "the caller's own notification switches",
  "PUT /api/v1/alerts/settings": "the caller's own alert switches",
  "POST /api/v1/alerts/unsubscribe": "one recipient's alert switch, by the signed link in their e-mail",
  "POST /api/v1/reports/unsubscribe": "one recipient's own choice, by the signed link in their e-mail",
  "POST /api/v1/workspaces/{id}/activate": "which workspace the caller's session acts on",
  "POST /api/v1/projects/{id}/seen": "the caller's own 'new since your last visit' mark",
  // The record is the thing itself.
  "POST /api/v1/analyses":
    "an analysis is itself a stored record of who analysed what and when (the History list)",
  // Nothing is written.
  "POST /api/v1/reports/{id}/render": "builds a file from stored data; nothing is stored",
  "POST /api/v1/providers/{provider}/test": "reads the account at the provider; nothing is stored",
  "POST /api/v1/projects/{id}/search-console/import":
    "reads Google's newest rows for the property the project already reads; no setting changes",
  "POST /api/v1/assistant/rewrite": "a proposal; nothing is saved until the member saves the content",
  "POST /api/v1/assistant/suggestions": "suggestions; nothing is saved",
  "POST /api/v1/billing/checkout":
    "starts a payment; plan.changed is logged when the payment provider confirms",
  // Not the workspace's: messages to the people who run the server.
  "POST /api/v1/contact": "a message to the server's operators, from anyone",
  "POST /api/v1/support": "a support request to the server's operators",
  // Not a member's doing.
  "POST /api/v1/billing/webhook":
    "the payment provider, not a member; its plan.changed entry: webhook.test.ts",
  // Nowhere left to log it.
  "DELETE /api/v1/workspaces/{id}": "the workspace goes, and its activity log with it",
};

const writes = apiOperations().filter((op) => op.method !== "GET");

let site: TargetSite;
let google: FakeGoogle;
beforeAll(async () => {
  site = await startTargetSite();
  google = await startFakeGoogle();
});
afterAll(async () => {
  await site.close();
  await google.close();
});

describe("the activity log's coverage of write routes", () => {
  it("knows every write operation of the OpenAPI document: logged, or not shared work and why", () => {
    const names = writes.map(operationName);
    expect(names.filter((name) => !(name in LOGGED) && !(name in NOT_SHARED_WORK))).toEqual([]);
    expect(names.filter((name) => name in LOGGED && name in NOT_SHARED_WORK)).toEqual([]);
    const listed = [...Object.keys(LOGGED), ...Object.keys(NOT_SHARED_WORK)];
    expect(listed.filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("activity log entries [%s]", (kind) => {
  let t: SecurityContext;
  let owner: OwnerFixture;

  beforeAll(async () => {
    t = await createSecurityContext(kind, {
      env: {
        ALLOW_PRIVATE_NETWORKS: "true",
        CONTENT_WRITES_PER_MINUTE: "100000",
        CONTENT_WRITES_PER_DAY: "100000",
        ...fakeGoogleEnv(google),
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    owner = await seedOwner(t, site.url);
  });
  afterEach(async () => {
    // A user may own only so many workspaces: each case's owner goes with its work.
    await t.database.db.deleteFrom("workspaces").where("id", "=", owner.workspaceId).execute();
  });

  const as = (cookie: string, method: string, path: string, body?: unknown) =>
    t.request(path, { method, cookie, ...(body === undefined ? {} : { json: body }) });
  const expectOk = async (response: Response, what: string) => {
    if (response.status >= 300) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? {} : json(response);
  };

  /** Bodies and set-up the sample bodies of the security suite do not cover. */
  async function call(op: ApiOperation): Promise<{ actorId: string; workspaceId: string }> {
    const name = operationName(op);
    const path = pathWithIds(op, owner);
    const self = { actorId: owner.id, workspaceId: owner.workspaceId };
    if (name === "POST /api/v1/invitations/accept") {
      const email = `joiner-${randomUUID().slice(0, 8)}@example.com`;
      await expectOk(
        await as(owner.cookie, "POST", `/api/v1/workspaces/${owner.workspaceId}/invitations`, {
          email,
          role: "viewer",
        }),
        "invite",
      );
      const token = /\/invite\/([\w-]+)/.exec((await t.mail.next(email)).text ?? "")?.[1];
      const joiner = await t.createUser({ email });
      await expectOk(await as(joiner.cookie, "POST", path, { token }), name);
      return { actorId: joiner.id, workspaceId: owner.workspaceId };
    }
    if (name === "POST /api/v1/workspaces") {
      const created = await expectOk(await as(owner.cookie, "POST", path, { name: "Second team" }), name);
      return { ...self, workspaceId: created.id };
    }
    if (name === "POST /api/v1/sites/{id}/crawls") {
      // The seeded site already has a queued crawl (one at a time): a second site starts one.
      const other = await expectOk(
        await as(owner.cookie, "POST", "/api/v1/sites", { startUrl: site.url, name: "Second site" }),
        "site",
      );
      await expectOk(await as(owner.cookie, "POST", `/api/v1/sites/${other.id}/crawls`), name);
      return self;
    }
    if (name.includes("search-console")) {
      // Connected through the fake Google, with a property covering the project's site.
      await connectSearchConsole(t, owner.cookie);
      const { site_url } = await t.database.db
        .selectFrom("projects")
        .select("site_url")
        .where("id", "=", owner.projectId)
        .executeTakeFirstOrThrow();
      google.sites = [{ siteUrl: site_url, permissionLevel: "siteOwner" }];
      const link = `/api/v1/projects/${owner.projectId}/search-console`;
      const property = { property: site_url };
      if (name === "PUT /api/v1/projects/{id}/search-console") {
        await expectOk(await as(owner.cookie, "PUT", link, property), name);
        return self;
      }
      if (name === "DELETE /api/v1/projects/{id}/search-console")
        await expectOk(await as(owner.cookie, "PUT", link, property), "link");
    }
    if (name === "POST /api/v1/crawls/{id}/resume") {
      await expectOk(await as(owner.cookie, "POST", `/api/v1/crawls/${owner.crawlId}/pause`), "pause");
    }
    const body =
      name === "POST /api/v1/workspaces/{id}/transfer"
        ? { userId: owner.memberId }
        : name === "POST /api/v1/workspaces/{id}/invitations"
          ? { email: `new-${randomUUID().slice(0, 8)}@example.com`, role: "viewer" }
          : sampleBody(op);
    await expectOk(await as(owner.cookie, op.method, path, body), name);
    return self;
  }

  const logged = writes.filter((op) => operationName(op) in LOGGED);

  it.each(logged.map((op) => [operationName(op), op] as const))("%s is in the log", async (name, op) => {
    const startedAt = new Date().toISOString();
    const expected = { type: LOGGED[name]!, ...(await call(op)) };
    const entries = await t.database.db
      .selectFrom("activity_log")
      .select(["type", "actor_id", "workspace_id", "summary"])
      .where("created_at", ">=", startedAt)
      .where("type", "=", expected.type)
      .execute();
    const entry = entries.find((e) => e.actor_id === expected.actorId);
    expect(entry, `${name}: no ${expected.type} entry by its caller`).toBeDefined();
    expect(entry?.workspace_id).toBe(expected.workspaceId);
    // A sentence with the actor's name in it, never an id or a blank.
    expect(entry?.summary).toMatch(/^\S.* \S/);
  });

  it("names a script's change as the member's, made with an API key", async () => {
    const response = await t.request("/api/v1/sites", {
      method: "POST",
      headers: { origin: "", authorization: `Bearer ${owner.apiKey}` },
      json: { startUrl: "https://scripted.example/", name: "Scripted" },
    });
    expect(response.status).toBe(201);
    const entry = await t.database.db
      .selectFrom("activity_log")
      .select("summary")
      .where("workspace_id", "=", owner.workspaceId)
      .where("type", "=", "site.created")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry.summary).toBe(
      "Test User (with an API key) added the site “Scripted” (https://scripted.example/)",
    );
  });

  it("keeps one line for a stretch of saves of one item, and a new one for another item", async () => {
    const save = (version: number, title: string, id = owner.contentId) =>
      as(owner.cookie, "PUT", `/api/v1/content/${id}`, { title, content: `Text ${version}`, version });
    expect((await save(2, "Pricing")).status).toBe(200);
    expect((await save(3, "Pricing")).status).toBe(200);
    expect((await save(4, "Pricing")).status).toBe(200);
    const otherId = randomUUID();
    await expectOk(
      await as(owner.cookie, "POST", "/api/v1/content", { id: otherId, title: "FAQ" }),
      "create",
    );
    expect((await save(1, "FAQ", otherId)).status).toBe(200);
    expect((await save(5, "Pricing")).status).toBe(200);
    const saves = await t.database.db
      .selectFrom("activity_log")
      .select("summary")
      .where("workspace_id", "=", owner.workspaceId)
      .where("type", "=", "content.updated")
      .orderBy("id")
      .execute();
    expect(saves.map((entry) => entry.summary)).toEqual([
      "Test User saved “Owner's draft v2”",
      "Test User saved “Pricing”",
      "Test User saved “FAQ”",
      "Test User saved “Pricing”",
    ]);
  });
});
