import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_AREAS } from "../../src/middleware/api-key";
import { testDatabaseKinds } from "../databases";
import { json } from "../harness";
import { startTargetSite, type TargetSite } from "../target-site";
import { personalWorkspaceId, setPersonalPlan } from "../workspaces";
import { type OwnerFixture, pathWithIds, sampleBody, seedOwner, withApiKey } from "./api-fixtures";
import { apiOperations, operationName } from "./openapi-operations";
import { ownerSnapshot } from "./owner-snapshot";
import { createSecurityContext, type SecurityContext } from "./security-context";

/**
 * Authorisation (research/security.md §4.1, §7 row 32): every /api/v1
 * operation with a path parameter, enumerated from the OpenAPI document, is
 * tried against the owner's ids by another user's cookie, by their API key
 * and anonymously. Another user's object is always a 404 (never a 403 that
 * confirms it exists), and the owner's rows are byte-for-byte unchanged.
 */

// Operations on an object the path names. `{provider}` names a kind of connection, and it is the
// caller's active workspace's own (as /alerts/settings is): its isolation is tested where it lives
// (search-data/routes/providers.test.ts, "keeps each workspace's connection its own").
const NOT_OBJECTS = new Set(["provider"]);
const withParams = apiOperations().filter((op) => op.pathParams.some((name) => !NOT_OBJECTS.has(name)));
const hasApiKeys = apiOperations().some((op) => op.path === "/api/v1/api-keys");

let site: TargetSite;
beforeAll(async () => {
  site = await startTargetSite();
});
afterAll(async () => {
  await site.close();
});

