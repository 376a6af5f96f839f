import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_AUTH_BODY_BYTES } from "../../src/app";
import { createLogger } from "../../src/lib/logger";
import { createMailer } from "../../src/mail/mailer";
import { testDatabaseKinds } from "../databases";
import { json, sessionCookie, TEST_PASSWORD } from "../harness";
import { startSmtpSink } from "../smtp-sink";
import { createSecurityContext, type SecurityContext } from "./security-context";

/**
 * Authentication hardening not covered by src/routes/auth.test.ts
 * (research/security.md §3, §7 rows 22, 24, 27, 28): enumeration by body
 * shape, cookie flags over http and https, session fixation, forged
 * client-address headers on every per-IP limit, and the size of what
 * /api/auth reads.
 */

/** The structure of a JSON value: keys and value types, never the values. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  }
  return value === null ? "null" : typeof value;
}

/**
 * A JSON sign-in body of `totalBytes` made on demand, 64 KiB a pull, that
 * counts how much of it the server actually read.
 */
function countedSignInBody(totalBytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
  let pulled = 0;
  let opened = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!opened) {
        opened = true;
        const head = new TextEncoder().encode('{"email":"big@example.com","password":"');
        pulled += head.length;
        controller.enqueue(head);
        return;
      }
      if (pulled >= totalBytes) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
        return;
      }
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

function cookieAttributes(setCookie: string): { name: string; attributes: string[] } {
  const [pair, ...attributes] = setCookie.split(";").map((p) => p.trim());
  return { name: pair!.split("=")[0]!, attributes: attributes.map((a) => a.toLowerCase()) };
}

