import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addMember } from "../../../../test/alert-rows";
import { testDatabaseKinds } from "../../../../test/databases";
import { type FakeGoogle, startFakeGoogle } from "../../../../test/fake-google";
import { createTestContext, json, type TestContext } from "../../../../test/harness";
import { createRecordingLogger } from "../../../../test/recording-logger";
import { connectSearchConsole, fakeGoogleEnv, insertProject } from "../../../../test/search-console-helpers";
import { personalWorkspaceId } from "../../../../test/workspaces";

/**
 * Connecting Google Search Console through the OAuth web flow, against a local fake Google:
 * the state ties the callback to the user who started it, the refresh token is sealed and never
 * shown or logged, a revoked grant is reported and marked, disconnect revokes at Google, a project
 * links only a property that covers its site and that the account can read.
 */
describe.each(testDatabaseKinds())("Search Console connection [%s]", (kind) => {
  let fake: FakeGoogle;
  let t: TestContext;
  const logger = createRecordingLogger();

  beforeAll(async () => {
    fake = await startFakeGoogle();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    logger.entries.length = 0;
    fake.requests.length = 0;
    fake.revokedThroughEndpoint.length = 0;
    fake.sites = [
      { siteUrl: "sc-domain:shop.example", permissionLevel: "siteOwner" },
      { siteUrl: "https://other.example/", permissionLevel: "siteFullUser" },
    ];
    t = await createTestContext(kind, { env: fakeGoogleEnv(fake), logger });
  });
  afterEach(() => t.close());

  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    t.request(`/api/v1${path}`, { method, cookie, ...(body === undefined ? {} : { json: body }) });

  /** Every token the fake issued, none of which may leave the server. */
  const expectNoTokenIn = (text: string) => {
    for (const token of [...fake.refreshTokens(), ...fake.accessTokens()]) expect(text).not.toContain(token);
  };

  it("connects through Google's consent page, keeps the refresh token sealed, lists properties, disconnects", async () => {
    const owner = await t.createUser();
    const start = await send(owner.cookie, "GET", "/providers/search-console/connect");
    expect(start.status).toBe(302);
    const consent = new URL(start.headers.get("location")!);
    expect(consent.origin + consent.pathname).toBe(`${fake.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: fake.clientId,
      redirect_uri: `${t.env.publicUrl}/api/v1/providers/search-console/callback`,
      response_type: "code",
      scope: "https://www.googleapis.com/auth/webmasters.readonly openid email",
      access_type: "offline",
      prompt: "consent",
    });
    expect(consent.searchParams.get("state")).toMatch(/^[\w-]{43}$/);

    const back = await connectSearchConsole(t, owner.cookie);
    expect(back).toBe("/settings?searchConsole=connected");
    const connection = await json(await send(owner.cookie, "GET", "/providers/search-console/connection"));
    expect(connection).toMatchObject({
      configured: true,
      connected: true,
      email: fake.email,
      reconnectReason: null,
    });

    const properties = await send(owner.cookie, "GET", "/providers/search-console/properties");
    const listed = await properties.text();
    expect(JSON.parse(listed)).toEqual({ email: fake.email, properties: [fake.sites[1], fake.sites[0]] });

    // Sealed at rest; no response, activity entry or log line holds a token.
    const row = await t.database.db.selectFrom("workspace_providers").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: "search-console", login: fake.email, reconnect_reason: null });
    expectNoTokenIn(row.sealed);
    const activity = await send(owner.cookie, "GET", `/workspaces/${row.workspace_id}/activity`);
    const activityText = await activity.text();
    expect(activityText).toContain(`connected Search Console (Google account ${fake.email})`);
    expectNoTokenIn(activityText + listed + JSON.stringify(connection) + JSON.stringify(logger.entries));

    expect((await send(owner.cookie, "DELETE", "/providers/search-console/connection")).status).toBe(204);
    expect(fake.revokedThroughEndpoint).toHaveLength(1);
    expect(fake.refreshTokens()).toContain(fake.revokedThroughEndpoint[0]);
    expect(await json(await send(owner.cookie, "GET", "/providers/search-console/connection"))).toMatchObject(
      {
        connected: false,
        email: null,
      },
    );
    expect((await send(owner.cookie, "DELETE", "/providers/search-console/connection")).status).toBe(404);
    expect((await send(owner.cookie, "GET", "/providers/search-console/properties")).status).toBe(404);
  });

  it("refuses a callback whose state is unknown, another user's, or used already", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const start = await send(owner.cookie, "GET", "/providers/search-console/connect");
    const consent = await fetch(start.headers.get("location")!, { redirect: "manual" });
    const callback = new URL(consent.headers.get("location")!);
    const code = callback.searchParams.get("code")!;
    const tokenCalls = () => fake.requests.filter((r) => r.path === "/token").length;

    const forged = await t.request(
      `/api/v1/providers/search-console/callback?code=${code}&state=forged-state`,
      { cookie: owner.cookie },
    );
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toContain("searchConsoleError=");
    // Another user's browser with this user's state: refused, and the state is spent.
    const stolen = await t.request(`${callback.pathname}${callback.search}`, { cookie: other.cookie });
    expect(stolen.headers.get("location")).toContain("searchConsoleError=");
    const replay = await t.request(`${callback.pathname}${callback.search}`, { cookie: owner.cookie });
    expect(replay.headers.get("location")).toContain("searchConsoleError=");
    expect(tokenCalls()).toBe(0);
    expect(await t.database.db.selectFrom("workspace_providers").selectAll().execute()).toEqual([]);

    // Consent refused at Google: said so, nothing stored.
    fake.denyConsent = true;
    const denied = await connectSearchConsole(t, owner.cookie);
    expect(new URL(denied, t.env.publicUrl).searchParams.get("searchConsoleError")).toContain(
      "Google's consent was not given",
    );
    expect(await t.database.db.selectFrom("workspace_providers").selectAll().execute()).toEqual([]);
  });

  it("only admins connect or disconnect; any member reads the connection", async () => {
    const owner = await t.createUser();
    const editor = await t.createUser();
    const workspaceId = await personalWorkspaceId(t.database.db, owner.id);
    await addMember(t.database.db, workspaceId, editor.id, new Date());
    expect((await send(editor.cookie, "POST", `/workspaces/${workspaceId}/activate`)).status).toBe(200);
    await connectSearchConsole(t, owner.cookie);
    const asEditor = await send(editor.cookie, "GET", "/providers/search-console/connection");
    expect(await json(asEditor)).toMatchObject({ connected: true, email: fake.email });
    expect((await send(editor.cookie, "GET", "/providers/search-console/connect")).status).toBe(403);
    expect((await send(editor.cookie, "DELETE", "/providers/search-console/connection")).status).toBe(403);
  });

  it("reports a grant Google revoked, marks it for reconnection, and a new connection clears the mark", async () => {
    const owner = await t.createUser();
    await connectSearchConsole(t, owner.cookie);
    expect((await send(owner.cookie, "GET", "/providers/search-console/properties")).status).toBe(200);
    fake.revokeAll();
    const refused = await send(owner.cookie, "GET", "/providers/search-console/properties");
    expect(refused.status).toBe(502);
    const message = `Google no longer lets RankLens read Search Console for ${fake.email}: connect again.`;
    expect(await json(refused)).toMatchObject({ error: { message, details: { reason: "PROVIDER_AUTH" } } });
    expect(await json(await send(owner.cookie, "GET", "/providers/search-console/connection"))).toMatchObject(
      {
        connected: true,
        reconnectReason: message,
      },
    );
    await connectSearchConsole(t, owner.cookie);
    expect(await json(await send(owner.cookie, "GET", "/providers/search-console/connection"))).toMatchObject(
      {
        reconnectReason: null,
      },
    );
    expect((await send(owner.cookie, "GET", "/providers/search-console/properties")).status).toBe(200);
  });

  it("links a project only to a readable property that covers its site; schedules and queues its import", async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const workspaceId = await personalWorkspaceId(t.database.db, owner.id);
    const projectId = await insertProject(t.database.db, workspaceId, "https://www.shop.example/");
    const path = `/projects/${projectId}/search-console`;
    // Not connected yet: nothing to read the properties with.
    expect((await send(owner.cookie, "PUT", path, { property: "sc-domain:shop.example" })).status).toBe(404);
    await connectSearchConsole(t, owner.cookie);

    const elsewhere = await send(owner.cookie, "PUT", path, { property: "https://other.example/" });
    expect(elsewhere.status).toBe(400);
    expect((await json(elsewhere)).error.message).toContain("does not cover this project's site");
    const unreadable = await send(owner.cookie, "PUT", path, { property: "https://www.shop.example/" });
    expect(unreadable.status).toBe(400);
    expect((await json(unreadable)).error.message).toContain("cannot read the Search Console property");

    const linked = await send(owner.cookie, "PUT", path, { property: "sc-domain:shop.example" });
    expect(linked.status).toBe(200);
    expect(await json(linked)).toMatchObject({
      property: "sc-domain:shop.example",
      newestDate: null,
      source: "Search Console, about 2 days behind",
    });
    expect(await t.deps.jobs.getSchedule(`project:${projectId}:search-console`)).toMatchObject({
      kind: "search-console-import",
    });
    expect((await send(stranger.cookie, "GET", path)).status).toBe(404);
    expect((await send(stranger.cookie, "PUT", path, { property: "sc-domain:shop.example" })).status).toBe(
      404,
    );

    expect((await send(owner.cookie, "POST", `${path}/import`)).status).toBe(202);
    expect((await send(owner.cookie, "DELETE", path)).status).toBe(204);
    expect(await t.deps.jobs.getSchedule(`project:${projectId}:search-console`)).toBeUndefined();
    expect(await json(await send(owner.cookie, "GET", path))).toMatchObject({ property: null });
    expect((await send(owner.cookie, "DELETE", path)).status).toBe(404);
  });

  it("answers the providers' registry: test lists the properties, DELETE revokes at Google", async () => {
    const owner = await t.createUser();
    await connectSearchConsole(t, owner.cookie);
    const tested = await send(owner.cookie, "POST", "/providers/search-console/test");
    expect(await json(tested)).toMatchObject({
      provider: "search-console",
      login: fake.email,
      balance: null,
    });
    expect(await json(await send(owner.cookie, "GET", "/providers/search-console"))).toMatchObject({
      connected: true,
      login: fake.email,
    });
    expect((await send(owner.cookie, "DELETE", "/providers/search-console")).status).toBe(204);
    expect(fake.revokedThroughEndpoint).toHaveLength(1);
    expect(await json(await send(owner.cookie, "GET", "/providers/search-console/connection"))).toMatchObject(
      {
        connected: false,
      },
    );
  });

  it("says what the operator must set when the server has no Google client", async () => {
    await t.close();
    t = await createTestContext(kind, { env: { GOOGLE_OAUTH_BASE: fake.url, GSC_API_BASE: fake.url } });
    const owner = await t.createUser();
    const connect = await send(owner.cookie, "GET", "/providers/search-console/connect");
    expect(connect.status).toBe(501);
    const { error } = await json(connect);
    expect(error).toMatchObject({ code: "NOT_CONFIGURED" });
    expect(error.message).toContain("GOOGLE_CLIENT_ID");
    expect(await json(await send(owner.cookie, "GET", "/providers/search-console/connection"))).toMatchObject(
      {
        configured: false,
        connected: false,
      },
    );
  });
});