describe.each(testDatabaseKinds())("authorisation [%s]", (kind) => {
  let t: SecurityContext;
  let owner: OwnerFixture;
  let intruder: { cookie: string; id: string; apiKey: string };

  beforeAll(async () => {
    t = await createSecurityContext(kind, {
      // One intruder key attacks every operation within a minute: its per-minute limit is not what
      // this suite tests (auth-hardening and the API-key tests do).
      env: { ALLOW_PRIVATE_NETWORKS: "true", BILLING: "off", API_KEY_RATE_LIMIT: "100000" },
    });
    owner = await seedOwner(t, site.url);
    const user = await t.createUser();
    await setPersonalPlan(t.database.db, user.id, "pro");
    const key = await t.request("/api/v1/api-keys", { cookie: user.cookie, json: { name: "intruder key" } });
    intruder = { ...user, apiKey: hasApiKeys ? String((await json(key)).key) : "" };
  });
  afterAll(async () => {
    await t.close();
  });

  const keyArea = (path: string) =>
    API_KEY_AREAS.some((area) => path.startsWith(`/api/v1${area}/`) || path === `/api/v1${area}`);

  it("the document has the owned objects this suite attacks", () => {
    expect(withParams.map(operationName)).toEqual(
      expect.arrayContaining([
        "GET /api/v1/content/{id}",
        "PUT /api/v1/content/{id}",
        "DELETE /api/v1/content/{id}",
        "GET /api/v1/content/{id}/revisions/{revisionId}",
        "POST /api/v1/content/{id}/revisions/{revisionId}/restore",
        "GET /api/v1/analyses/{id}",
        "DELETE /api/v1/analyses/{id}",
      ]),
    );
  });

  describe.each(withParams.map((op) => [operationName(op), op] as const))("%s", (_name, op) => {
    const attack = (auth: { cookie?: string; apiKey?: string }) => {
      const body = sampleBody(op);
      const path = pathWithIds(op, owner);
      if (auth.apiKey) return withApiKey(t, auth.apiKey, path, { method: op.method, json: body });
      return t.request(path, {
        method: op.method,
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
        ...(body === undefined ? {} : { json: body }),
      });
    };

    async function expectUntouched(response: Response, status: number, before: string) {
      const body = response.status === 204 ? null : await json(response);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(body)).not.toContain("Owner's draft");
      expect(await ownerSnapshot(t.database.db, owner.id)).toBe(before);
    }

    it("another user's session cookie → 404, the owner's rows unchanged", async () => {
      const before = await ownerSnapshot(t.database.db, owner.id);
      await expectUntouched(await attack({ cookie: intruder.cookie }), 404, before);
    });

    it.runIf(hasApiKeys)(
      "another user's API key → 404 (403 where keys are not accepted at all)",
      async () => {
        const before = await ownerSnapshot(t.database.db, owner.id);
        const response = await attack({ apiKey: intruder.apiKey });
        await expectUntouched(response, keyArea(op.path) ? 404 : 403, before);
      },
    );

    it("anonymous → 401, the owner's rows unchanged", async () => {
      const before = await ownerSnapshot(t.database.db, owner.id);
      await expectUntouched(await attack({}), 401, before);
    });

    it.runIf(op.method === "GET")("control: the owner reads it (the ids are right)", async () => {
      expect((await attack({ cookie: owner.cookie })).status).toBe(200);
    });
  });

  it("lists never include the owner's objects, whatever filter the intruder adds", async () => {
    const filters = `?userId=${owner.id}&user_id=${owner.id}&ownerId=${owner.id}&owner_id=${owner.id}`;
    for (const path of [
      "/api/v1/content",
      "/api/v1/analyses",
      "/api/v1/api-keys",
      "/api/v1/usage",
      "/api/v1/support",
      "/api/v1/projects",
    ]) {
      for (const query of ["", filters]) {
        const response = await t.request(`${path}${query}`, { cookie: intruder.cookie });
        const text = await response.text();
        expect([200, 400], `${path}${query}`).toContain(response.status);
        for (const secret of [
          owner.contentId,
          owner.analysisId,
          owner.apiKeyId,
          owner.projectId,
          owner.email,
          "Owner's draft",
        ]) {
          expect(text, `${path}${query}`).not.toContain(secret);
        }
      }
    }
  });

  it("creating content with the owner's id is a 409 that reveals nothing and changes nothing", async () => {
    const before = await ownerSnapshot(t.database.db, owner.id);
    const response = await t.request("/api/v1/content", {
      cookie: intruder.cookie,
      json: { id: owner.contentId, title: "Squatting the owner's id" },
    });
    expect(response.status).toBe(409);
    expect(await response.text()).not.toContain("Owner's draft");
    expect(await ownerSnapshot(t.database.db, owner.id)).toBe(before);
  });

  it("an id that never existed answers exactly like the owner's id", async () => {
    const theirs = await t.request(`/api/v1/content/${owner.contentId}`, { cookie: intruder.cookie });
    const missing = await t.request(`/api/v1/content/${randomUUID()}`, { cookie: intruder.cookie });
    expect(theirs.status).toBe(missing.status);
    expect(await json(theirs)).toEqual(await json(missing));
  });

  it("mass assignment: owner fields in a body are refused or ignored", async () => {
    const id = randomUUID();
    const response = await t.request("/api/v1/content", {
      cookie: intruder.cookie,
      json: { id, title: "Mine", owner_id: owner.id, ownerId: owner.id, userId: owner.id },
    });
    expect([201, 400]).toContain(response.status);
    const row = await t.database.db
      .selectFrom("content_items")
      .select("workspace_id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (row) expect(row.workspace_id).toBe(await personalWorkspaceId(t.database.db, intruder.id));
    const profile = await t.request("/api/v1/account", {
      method: "PATCH",
      cookie: intruder.cookie,
      json: { fullName: "Intruder Name", plan: "pro", id: owner.id, email: owner.email },
    });
    expect([200, 400]).toContain(profile.status);
    const ownerRow = await t.database.db
      .selectFrom("user")
      .select(["email", "name"])
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();
    expect(ownerRow.email).toBe(owner.email);
    expect(ownerRow.name).not.toBe("Intruder Name");
  });
});
