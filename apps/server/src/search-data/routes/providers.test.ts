import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../../../test/alert-rows";
import { testDatabaseKinds } from "../../../test/databases";
import { type FakeDataForSeo, startFakeDataForSeo } from "../../../test/fake-dataforseo";
import { createTestContext, json, type TestContext } from "../../../test/harness";
import { createRecordingLogger } from "../../../test/recording-logger";
import { personalWorkspaceId } from "../../../test/workspaces";
import { NO_SECRETS_KEY } from "../providers/provider-store";

const CREDENTIALS = { login: "seo@agency.example", password: "dfs-Pa55word-never-shown" };

/**
 * Connecting DataForSEO (issue 30) through the API, against a local fake speaking its protocol:
 * the password is sealed at rest, never returned or logged; "Test connection" reads the account;
 * only admins connect; each workspace has its own.
 */
describe.each(testDatabaseKinds())("search-data providers API [%s]", (kind) => {
  let fake: FakeDataForSeo;
  let t: TestContext;
  const logger = createRecordingLogger();

  beforeAll(async () => {
    fake = await startFakeDataForSeo(CREDENTIALS);
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    logger.entries.length = 0;
    fake.failWithHttp(null);
    t = await createTestContext(kind, { env: { DATAFORSEO_API_BASE: fake.url }, logger });
  });
  afterEach(() => t.close());

  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    t.request(`/api/v1${path}`, { method, cookie, ...(body === undefined ? {} : { json: body }) });

  it("connects, shows only the login, tests against DataForSEO, and disconnects", async () => {
    const owner = await t.createUser();
    expect(await json(await send(owner.cookie, "GET", "/providers/dataforseo"))).toEqual({
      provider: "dataforseo",
      canStore: true,
      connected: false,
      login: null,
      locationCode: null,
      updatedAt: null,
    });
    const connected = await send(owner.cookie, "PUT", "/providers/dataforseo", CREDENTIALS);
    expect(connected.status).toBe(200);
    // The market keyword numbers are read for: the United States unless chosen.
    expect(await json(connected)).toMatchObject({
      connected: true,
      login: CREDENTIALS.login,
      locationCode: 2840,
    });

    const tested = await json(await send(owner.cookie, "POST", "/providers/dataforseo/test"));
    expect(tested).toMatchObject({ provider: "dataforseo", login: CREDENTIALS.login, balance: 42.5 });
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: "/v3/appendix/user_data" });

    // The stored value is not the secret, and no response or log line holds it.
    const row = await t.database.db.selectFrom("workspace_providers").selectAll().executeTakeFirstOrThrow();
    expect(row.sealed).not.toContain(CREDENTIALS.password);
    expect(JSON.stringify(logger.entries)).not.toContain(CREDENTIALS.password);
    const read = await send(owner.cookie, "GET", "/providers/dataforseo");
    expect(await read.text()).not.toContain(CREDENTIALS.password);

    const activity = await json(await send(owner.cookie, "GET", `/workspaces/${row.workspace_id}/activity`));
    expect(JSON.stringify(activity)).toContain("connected DataForSEO (account seo@agency.example)");

    expect((await send(owner.cookie, "DELETE", "/providers/dataforseo")).status).toBe(204);
    expect(await json(await send(owner.cookie, "GET", "/providers/dataforseo"))).toMatchObject({
      connected: false,
    });
    expect((await send(owner.cookie, "DELETE", "/providers/dataforseo")).status).toBe(404);
  });

  it("says which failure a test met: refused credentials (502), an outage (503), not connected (404)", async () => {
    const owner = await t.createUser();
    expect((await send(owner.cookie, "POST", "/providers/dataforseo/test")).status).toBe(404);
    await send(owner.cookie, "PUT", "/providers/dataforseo", { ...CREDENTIALS, password: "wrong" });
    const refused = await send(owner.cookie, "POST", "/providers/dataforseo/test");
    expect(refused.status).toBe(502);
    expect((await json(refused)).error).toMatchObject({
      code: "UPSTREAM_FAILED",
      details: { provider: "DataForSEO", reason: "PROVIDER_AUTH" },
    });
    await send(owner.cookie, "PUT", "/providers/dataforseo", CREDENTIALS);
    fake.failWithHttp(500);
    const down = await send(owner.cookie, "POST", "/providers/dataforseo/test");
    expect([down.status, (await json(down)).error.details.reason]).toEqual([503, "PROVIDER_UNAVAILABLE"]);
    // The provider's answer, not our fault: nothing at error level.
    expect(logger.at("error")).toEqual([]);
  });

  it("refuses bad input with the spec's kind of message, and an unknown provider", async () => {
    const owner = await t.createUser();
    const missing = await send(owner.cookie, "PUT", "/providers/dataforseo", { login: "", password: "x" });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await json(missing))).toContain("The API login is required");
    expect((await send(owner.cookie, "GET", "/providers/semrush")).status).toBe(400);
  });

  it("lets only admins connect, test or disconnect; every member sees the connection", async () => {
    const owner = await t.createUser();
    const workspaceId = await personalWorkspaceId(t.database.db, owner.id);
    await send(owner.cookie, "PUT", "/providers/dataforseo", CREDENTIALS);
    const editor = await t.createUser();
    await addMember(t.database.db, workspaceId, editor.id, new Date(), "editor");
    expect((await send(editor.cookie, "POST", `/workspaces/${workspaceId}/activate`)).status).toBe(200);
    expect(await json(await send(editor.cookie, "GET", "/providers/dataforseo"))).toMatchObject({
      connected: true,
    });
    for (const [method, path] of [
      ["PUT", "/providers/dataforseo"],
      ["POST", "/providers/dataforseo/test"],
      ["DELETE", "/providers/dataforseo"],
    ] as const) {
      const refused = await send(editor.cookie, method, path, method === "PUT" ? CREDENTIALS : undefined);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect((await json(refused)).error.message).toBe(
        "Your role (editor) cannot connect or disconnect search-data providers in this workspace.",
      );
    }
  });

  it("keeps each workspace's connection its own", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    await send(owner.cookie, "PUT", "/providers/dataforseo", CREDENTIALS);
    expect(await json(await send(other.cookie, "GET", "/providers/dataforseo"))).toMatchObject({
      connected: false,
    });
    expect((await send(other.cookie, "POST", "/providers/dataforseo/test")).status).toBe(404);
  });
});

describe.each(testDatabaseKinds())("search-data providers without SECRETS_KEY [%s]", (kind) => {
  it("refuses to store credentials rather than keep them in the clear", async () => {
    const t = await createTestContext(kind, { env: { SECRETS_KEY: "" } });
    try {
      const owner = await t.createUser();
      const refused = await t.request("/api/v1/providers/dataforseo", {
        method: "PUT",
        cookie: owner.cookie,
        json: CREDENTIALS,
      });
      expect(refused.status).toBe(501);
      expect((await json(refused)).error.message).toBe(NO_SECRETS_KEY);
      expect(await t.database.db.selectFrom("workspace_providers").selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
