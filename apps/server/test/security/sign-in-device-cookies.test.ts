import { afterEach, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../databases";
import { json, sessionCookie, TEST_PASSWORD } from "../harness";
import { createSecurityContext, type SecurityContext } from "./security-context";

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device
 * Cookies", ADR 011): a browser that signed in to an account before is not
 * held by that account's sign-in backoff, so an attacker guessing the account
 * cannot lock its owner out; everything else is held as before, and a
 * remembered device's own wrong guesses are backed off per device.
 */

/** `name=value` of the device cookie a response sets (not one it expires), if any. */
function deviceCookieOf(response: Response): string | undefined {
  const set = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((pair) => /^(__Secure-)?ranklens_device_[0-9a-f]{16}=./.test(pair));
  return set;
}

function withValue(cookie: string, value: string): string {
  return `${cookie.slice(0, cookie.indexOf("="))}=${value}`;
}

/** The documented fields of a device cookie value: v1.<generation>.<expires>.<nonce>.<mac>. */
function fields(cookie: string): { generation: string; expires: string; nonce: string; mac: string } {
  const [version, generation, expires, nonce, mac] = cookie.slice(cookie.indexOf("=") + 1).split(".");
  expect(version).toBe("v1");
  return { generation: generation!, expires: expires!, nonce: nonce!, mac: mac! };
}

/** Another base64url character in place of the one at `index`. */
function changeCharAt(text: string, index: number): string {
  return `${text.slice(0, index)}${text[index] === "A" ? "B" : "A"}${text.slice(index + 1)}`;
}

describe.each(testDatabaseKinds())("remembered devices at sign-in [%s]", (kind) => {
  let t: SecurityContext;
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  let address = 0;
  /** Every attempt from an address of its own, so only the per-account limits are in play. */
  const signIn = (email: string, password: string, cookie?: string) =>
    t.request("/api/auth/sign-in/email", {
      ip: `198.51.${100 + Math.floor(address / 250)}.${(address++ % 250) + 1}`,
      cookie,
      json: { email, password },
    });
  /** A signed-in browser's device cookie. */
  const rememberedBrowser = async (email: string, password = TEST_PASSWORD, cookie?: string) => {
    const response = await signIn(email, password, cookie);
    expect(response.status).toBe(200);
    const device = deviceCookieOf(response);
    expect(device).toBeDefined();
    return device!;
  };
  /** An attacker from rotating addresses guesses until the account is held (5 free guesses, then 429). */
  const attack = async (email: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(email, `attacker guess ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  };
  const waitOutDelays = () =>
    t.database.db.updateTable("sign_in_throttle").set({ next_attempt_at: 0 }).execute();
  const resetPassword = async (email: string, newPassword: string) => {
    await t.request("/api/auth/request-password-reset", {
      ip: "203.0.113.160",
      json: { email, redirectTo: "/reset-password" },
    });
    const token = /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec((await t.mail.next(email)).text)![1];
    const reset = await t.request("/api/auth/reset-password", {
      ip: "203.0.113.160",
      json: { newPassword, token },
    });
    expect(reset.status).toBe(200);
  };

  it("while an attacker holds the account in backoff, the owner's remembered browser signs in at once", async () => {
    t = await createSecurityContext(kind);
    const user = await t.createUser();
    const device = await rememberedBrowser(user.email);
    await attack(user.email);

    const owner = await signIn(user.email, TEST_PASSWORD, device);
    expect(owner.status).toBe(200);
    expect((await t.request("/api/v1/account", { cookie: sessionCookie(owner) })).status).toBe(200);
    // Each sign-in hands the browser a new cookie (a new nonce), which works the same way.
    const renewed = deviceCookieOf(owner)!;
    expect(fields(renewed).nonce).not.toBe(fields(device).nonce);
    expect((await signIn(user.email, TEST_PASSWORD, renewed)).status).toBe(200);
    // The owner's sign-ins did not reset the attacker's count: the attacker is still held.
    expect((await signIn(user.email, "attacker guess 6")).status).toBe(429);
  });

  it("a browser without the device cookie is still held, even with the right password", async () => {
    t = await createSecurityContext(kind);
    const user = await t.createUser();
    await rememberedBrowser(user.email);
    await attack(user.email);
    const other = await signIn(user.email, TEST_PASSWORD);
    expect(other.status).toBe(429);
    expect(Number(other.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await json(other)).code).toBe("TOO_MANY_SIGN_IN_ATTEMPTS");
    expect(deviceCookieOf(other)).toBeUndefined();
  });

  it("a forged or altered cookie, another account's cookie and an expired cookie get no bypass", async () => {
    t = await createSecurityContext(kind);
    const user = await t.createUser();
    const other = await t.createUser();

    // A cookie issued 181 days ago: genuine, but past its 180 days.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 181 * 24 * 60 * 60 * 1000);
    const expired = await rememberedBrowser(user.email);
    vi.useRealTimers();

    const device = await rememberedBrowser(user.email);
    const othersDevice = await rememberedBrowser(other.email);
    await attack(user.email);

    const { generation, expires, nonce, mac } = fields(device);
    const cookie = (f: Partial<ReturnType<typeof fields>>) =>
      withValue(
        device,
        ["v1", f.generation ?? generation, f.expires ?? expires, f.nonce ?? nonce, f.mac ?? mac].join("."),
      );
    const noBypass: Record<string, string> = {
      "altered signature": cookie({ mac: changeCharAt(mac, 10) }),
      "later expiry": cookie({ expires: String(Number(expires) + 86_400) }),
      "another generation": cookie({ generation: String(Number(generation) + 1) }),
      "another nonce": cookie({ nonce: changeCharAt(nonce, 3) }),
      "made up": cookie({
        generation: "0",
        expires: "9999999999",
        nonce: "A".repeat(22),
        mac: "A".repeat(22),
      }),
      "not the format": withValue(device, "trust-me"),
      "another account's value under this account's name": withValue(
        device,
        othersDevice.slice(othersDevice.indexOf("=") + 1),
      ),
      "another account's cookie": othersDevice,
      expired,
    };
    for (const [label, forged] of Object.entries(noBypass)) {
      expect((await signIn(user.email, TEST_PASSWORD, forged)).status, label).toBe(429);
    }
    // The genuine cookie, in the same state of the account, does get through.
    expect((await signIn(user.email, TEST_PASSWORD, device)).status).toBe(200);
  });

  it("after a password reset, device cookies issued before it get no bypass; new ones do", async () => {
    t = await createSecurityContext(kind);
    const user = await t.createUser();
    const before = await rememberedBrowser(user.email);
    await resetPassword(user.email, "a fresh and long password");

    await attack(user.email);
    expect((await signIn(user.email, "a fresh and long password", before)).status).toBe(429);

    await waitOutDelays();
    const after = await rememberedBrowser(user.email, "a fresh and long password", before);
    await attack(user.email);
    expect((await signIn(user.email, "a fresh and long password", after)).status).toBe(200);
    expect((await signIn(user.email, "a fresh and long password", before)).status).toBe(429);
  });

  it("wrong passwords from a remembered device are backed off for that device alone", async () => {
    t = await createSecurityContext(kind);
    const user = await t.createUser();
    const laptop = await rememberedBrowser(user.email);
    const phone = await rememberedBrowser(user.email);

    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `typo ${i}`, laptop)).status).toBe(401);
    const held = await signIn(user.email, "typo 5", laptop);
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toBe("1");
    // Held before the password is looked at, like the account's backoff.
    expect((await signIn(user.email, TEST_PASSWORD, laptop)).status).toBe(429);

    // Another remembered device, and the account's own count, are untouched by the laptop's failures.
    expect((await signIn(user.email, TEST_PASSWORD, phone)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `guess ${i}`)).status).toBe(401);
    expect((await signIn(user.email, "guess 5")).status).toBe(429);

    // The laptop's delay doubles like the account's.
    await waitOutDelays();
    expect((await signIn(user.email, "typo 6", laptop)).status).toBe(401);
    expect((await signIn(user.email, "typo 7", laptop)).headers.get("retry-after")).toBe("2");
  });

  it("a remembered device still meets Better Auth's per-address limit (10 sign-ins a minute)", async () => {
    t = await createSecurityContext(kind);
    const user = await t.createUser();
    let device = await rememberedBrowser(user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.170",
        cookie: device,
        json: { email: user.email, password: TEST_PASSWORD },
      });
      statuses.push(response.status);
      device = deviceCookieOf(response) ?? device;
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("the cookie: HttpOnly, SameSite=Lax, sent to the sign-in endpoint only, 180 days, small; none after a failure", async () => {
    t = await createSecurityContext(kind);
    const user = await t.createUser();
    const failed = await signIn(user.email, "wrong password");
    expect(failed.status).toBe(401);
    expect(deviceCookieOf(failed)).toBeUndefined();

    const response = await signIn(user.email, TEST_PASSWORD);
    const header = response.headers.getSetCookie().find((c) => c.startsWith("ranklens_device_"))!;
    const [pair, ...attributes] = header.split(";").map((p) => p.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining([
        "httponly",
        "samesite=lax",
        "path=/api/auth/sign-in/email",
        "max-age=15552000",
      ]),
    );
    expect(attributes.some((a) => a.startsWith("domain=") || a === "secure")).toBe(false);
    expect(pair!.length).toBeLessThan(100);
    // The name says nothing about the address (not even its plain hash).
    expect(pair).not.toContain(user.email.split("@")[0]!.toLowerCase());
  });

  it("over https: Secure with the __Secure- prefix, and it is honoured", async () => {
    t = await createSecurityContext(kind, { env: { PUBLIC_URL: "https://seo.example.com" } });
    const user = await t.createUser();
    const response = await signIn(user.email, TEST_PASSWORD);
    const header = response.headers.getSetCookie().find((c) => c.includes("ranklens_device_"))!;
    expect(header).toMatch(/^__Secure-ranklens_device_[0-9a-f]{16}=/);
    expect(
      header
        .toLowerCase()
        .split(";")
        .map((a) => a.trim()),
    ).toContain("secure");
    await attack(user.email);
    expect((await signIn(user.email, TEST_PASSWORD, header.split(";")[0])).status).toBe(200);
  });
});
