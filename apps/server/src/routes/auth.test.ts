import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@ranklens/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import {
  createTestContext,
  json,
  sessionCookie,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestContext,
} from "../../test/harness";

/** The reset token from the link in a reset e-mail (the link is /api/auth/reset-password/<token>?callbackURL=…). */
function resetToken(text: string): string {
  const match = text.match(/\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe.each(testDatabaseKinds())("auth flows [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it("registers with a full name stored on the account, then signs in", async () => {
    const up = await t.request("/api/auth/sign-up/email", {
      json: { email: "ada@example.com", password: TEST_PASSWORD, name: "  Ada Lovelace " },
    });
    expect(up.status).toBe(200);
    // autoSignIn is off: registering does not sign in (spec: sign-up → /login).
    expect(
      up.headers.getSetCookie().some((c) => c.includes("session_token=") && !c.includes("Max-Age=0")),
    ).toBe(false);
    const row = await t.database.db
      .selectFrom("user")
      .select(["name", "plan"])
      .where("email", "=", "ada@example.com")
      .executeTakeFirst();
    expect(row).toEqual({ name: "Ada Lovelace", plan: "basic" });

    const signIn = await t.request("/api/auth/sign-in/email", {
      json: { email: "ada@example.com", password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const account = await t.request("/api/v1/account", { cookie: sessionCookie(signIn) });
    expect(account.status).toBe(200);
    expect(await json(account)).toMatchObject({
      user: { email: "ada@example.com", fullName: "Ada Lovelace", plan: "basic" },
    });
  });

  it("refuses a blank full name and creates no account", async () => {
    const up = await t.request("/api/auth/sign-up/email", {
      json: { email: "blank@example.com", password: TEST_PASSWORD, name: "   " },
    });
    expect(up.status).toBe(400);
    expect(JSON.stringify(await json(up))).toContain("Full name is required");
    const count = await t.database.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("refuses a password shorter than 12 characters", async () => {
    const up = await t.request("/api/auth/sign-up/email", {
      json: { email: "short@example.com", password: "elevenchars", name: "Short" },
    });
    expect(up.status).toBe(400);
    expect(((await json(up)) as { code: string }).code).toBe("PASSWORD_TOO_SHORT");
  });

  it("takes its password bounds from the shared definition the web app reads: exactly 12 to 128", async () => {
    const signUp = (email: string, password: string) =>
      t.request("/api/auth/sign-up/email", { json: { email, password, name: "Bounds" } });
    const shortest = "k3Jd9Qm1Zx7Lp0Wv".slice(0, PASSWORD_MIN_LENGTH);
    const longest = "correct horse battery staple ".repeat(5).slice(0, PASSWORD_MAX_LENGTH);
    expect((await signUp("min@example.com", shortest)).status).toBe(200);
    expect((await signUp("max@example.com", longest)).status).toBe(200);
    const tooShort = await signUp("short@example.com", shortest.slice(1));
    expect(((await json(tooShort)) as { code: string }).code).toBe("PASSWORD_TOO_SHORT");
    const tooLong = await signUp("long@example.com", `${longest}x`);
    expect(((await json(tooLong)) as { code: string }).code).toBe("PASSWORD_TOO_LONG");
  });

  it("stores passwords as Argon2id hashes", async () => {
    await t.createUser({ email: "hash@example.com" });
    const row = await t.database.db
      .selectFrom("account" as never)
      .select(["password" as never])
      .executeTakeFirstOrThrow();
    expect(String((row as { password: string }).password)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("rejects a wrong password with 401 and sets no session", async () => {
    await t.createUser({ email: "wrong@example.com" });
    const res = await t.request("/api/auth/sign-in/email", {
      json: { email: "wrong@example.com", password: "not the password at all" },
    });
    expect(res.status).toBe(401);
    expect(((await json(res)) as { code: string }).code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(
      res.headers.getSetCookie().filter((c) => c.includes("session_token=") && !c.includes("Max-Age=0")),
    ).toEqual([]);
  });

  it("answers a duplicate e-mail exactly like a new one and keeps the first account's password", async () => {
    await t.createUser({ email: "dup@example.com", name: "First" });
    const again = await t.request("/api/auth/sign-up/email", {
      json: { email: "dup@example.com", password: "another password 123", name: "Second" },
    });
    const fresh = await t.request("/api/auth/sign-up/email", {
      json: { email: "fresh@example.com", password: "another password 123", name: "Fresh" },
    });
    expect(again.status).toBe(fresh.status);
    const rows = await t.database.db
      .selectFrom("user")
      .select("name")
      .where("email", "=", "dup@example.com")
      .execute();
    expect(rows).toEqual([{ name: "First" }]);
    const oldPassword = await t.request("/api/auth/sign-in/email", {
      json: { email: "dup@example.com", password: TEST_PASSWORD },
    });
    expect(oldPassword.status).toBe(200);
  });

  it("signs out: the old cookie no longer works", async () => {
    const { cookie } = await t.createUser();
    expect((await t.request("/api/v1/account", { cookie })).status).toBe(200);
    const out = await t.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await t.request("/api/v1/account", { cookie })).status).toBe(401);
  });

  it("resets a password by e-mail: link works once, old sessions end, old password stops working", async () => {
    const { cookie, email } = await t.createUser({ email: "reset@example.com" });
    const req = await t.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(req.status).toBe(200);
    const mail = await t.mail.next(email);
    expect(mail.subject).toBe("Reset your RankLens password");
    const token = resetToken(mail.text);

    // The e-mailed link validates the token and sends the browser to our reset page.
    const link = await t.request(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    expect(link.status).toBe(302);
    expect(link.headers.get("location")).toBe(`${TEST_ORIGIN}/reset-password?token=${token}`);

    const reset = await t.request("/api/auth/reset-password", {
      json: { newPassword: "a brand new password", token },
    });
    expect(reset.status).toBe(200);
    expect((await t.request("/api/v1/account", { cookie })).status).toBe(401);
    expect(
      (await t.request("/api/auth/sign-in/email", { json: { email, password: TEST_PASSWORD } })).status,
    ).toBe(401);
    expect(
      (await t.request("/api/auth/sign-in/email", { json: { email, password: "a brand new password" } }))
        .status,
    ).toBe(200);

    const reused = await t.request("/api/auth/reset-password", {
      json: { newPassword: "yet another password", token },
    });
    expect(reused.status).toBe(400);
    expect(((await json(reused)) as { code: string }).code).toBe("INVALID_TOKEN");
    const reusedLink = await t.request(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    expect(reusedLink.headers.get("location")).toBe(`${TEST_ORIGIN}/reset-password?error=INVALID_TOKEN`);
  });

  it("refuses an expired reset token", async () => {
    const { email } = await t.createUser({ email: "expired@example.com" });
    await t.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const token = resetToken((await t.mail.next(email)).text);
    await t.database.db
      .updateTable("verification" as never)
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() } as never)
      .execute();
    const reset = await t.request("/api/auth/reset-password", {
      json: { newPassword: "a brand new password", token },
    });
    expect(reset.status).toBe(400);
    expect(
      (await t.request("/api/auth/sign-in/email", { json: { email, password: TEST_PASSWORD } })).status,
    ).toBe(200);
  });

  it("answers forgot-password the same for an unknown address and sends no mail", async () => {
    await t.createUser({ email: "known@example.com" });
    const known = await t.request("/api/auth/request-password-reset", {
      json: { email: "known@example.com", redirectTo: "/reset-password" },
    });
    const unknown = await t.request("/api/auth/request-password-reset", {
      json: { email: "nobody@example.com", redirectTo: "/reset-password" },
    });
    expect(unknown.status).toBe(known.status);
    expect(await json(unknown)).toEqual(await json(known));
    await t.mail.next("known@example.com");
    expect(t.mail.messages.filter((m) => m.to === "nobody@example.com")).toEqual([]);
  });

  it("rate-limits repeated sign-in attempts from one client address", async () => {
    await t.createUser({ email: "brute@example.com" });
    const statuses: number[] = [];
    // A different account each time: the per-account backoff (test/security) is not what is tested here.
    for (let i = 0; i < 12; i++) {
      const res = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.7",
        json: { email: `brute${i}@example.com`, password: `guess number ${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client is not locked out by the first one's failures.
    const other = await t.request("/api/auth/sign-in/email", {
      ip: "203.0.113.8",
      json: { email: "brute@example.com", password: TEST_PASSWORD },
    });
    expect(other.status).toBe(200);
  });

  it("ignores a forged X-Forwarded-For when TRUST_PROXY is off", async () => {
    await t.createUser({ email: "forge@example.com" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.9",
        headers: { "x-forwarded-for": `198.51.100.${i}` },
        json: { email: `forge${i}@example.com`, password: `guess ${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("auth behind a trusted proxy", () => {
  it("keys the rate limit on the forwarded client address when TRUST_PROXY is on", async () => {
    const t = await createTestContext("sqlite", { env: { TRUST_PROXY: "true" } });
    try {
      await t.createUser({ email: "proxy@example.com" });
      for (let i = 0; i < 10; i++) {
        await t.request("/api/auth/sign-in/email", {
          headers: { "x-forwarded-for": "198.51.100.1" },
          json: { email: `someone${i}@example.com`, password: `guess ${i}` },
        });
      }
      const limited = await t.request("/api/auth/sign-in/email", {
        headers: { "x-forwarded-for": "198.51.100.1" },
        json: { email: "proxy@example.com", password: TEST_PASSWORD },
      });
      expect(limited.status).toBe(429);
      const otherClient = await t.request("/api/auth/sign-in/email", {
        headers: { "x-forwarded-for": "198.51.100.2" },
        json: { email: "proxy@example.com", password: TEST_PASSWORD },
      });
      expect(otherClient.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
