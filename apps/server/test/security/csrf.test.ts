import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../databases";
import { json, TEST_PASSWORD } from "../harness";
import { startTargetSite, type TargetSite } from "../target-site";
import { type OwnerFixture, pathWithIds, sampleBody, seedOwner } from "./api-fixtures";
import { type ApiOperation, apiOperations, operationName } from "./openapi-operations";
import { ownerSnapshot, rowCounts } from "./owner-snapshot";
import { createSecurityContext, type SecurityContext } from "./security-context";
import { createStubNetwork } from "./stub-network";

/**
 * CSRF (research/security.md §3.2, §7 rows 29–30): every cookie-authenticated
 * unsafe operation of the OpenAPI document, sent with the victim's cookie
 * from another origin or as a form, is refused and changes nothing. Better
 * Auth's own routes (not in the document) are checked the same way.
 */

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const cookieWrites = apiOperations().filter((op) => UNSAFE.has(op.method) && op.cookieAuth);
const FOREIGN = "https://attacker.test";

let site: TargetSite;
beforeAll(async () => {
  site = await startTargetSite();
});
afterAll(async () => {
  await site.close();
});

describe.each(testDatabaseKinds())("CSRF [%s]", (kind) => {
  let t: SecurityContext;
  let owner: OwnerFixture;
  const network = createStubNetwork();

  beforeAll(async () => {
    t = await createSecurityContext(kind, {
      env: { ALLOW_PRIVATE_NETWORKS: "true", BILLING: "off" },
      // DNS answers nothing: no request of this file can reach a real host.
      gather: { lookup: network.lookup, onDial: network.onDial },
    });
    owner = await seedOwner(t, site.url);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (op: ApiOperation, headers: Record<string, string>, body?: string) => {
    const sample = sampleBody(op);
    return t.request(pathWithIds(op, owner), {
      method: op.method,
      cookie: owner.cookie,
      headers,
      body: body ?? (sample === undefined ? undefined : JSON.stringify(sample)),
    });
  };

  async function expectNothingChanged(attack: () => Promise<Response>, statuses: number[]) {
    const before = {
      mine: await ownerSnapshot(t.database.db, owner.id),
      all: await rowCounts(t.database.db),
    };
    const response = await attack();
    expect(statuses, JSON.stringify(await json(response))).toContain(response.status);
    expect(await ownerSnapshot(t.database.db, owner.id)).toBe(before.mine);
    expect(await rowCounts(t.database.db)).toEqual(before.all);
  }

  it("the document lists the cookie-authenticated writes this suite knows about", () => {
    const names = cookieWrites.map(operationName);
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /api/v1/content",
        "PUT /api/v1/content/{id}",
        "DELETE /api/v1/content/{id}",
        "POST /api/v1/analyses",
        "DELETE /api/v1/analyses/{id}",
        "POST /api/v1/api-keys",
        "DELETE /api/v1/api-keys/{id}",
        "PATCH /api/v1/account",
      ]),
    );
    // The Stripe webhook is the one write without a cookie scheme (it is signed instead).
    expect(names).not.toContain("POST /api/v1/billing/webhook");
  });

  describe.each(cookieWrites.map((op) => [operationName(op), op] as const))("%s", (_name, op) => {
    it("with a foreign Origin → 403, nothing changed", async () => {
      await expectNothingChanged(
        () => send(op, { origin: FOREIGN, "content-type": "application/json" }),
        [403],
      );
    });

    it("with Origin null / a look-alike origin → 403", async () => {
      await expectNothingChanged(
        () => send(op, { origin: "null", "content-type": "application/json" }),
        [403],
      );
      await expectNothingChanged(
        () => send(op, { origin: `${t.env.publicUrl}.attacker.test`, "content-type": "application/json" }),
        [403],
      );
    });

    it("without Origin but Sec-Fetch-Site: cross-site, or with neither → 403", async () => {
      await expectNothingChanged(
        () => send(op, { origin: "", "sec-fetch-site": "cross-site", "content-type": "application/json" }),
        [403],
      );
      await expectNothingChanged(() => send(op, { origin: "", "content-type": "application/json" }), [403]);
    });

    it.each([
      ["application/x-www-form-urlencoded", "title=Hijacked&version=2"],
      [
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nHijacked\r\n--x--',
      ],
      ["text/plain", '{"title":"Hijacked","version":2}'],
    ])("as a %s form from our own origin → 415, and from another origin → 403", async (type, body) => {
      await expectNothingChanged(() => send(op, { "content-type": type }, body), [415]);
      await expectNothingChanged(() => send(op, { origin: FOREIGN, "content-type": type }, body), [403]);
    });
  });

  it("control: the same requests from our own origin as JSON get past the CSRF check", async () => {
    for (const op of cookieWrites) {
      const response = await send(op, { "content-type": "application/json" });
      const body = response.status === 204 ? null : await json(response);
      expect([403, 415], `${operationName(op)}: ${JSON.stringify(body)}`).not.toContain(response.status);
    }
  });

  describe("Better Auth's routes (not in the document)", () => {
    it.each([
      ["/api/auth/sign-out", {}],
      ["/api/auth/update-user", { name: "Mallory" }],
      ["/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "attacker password 123" }],
      ["/api/auth/change-email", { newEmail: "mallory@attacker.test" }],
      ["/api/auth/revoke-sessions", {}],
      ["/api/auth/delete-user", { password: TEST_PASSWORD }],
    ])(
      "POST %s with the cookie and a foreign Origin is refused, the session and account stay",
      async (path, body) => {
        const victim = await t.createUser();
        const before = await ownerSnapshot(t.database.db, victim.id);
        for (const origin of [FOREIGN, "null"]) {
          const response = await t.request(path, { cookie: victim.cookie, headers: { origin }, json: body });
          expect(response.status, `${path} ${origin}`).toBe(403);
        }
        expect((await t.request("/api/v1/account", { cookie: victim.cookie })).status).toBe(200);
        expect(await ownerSnapshot(t.database.db, victim.id)).toBe(before);
        const signIn = await t.request("/api/auth/sign-in/email", {
          ip: "203.0.113.50",
          json: { email: victim.email, password: TEST_PASSWORD },
        });
        expect(signIn.status).toBe(200);
      },
    );
  });

  it("CORS: a preflight from another origin gets no Access-Control-Allow-Origin or credentials", async () => {
    for (const path of ["/api/v1/content", "/api/v1/account", "/api/auth/sign-in/email"]) {
      const response = await t.request(path, {
        method: "OPTIONS",
        headers: { origin: FOREIGN, "access-control-request-method": "PUT" },
      });
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });
});