describe.each(testDatabaseKinds())("authentication hardening [%s]", (kind) => {
  let t: SecurityContext;
  afterEach(async () => {
    await t.close();
  });

  describe("no account enumeration", () => {
    it("sign-up answers a taken address with the same status and body shape as a new one, leaking nothing", async () => {
      t = await createSecurityContext(kind);
      const existing = await t.createUser({ email: "taken@example.com" });
      const signUp = (email: string) =>
        t.request("/api/auth/sign-up/email", {
          ip: "203.0.113.20",
          json: { email, password: "another password 123", name: "Someone Else" },
        });
      const taken = await signUp("taken@example.com");
      const fresh = await signUp("brand-new@example.com");
      expect(taken.status).toBe(fresh.status);
      const takenBody = await json(taken);
      expect(shape(takenBody)).toEqual(shape(await json(fresh)));
      expect(JSON.stringify(takenBody)).not.toContain(existing.id);
      expect(JSON.stringify(takenBody)).not.toContain("Sec User");
      expect(
        taken.headers.getSetCookie().some((c) => c.includes("session_token=") && !/max-age=0/i.test(c)),
      ).toBe(false);
    });

    it("sign-up with a taken address answers like a new one and e-mails the owner over SMTP (once an hour)", async () => {
      const smtp = await startSmtpSink();
      try {
        const mailer = createMailer({
          smtpUrl: smtp.url,
          from: "RankLens <no-reply@ranklens.test>",
          outboxDir: "/nonexistent",
          logger: createLogger("silent"),
        });
        t = await createSecurityContext(kind, { mailer, env: { SMTP_URL: smtp.url } });
        await t.createUser({ email: "owner@example.com", name: "Owner" });
        const signUp = (email: string) =>
          t.request("/api/auth/sign-up/email", {
            ip: "203.0.113.25",
            json: { email, password: "another password 123", name: "Someone Else" },
          });
        /** The answer with what must differ between two accounts (id, times, address) blanked out. */
        const comparable = async (response: Response) => {
          const body = await json(response);
          for (const key of ["id", "createdAt", "updatedAt", "email"]) body.user[key] = typeof body.user[key];
          return { status: response.status, body, cookies: response.headers.getSetCookie() };
        };
        const taken = await comparable(await signUp("Owner@Example.com"));
        const fresh = await comparable(await signUp("newcomer@example.com"));
        expect(taken).toEqual(fresh);
        expect(taken.status).toBe(200);

        const mail = await smtp.next("owner@example.com");
        expect(mail.decoded).toContain(
          "Subject: Someone tried to create a RankLens account with your e-mail",
        );
        expect(mail.decoded).toContain("Someone tried to create an account with your e-mail address.");
        expect(mail.decoded).toContain(`${t.env.publicUrl}/login`);
        expect(mail.decoded).toContain(`${t.env.publicUrl}/forgot-password`);
        expect(mail.decoded).not.toContain("another password 123");

        // Repeating it does not flood the owner's inbox; a fresh sign-up mails nobody.
        expect((await signUp("owner@example.com")).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.messages.filter((m) => m.to.includes("owner@example.com"))).toHaveLength(1);
        expect(smtp.messages.filter((m) => m.to.includes("newcomer@example.com"))).toHaveLength(0);
      } finally {
        await smtp.close();
      }
    });

    it("sign-in answers an unknown address exactly like a wrong password", async () => {
      t = await createSecurityContext(kind);
      await t.createUser({ email: "real@example.com" });
      const wrongPassword = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.21",
        json: { email: "real@example.com", password: "not the right password" },
      });
      const unknownUser = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.21",
        json: { email: "ghost@example.com", password: "not the right password" },
      });
      expect(wrongPassword.status).toBe(401);
      expect(unknownUser.status).toBe(wrongPassword.status);
      expect(await json(unknownUser)).toEqual(await json(wrongPassword));
    });
  });

  describe("session cookie", () => {
    it("over http: HttpOnly, SameSite=Lax, Path=/", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      const signIn = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.22",
        json: { email: user.email, password: TEST_PASSWORD },
      });
      const cookie = signIn.headers.getSetCookie().find((c) => c.includes("session_token="))!;
      const { name, attributes } = cookieAttributes(cookie);
      expect(name).toBe("better-auth.session_token");
      expect(attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
      expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);
    });

    it("when PUBLIC_URL is https: also Secure with the __Secure- prefix, and HSTS on responses", async () => {
      t = await createSecurityContext(kind, { env: { PUBLIC_URL: "https://seo.example.com" } });
      const user = await t.createUser();
      const signIn = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.23",
        json: { email: user.email, password: TEST_PASSWORD },
      });
      const cookies = signIn.headers.getSetCookie().filter((c) => c.includes("session_token="));
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        const { name, attributes } = cookieAttributes(cookie);
        expect(name).toBe("__Secure-better-auth.session_token");
        expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));
      }
      expect((await t.request("/api/v1/account", { cookie: user.cookie })).status).toBe(200);
      const hsts = signIn.headers.get("strict-transport-security") ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    });

    it("fixation: a cookie value planted before login is not a session after it", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      const planted = "better-auth.session_token=attacker-chosen-value.signature";
      const signIn = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.24",
        cookie: planted,
        json: { email: user.email, password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const issued = sessionCookie(signIn);
      expect(issued).not.toBe(planted);
      expect((await t.request("/api/v1/account", { cookie: planted })).status).toBe(401);
      expect((await t.request("/api/v1/account", { cookie: issued })).status).toBe(200);
      // A session of someone else's, planted before a login, is replaced too.
      const other = await t.createUser();
      const again = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.24",
        cookie: other.cookie,
        json: { email: user.email, password: TEST_PASSWORD },
      });
      const account = await json(await t.request("/api/v1/account", { cookie: sessionCookie(again) }));
      expect(account.email ?? account.user?.email).toBe(user.email);
    });

    it("sign-out ends the session server-side: the old cookie is null in get-session and 401 on the API", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      expect((await t.request("/api/auth/sign-out", { cookie: user.cookie, json: {} })).status).toBe(200);
      const session = await t.request("/api/auth/get-session", { cookie: user.cookie });
      expect(await json(session)).toBeNull();
      expect((await t.request("/api/v1/content", { cookie: user.cookie })).status).toBe(401);
    });
  });

  describe("profile fields follow the sign-up rules on update-user too", () => {
    const storedUser = (email: string) =>
      t.database.db
        .selectFrom("user")
        .select(["name", "image"])
        .where("email", "=", email)
        .executeTakeFirst();
    const updateUser = (cookie: string, body: unknown) =>
      t.request("/api/auth/update-user", { cookie, json: body, ip: "203.0.113.50" });

    it("refuses an over-long or blank name and any image, and changes nothing", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser({ name: "Grace Hopper" });
      const cases: [string, unknown, string][] = [
        ["60 KiB name", { name: "n".repeat(60 * 1024) }, "Full name must be at most 100 characters"],
        ["three spaces", { name: "   " }, "Full name is required"],
        ["a number", { name: 42 }, "Full name is required"],
        [
          "javascript: image",
          { image: "javascript:alert(document.cookie)" },
          "Profile images are not supported",
        ],
        ["https image", { image: "https://attacker.example/pixel.gif" }, "Profile images are not supported"],
        ["good name, bad image", { name: "Grace", image: "data:text/html,<script>" }, "Profile images"],
      ];
      for (const [what, body, message] of cases) {
        const response = await updateUser(user.cookie, body);
        expect(response.status, what).toBe(400);
        expect((await json(response)).message, what).toContain(message);
      }
      expect(await storedUser(user.email)).toEqual({ name: "Grace Hopper", image: null });
    });

    it("stores a valid name trimmed, exactly as sign-up does", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser({ name: "Grace Hopper" });
      const response = await updateUser(user.cookie, { name: "  Grace Brewster Hopper  " });
      expect(response.status).toBe(200);
      expect(await storedUser(user.email)).toEqual({ name: "Grace Brewster Hopper", image: null });
    });

    it("sign-up refuses an image, and a bad name for a taken address exactly as for a new one", async () => {
      t = await createSecurityContext(kind);
      await t.createUser({ email: "taken-name@example.com" });
      const signUp = (email: string, extra: Record<string, unknown>) =>
        t.request("/api/auth/sign-up/email", {
          ip: "203.0.113.51",
          json: { email, password: "a long enough password", name: "Someone", ...extra },
        });
      const image = await signUp("with-image@example.com", { image: "javascript:alert(1)" });
      expect(image.status).toBe(400);
      expect((await json(image)).message).toContain("Profile images are not supported");
      expect(await storedUser("with-image@example.com")).toBeUndefined();
      const blankTaken = await signUp("taken-name@example.com", { name: "   " });
      const blankFresh = await signUp("fresh-name@example.com", { name: "   " });
      expect(blankTaken.status).toBe(400);
      expect(await json(blankTaken)).toEqual(await json(blankFresh));
    });
  });

  describe("per-account sign-in throttle (rotating client addresses do not escape it)", () => {
    const THROTTLED = "Too many sign-in attempts. Please wait a moment and try again.";
    let address = 0;
    /** Every attempt from an address of its own, as a botnet or rotating proxies would send them. */
    const signIn = (email: string, password: string) =>
      t.request("/api/auth/sign-in/email", {
        ip: `198.51.100.${++address % 250}`,
        json: { email, password },
      });
    /** Lets the current backoff delay pass without sleeping through it. */
    const waitOutDelay = () =>
      t.database.db.updateTable("sign_in_throttle").set({ next_attempt_at: 0 }).execute();

    it("after 5 failures the next attempt is refused with 429 and Retry-After, even with the right password", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser({ email: "Target@Example.com" });
      for (let i = 0; i < 5; i++) expect((await signIn(user.email, `wrong guess ${i}`)).status).toBe(401);
      // Another spelling of the same address is the same account.
      const throttled = await signIn("  target@EXAMPLE.com", "wrong guess 5");
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      const throttledBody = await json(throttled);
      expect(throttledBody.message).toBe(THROTTLED);
      // The password is not even looked at while the delay runs: the right one gets the same answer.
      const right = await signIn(user.email, TEST_PASSWORD);
      expect(right.status).toBe(429);
      expect(await json(right)).toEqual(throttledBody);
      // Once the delay has passed, the owner signs in and the count starts again.
      await waitOutDelay();
      expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await signIn(user.email, `again ${i}`)).status).toBe(401);
    });

    it("the delay doubles with each further failure up to a one-minute cap (a backoff, never a lockout)", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      for (let i = 0; i < 5; i++) await signIn(user.email, `wrong ${i}`);
      const delays: number[] = [];
      for (let i = 0; i < 9; i++) {
        const refused = await signIn(user.email, "still wrong");
        expect(refused.status).toBe(429);
        delays.push(Number(refused.headers.get("retry-after")));
        await waitOutDelay();
        expect((await signIn(user.email, "still wrong")).status).toBe(401);
      }
      expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    });

    it("simultaneous attempts from 40 addresses: only 5 passwords are checked", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => signIn(user.email, `parallel guess ${i}`)),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    });

    it("an unknown address is throttled exactly like a real one (no enumeration)", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      const answers = async (email: string) => {
        const statuses: number[] = [];
        let last: Response | undefined;
        for (let i = 0; i < 6; i++) {
          last = await signIn(email, `guess ${i}`);
          statuses.push(last.status);
        }
        return { statuses, body: await json(last!) };
      };
      expect(await answers("ghost@example.com")).toEqual(await answers(user.email));
    });

    it("a password reset lifts the delay at once", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      for (let i = 0; i < 6; i++) await signIn(user.email, `wrong ${i}`);
      expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(429);
      await t.request("/api/auth/request-password-reset", {
        ip: "203.0.113.60",
        json: { email: user.email, redirectTo: "/reset-password" },
      });
      const token = /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(
        (await t.mail.next(user.email)).text,
      )![1];
      const reset = await t.request("/api/auth/reset-password", {
        ip: "203.0.113.60",
        json: { newPassword: "a fresh and long password", token },
      });
      expect(reset.status).toBe(200);
      expect((await signIn(user.email, "a fresh and long password")).status).toBe(200);
    });

    it("behind a trusted proxy, rotating X-Forwarded-For addresses meet the same limit", async () => {
      t = await createSecurityContext(kind, { env: { TRUST_PROXY: "true" } });
      const user = await t.createUser();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await t.request("/api/auth/sign-in/email", {
          headers: { "x-forwarded-for": `192.0.2.${i + 1}` },
          json: { email: user.email, password: `proxy guess ${i}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });
  });

  describe("common passwords are refused wherever a new password is set", () => {
    const TOO_COMMON = "This password is too common. Choose a less predictable one.";
    const COMMON = ["password1234", "123456789012", "aaaaaaaaaaaa", "Qwertyuiopasdfgh"];

    it("sign-up, for a new and a taken address alike", async () => {
      t = await createSecurityContext(kind);
      await t.createUser({ email: "taken-common@example.com" });
      for (const [i, password] of COMMON.entries()) {
        const signUp = (email: string) =>
          t.request("/api/auth/sign-up/email", {
            ip: `203.0.113.${70 + i}`,
            json: { email, password, name: "Common" },
          });
        const fresh = await signUp(`common${i}@example.com`);
        const freshBody = await json(fresh);
        expect(fresh.status, password).toBe(400);
        expect(freshBody).toMatchObject({ code: "PASSWORD_TOO_COMMON", message: TOO_COMMON });
        const taken = await signUp("taken-common@example.com");
        expect(taken.status, password).toBe(400);
        expect(await json(taken)).toEqual(freshBody);
      }
      const rows = await t.database.db.selectFrom("user").select("email").execute();
      expect(rows.map((r) => r.email)).toEqual(["taken-common@example.com"]);
    });

    it("password reset and password change, keeping the old password", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      await t.request("/api/auth/request-password-reset", {
        ip: "203.0.113.75",
        json: { email: user.email, redirectTo: "/reset-password" },
      });
      const token = /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(
        (await t.mail.next(user.email)).text,
      )![1];
      const reset = await t.request("/api/auth/reset-password", {
        ip: "203.0.113.75",
        json: { newPassword: "password1234", token },
      });
      expect(reset.status).toBe(400);
      expect((await json(reset)).message).toBe(TOO_COMMON);
      const change = await t.request("/api/auth/change-password", {
        ip: "203.0.113.75",
        cookie: user.cookie,
        json: { currentPassword: TEST_PASSWORD, newPassword: "123456789012" },
      });
      expect(change.status).toBe(400);
      expect((await json(change)).message).toBe(TOO_COMMON);
      const signIn = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.76",
        json: { email: user.email, password: TEST_PASSWORD },
      });
      expect(signIn.status).toBe(200);
    });
  });

  describe("password reset tokens at rest", () => {
    it("the verification table holds a hash of the e-mailed token, and the link still works once", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      await t.request("/api/auth/request-password-reset", {
        ip: "203.0.113.80",
        json: { email: user.email, redirectTo: "/reset-password" },
      });
      const token = /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(
        (await t.mail.next(user.email)).text,
      )![1]!;
      const rows = await t.database.db
        .selectFrom("verification" as never)
        .selectAll()
        .execute();
      expect(rows).toHaveLength(1);
      // A copy of the database (a backup, a read-only SQL injection) does not hand out working reset links.
      expect(JSON.stringify(rows)).not.toContain(token);

      const link = await t.request(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
      expect(link.headers.get("location")).toBe(`${t.env.publicUrl}/reset-password?token=${token}`);
      const reset = await t.request("/api/auth/reset-password", {
        ip: "203.0.113.80",
        json: { newPassword: "a new and long passphrase", token },
      });
      expect(reset.status).toBe(200);
      const again = await t.request("/api/auth/reset-password", {
        ip: "203.0.113.80",
        json: { newPassword: "another new passphrase", token },
      });
      expect(again.status).toBe(400);
    });

    it("a link e-mailed before tokens were hashed (a row in the clear) still works after the upgrade", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      const now = new Date();
      await t.database.db
        .insertInto("verification" as never)
        .values({
          id: "legacy-row",
          identifier: "reset-password:legacyPlainToken123456789",
          value: user.id,
          expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        } as never)
        .execute();
      const reset = await t.request("/api/auth/reset-password", {
        ip: "203.0.113.81",
        json: { newPassword: "a new and long passphrase", token: "legacyPlainToken123456789" },
      });
      expect(reset.status).toBe(200);
    });
  });

  describe("request bodies on /api/auth are capped before Better Auth reads them", () => {
    const streamed = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
      t.app.request(
        `${t.env.publicUrl}${path}`,
        {
          method: "POST",
          headers: { origin: t.env.publicUrl, "content-type": "application/json", ...headers },
          body,
          duplex: "half",
        } as RequestInit,
        { incoming: { socket: { remoteAddress: "203.0.113.40", remotePort: 1, remoteFamily: "IPv4" } } },
      );

    it("a chunked body with no Content-Length: 413 after reading little more than the limit", async () => {
      t = await createSecurityContext(kind);
      for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/update-user"]) {
        const body = countedSignInBody(16 * 1024 * 1024);
        const started = performance.now();
        const response = await streamed(path, body.stream);
        expect(response.status, path).toBe(413);
        expect((await json(response)).error.code).toBe("PAYLOAD_TOO_LARGE");
        expect(body.pulled(), path).toBeLessThan(MAX_AUTH_BODY_BYTES + 2 * 64 * 1024);
        expect(performance.now() - started, path).toBeLessThan(1_000);
      }
    });

    it("a declared Content-Length over the limit: 413 without reading the body", async () => {
      t = await createSecurityContext(kind);
      const body = countedSignInBody(16 * 1024 * 1024);
      const response = await streamed("/api/auth/sign-in/email", body.stream, {
        "content-length": String(100 * 1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(body.pulled()).toBeLessThanOrEqual(64 * 1024 + 64);
    });

    it("a body within the limit still reaches Better Auth", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      const padded = await t.request("/api/auth/sign-in/email", {
        ip: "203.0.113.41",
        json: { email: user.email, password: TEST_PASSWORD, padding: "p".repeat(MAX_AUTH_BODY_BYTES - 200) },
      });
      expect(padded.status).toBe(200);
    });

    it("over a real socket, a 100 MB chunked upload is answered 413 while it is still being sent", async () => {
      t = await createSecurityContext(kind);
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
      await new Promise<void>((resolve) => server.once("listening", () => resolve()));
      try {
        const { port } = server.address() as AddressInfo;
        const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
          let sent = 0;
          let answered = false;
          const req = httpRequest({
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/api/auth/sign-in/email",
            headers: { origin: t.env.publicUrl, "content-type": "application/json" },
          });
          req.on("response", (res) => {
            answered = true;
            res.resume();
            resolve({ status: res.statusCode ?? 0, sent });
            req.destroy();
          });
          req.on("error", (error) => {
            if (!answered) reject(error);
          });
          const chunk = Buffer.alloc(64 * 1024, "x");
          req.write('{"email":"big@example.com","password":"');
          const pump = () => {
            while (!answered && sent < 100 * 1024 * 1024) {
              sent += chunk.length;
              if (!req.write(chunk)) return void req.once("drain", pump);
            }
            if (!answered) req.end('"}');
          };
          pump();
        });
        expect(status).toBe(413);
        expect(sent).toBeLessThan(16 * 1024 * 1024);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  describe("session reads are not limited like sign-in attempts", () => {
    it("300 get-session calls in a minute from one address all answer 200 with the session", async () => {
      t = await createSecurityContext(kind);
      const user = await t.createUser();
      const statuses = new Map<number, number>();
      let withSession = 0;
      for (let i = 0; i < 300; i++) {
        const response = await t.request("/api/auth/get-session", {
          ip: "203.0.113.90",
          cookie: user.cookie,
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if ((await json(response))?.session) withSession++;
      }
      expect(Object.fromEntries(statuses)).toEqual({ 200: 300 });
      expect(withSession).toBe(300);
    });
  });

  describe("forged client-address headers do not move a per-IP limit (TRUST_PROXY off)", () => {
    const FORGED_HEADERS = ["x-forwarded-for", "x-real-ip", "forwarded", "x-ranklens-client-ip"];
    const forged = (i: number) => {
      const header = FORGED_HEADERS[i % FORGED_HEADERS.length]!;
      const value = header === "forwarded" ? `for=198.51.100.${i}` : `198.51.100.${i}`;
      return { [header]: value };
    };

    it("forgot-password (Better Auth's 3 per minute)", async () => {
      t = await createSecurityContext(kind);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await t.request("/api/auth/request-password-reset", {
          ip: "203.0.113.30",
          headers: forged(i),
          json: { email: `nobody${i}@example.com`, redirectTo: "/reset-password" },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(3)).toEqual([429, 429, 429]);
    });

    it("sign-up", async () => {
      t = await createSecurityContext(kind);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await t.request("/api/auth/sign-up/email", {
          ip: "203.0.113.31",
          headers: forged(i),
          json: { email: `new${i}@example.com`, password: "a long enough password", name: "New User" },
        });
        statuses.push(response.status);
      }
      expect(statuses.at(-1)).toBe(429);
    });

    it("the contact form (5 per hour)", async () => {
      t = await createSecurityContext(kind);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await t.request("/api/v1/contact", {
          ip: "203.0.113.32",
          headers: forged(i),
          json: { email: "someone@example.com", message: `Message ${i}` },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 5).every((s) => s === 201 || s === 200)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  });
});
